import { newsletterSubscribers } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerWithMail, type TestServer } from "./harness";
import type { SmtpServer } from "./smtp";

let smtp: SmtpServer;
let site: TestServer;
beforeAll(async () => {
  ({ site, smtp } = await startServerWithMail({ TRAINER_EMAIL: "carmen@example.com", TRUST_PROXY: "true" }));
});
afterAll(() => site.close());

describe("newsletter", () => {
  const address = "Linda.Moore@Example.com";
  const stored = "linda.moore@example.com";

  it("subscribes, sends the free workout guide with a working unsubscribe link, and unsubscribes", async () => {
    const before = smtp.received.length;
    const first = await site.client().post("/api/newsletter/subscribe", { email: address });
    expect(first.status).toBe(200);
    expect(first.json.message).toMatch(/Thank you for subscribing/);

    const mail = (await smtp.waitFor(before + 1))[before];
    expect(mail?.subject).toBe("Your free workout guide");
    expect(mail?.text).toContain("Sit-to-stand");
    const link = /(http:\/\/\S+\/unsubscribe\?\S+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(mail?.headerLines.find((h) => h.key === "list-unsubscribe")?.line).toContain("/unsubscribe?");

    const [row] = await site.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, stored));
    expect(row).toMatchObject({ isActive: true, unsubscribedAt: null });

    const again = await site.client().post("/api/newsletter/subscribe", { email: stored });
    expect(again.status).toBe(200);
    expect(again.json.message).toMatch(/already subscribed/);

    const params = new URL(link).searchParams;
    const forged = await site.client().post("/api/newsletter/unsubscribe", { email: stored, token: "forged" });
    expect(forged.status).toBe(403);
    const out = await site.client().post("/api/newsletter/unsubscribe", {
      email: params.get("email"),
      token: params.get("token"),
    });
    expect(out.status).toBe(200);
    expect(out.json.message).toMatch(/unsubscribed/);
    const [after] = await site.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, stored));
    expect(after).toMatchObject({ isActive: false });
    expect(after?.unsubscribedAt).toBeInstanceOf(Date);

    const back = await site.client().post("/api/newsletter/subscribe", { email: stored });
    expect(back.json.message).toMatch(/Welcome back/);
    const [reactivated] = await site.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, stored));
    expect(reactivated).toMatchObject({ isActive: true, unsubscribedAt: null });
  });

  it.each([
    ["", "Please enter your email address"],
    ["   ", "Please enter your email address"],
    ["no-at-sign.com", "Please enter a valid email address"],
    ["name@nodot", "Please enter a valid email address"],
  ])("refuses %j with SPEC's message", async (email, text) => {
    const { status, json } = await site.client().post("/api/newsletter/subscribe", { email });
    expect(status).toBe(400);
    expect(json.issues).toEqual([{ path: "email", message: text }]);
  });
});
