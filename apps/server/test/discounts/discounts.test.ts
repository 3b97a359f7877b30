import { discountCodes } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpClient, startServerWithAdmin, type TestServer } from "../harness";

let site: TestServer;
let admin: HttpClient;
beforeAll(async () => {
  ({ site, admin } = await startServerWithAdmin());
});
afterAll(() => site.close());

describe("discount codes", () => {
  it("creates codes uppercase and unique, deactivates them, and lists who used them", async () => {
    const created = await admin.post("/api/admin/discount-codes", {
      code: "spring-20",
      type: "percentage",
      value: 20,
      usageLimit: 10,
    });
    expect(created.json).toMatchObject({ code: "SPRING-20", value: "20.00", usageLimit: 10, active: true });
    expect((await admin.post("/api/admin/discount-codes", { code: "Spring-20", type: "fixed", value: 5 })).status).toBe(
      409,
    );
    expect(
      (await admin.post("/api/admin/discount-codes", { code: "BIG", type: "percentage", value: 150 })).json.issues,
    ).toEqual([{ path: "value", message: "A percentage must be at most 100" }]);
    const used = await site.client().post("/api/bookings", {
      packageId: 1,
      clientName: "Dora",
      clientEmail: "dora@example.com",
      discountCode: "spring-20",
    });
    const usage = await admin.trpc.admin.discounts.usage.query({ id: created.json.id });
    expect(usage.total).toBe(1);
    expect(usage.items[0]).toMatchObject({
      bookingId: used.json.id,
      clientEmail: "dora@example.com",
      discountAmount: "16.00",
    });
    await admin.request("PATCH", `/api/admin/discount-codes/${created.json.id}`, { active: false });
    const [row] = await site.db.select().from(discountCodes).where(eq(discountCodes.code, "SPRING-20"));
    expect(row?.active).toBe(false);
  });
});
