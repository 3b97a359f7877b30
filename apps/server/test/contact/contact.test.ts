import { contacts } from "@studio/db";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerWithMail, type TestServer } from "../harness";
import type { SmtpServer } from "../smtp";

let smtp: SmtpServer;
let site: TestServer;
beforeAll(async () => {
  ({ site, smtp } = await startServerWithMail({ TRAINER_EMAIL: "carmen@example.com", TRUST_PROXY: "true" }));
});
afterAll(() => site.close());

const message = {
  name: "Patricia Gomez",
  email: "patricia@example.com",
  subject: "Knee-friendly training",
  message: "Hi Carmen, I am 54 with a cranky knee. Can we train around it?\nThank you!",
};

describe("POST /api/contact", () => {
  it("stores the message and e-mails the trainer a copy she can reply to", async () => {
    const before = smtp.received.length;
    const { status, json } = await site.client().post("/api/contact", message);
    expect(status).toBe(200);
    expect(json.message).toBe("Thank you for your message! I will get back to you soon.");

    const [row] = await site.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, Number(json.id)));
    expect(row).toMatchObject(message);

    const mail = (await smtp.waitFor(before + 1))[before];
    expect(mail?.to && "text" in mail.to ? mail.to.text : "").toContain("carmen@example.com");
    expect(mail?.replyTo?.text).toContain("patricia@example.com");
    expect(mail?.subject).toBe("New message: Knee-friendly training");
    expect(mail?.text).toContain("cranky knee");
  });

  it.each([
    ["name", { name: "P" }, "Please enter your full name"],
    ["email", { email: "not-an-email" }, "Please enter a valid email address"],
    ["subject", { subject: " " }, "Please enter a subject"],
    ["message", { message: "Too short" }, "Your message must be at least 10 characters"],
  ])("refuses a bad %s with SPEC's message and stores nothing", async (field, change, text) => {
    const before = (await site.db.select().from(contacts)).length;
    const { status, json } = await site.client().post("/api/contact", { ...message, ...change });
    expect(status).toBe(400);
    expect(json.issues).toEqual([{ path: field, message: text }]);
    expect(await site.db.select().from(contacts)).toHaveLength(before);
  });

  it("stores one message and sends one copy for one attempt sent three times, two of them at once", async () => {
    const before = smtp.received.length;
    const attempt = { ...message, subject: "Sent by a double tap", requestKey: crypto.randomUUID() };
    const from = { "x-forwarded-for": "10.20.31.1" };
    const answers = await Promise.all([1, 2].map(() => site.client().post("/api/contact", attempt, from)));
    answers.push(await site.client().post("/api/contact", attempt, from));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json.id)).size).toBe(1);
    expect(await site.db.$count(contacts, eq(contacts.subject, "Sent by a double tap"))).toBe(1);
    await smtp.waitFor(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((mail) => mail.subject === "New message: Sent by a double tap")).toHaveLength(1);
    // A new attempt with the same words is a new message.
    const next = await site.client().post("/api/contact", { ...attempt, requestKey: crypto.randomUUID() }, from);
    expect(next.json.id).not.toBe(answers[0]?.json.id);
  });

  it("limits one address to 10 messages an hour", async () => {
    const from = { "x-forwarded-for": "10.20.30.40" };
    for (let i = 0; i < 10; i++) expect((await site.client().post("/api/contact", message, from)).status).toBe(200);
    const blocked = await site.client().post("/api/contact", message, from);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("answers random bodies with 4xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { name: fc.anything(), email: fc.anything(), subject: fc.anything(), message: fc.anything() },
          { requiredKeys: [] },
        ),
        async (body) => {
          const { status } = await site.client().post("/api/contact", body, { "x-forwarded-for": "10.99.0.1" });
          return status === 400 || status === 429;
        },
      ),
      { numRuns: 50 },
    );
  });
});
