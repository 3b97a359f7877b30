// The trainer's replies quote a visitor's message to the address the visitor typed, so they are capped: 5 per
// message, 10 a day to one address. Real bursts of concurrent replies meet each cap exactly, on both databases.
import { randomUUID } from "node:crypto";
import { contactReplies, contacts, emailOutbox } from "@studio/db";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpClient, signInAdmin, startTestServer, type TestServer } from "../harness";

let site: TestServer;
let admin: HttpClient;
beforeAll(async () => {
  site = await startTestServer();
  admin = await signInAdmin(site);
}, 60_000);
afterAll(() => site?.close());

async function message(email: string) {
  const [row] = await site.db
    .insert(contacts)
    .values({ name: "Visitor", email, subject: "Hello", message: "Please write back to me." })
    .returning({ id: contacts.id });
  return row?.id as number;
}

const reply = (id: number, requestKey: string = randomUUID()) =>
  admin.post("/trpc/admin.inbox.reply", { id, body: "Thank you for writing.", requestKey });

const mailsTo = async (address: string) =>
  (await site.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.to, address))).length;

function statuses(answers: { status: number }[]) {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe("replies to one contact message", () => {
  it("a burst of 20 at once sends exactly 5, and refuses the rest with 429", async () => {
    const id = await message("burst@example.com");
    const answers = await Promise.all(Array.from({ length: 20 }, () => reply(id)));
    expect(statuses(answers)).toEqual({ 200: 5, 429: 15 });
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.json.error.message).toBe("This message has had 5 replies already; no more can be sent to it.");
    const stored = await site.db.select().from(contactReplies).where(eq(contactReplies.contactId, id));
    expect(stored).toHaveLength(5);
    expect(await mailsTo("burst@example.com")).toBe(5);
  });

  it("a repeat of a reply already sent answers as the first did, even at the cap", async () => {
    const id = await message("repeat@example.com");
    const keys = Array.from({ length: 5 }, () => randomUUID());
    for (const key of keys) expect((await reply(id, key)).status).toBe(200);
    const again = await Promise.all(keys.map((key) => reply(id, key)));
    expect(statuses(again)).toEqual({ 200: 5 });
    expect((await reply(id)).status).toBe(429);
    expect(await mailsTo("repeat@example.com")).toBe(5);
  });
});

describe("replies to one address", () => {
  it("a burst of 15 over three of its messages sends exactly 10 in a day, whatever the address's case", async () => {
    const ids = [await message("Sam@Example.com"), await message("sam@example.com"), await message("SAM@example.com")];
    const answers = await Promise.all(ids.flatMap((id) => Array.from({ length: 5 }, () => reply(id))));
    expect(statuses(answers)).toEqual({ 200: 10, 429: 5 });
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.json.error.message).toMatch(
      /^This address has had 10 replies in the last 24 hours\. Please try again in 24 hours\.$/,
    );
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
    const stored = await site.db.select().from(contactReplies).where(inArray(contactReplies.contactId, ids));
    expect(stored).toHaveLength(10);

    // A day later the address may be answered again.
    await site.db
      .update(contactReplies)
      .set({ createdAt: sql`${contactReplies.createdAt} - interval '25 hours'` })
      .where(inArray(contactReplies.contactId, ids));
    const later = await message("sam@example.com");
    expect((await reply(later)).status).toBe(200);
  });

  it("a refused reply leaves no reply, no e-mail and the message as it was", async () => {
    const id = await message("untouched@example.com");
    await site.db
      .insert(contactReplies)
      .values(Array.from({ length: 5 }, () => ({ contactId: id, body: "Earlier", sentBy: "coach" })));
    const before = await site.db.select().from(contacts).where(eq(contacts.id, id));
    expect((await reply(id)).status).toBe(429);
    expect(await site.db.select().from(contacts).where(eq(contacts.id, id))).toEqual(before);
    expect(await mailsTo("untouched@example.com")).toBe(0);
  });
});
