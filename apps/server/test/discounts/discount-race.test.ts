// K parallel bookings against a code with U uses left: exactly min(K, U) get the discount (RELIABILITY, Money).
import { bookings, discountCodes } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness";

let site: TestServer;
beforeAll(async () => {
  site = await startTestServer();
});
afterAll(() => site.close());

describe("a code with 5 uses left under 50 parallel bookings", () => {
  it("discounts exactly 5 bookings and counts exactly 5 uses", async () => {
    await site.db
      .insert(discountCodes)
      .values({ code: "RUSH5", type: "percentage", value: "20.00", usageLimit: 5, userLimit: 1 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        site.client().post("/api/bookings", {
          packageId: 1,
          clientName: `Client ${i}`,
          clientEmail: `client${i}@example.com`,
          phone: "3055550100",
          discountCode: "RUSH5",
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.json.error).toMatch(/reached its usage limit/);
    }
    const discounted = await site.db.select().from(bookings).where(eq(bookings.discountCode, "RUSH5"));
    expect(discounted).toHaveLength(5);
    expect(discounted.every((b) => b.amount === "64.00")).toBe(true);
    const [code] = await site.db.select().from(discountCodes).where(eq(discountCodes.code, "RUSH5"));
    expect(code?.usageCount).toBe(5);
  });

  it("gives one client one use even when she books twice at once", async () => {
    await site.db.insert(discountCodes).values({ code: "ONCEEACH", type: "fixed", value: "5.00", userLimit: 1 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        site.client().post("/api/bookings", {
          packageId: 1,
          clientName: "Same Client",
          clientEmail: "same@example.com",
          discountCode: "ONCEEACH",
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const [code] = await site.db.select().from(discountCodes).where(eq(discountCodes.code, "ONCEEACH"));
    expect(code?.usageCount).toBe(1);
  });
});
