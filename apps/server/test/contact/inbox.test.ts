// The trainer's inbox and audience: contact messages read, answered and archived; newsletter subscribers listed
// and exported; the one-click unsubscribe of every newsletter e-mail. Through the real server on both databases.
import { randomUUID } from "node:crypto";
import { contactReplies, contacts, newsletterSubscribers } from "@studio/db";
import { studio } from "@studio/validators/studio";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  failedWith,
  type HttpClient,
  signInAdmin,
  signInClient,
  startServerWithMail,
  type TestServer,
  type Trpc,
  trpcError,
} from "../harness";
import type { SmtpServer } from "../smtp";

let site: TestServer;
let smtp: SmtpServer;
let admin: HttpClient;
beforeAll(async () => {
  ({ site, smtp } = await startServerWithMail({ TRAINER_EMAIL: "carmen@example.com", TRUST_PROXY: "true" }));
  admin = await signInAdmin(site);
});
afterAll(() => site.close());

// By name, for input the procedure's own type refuses (a filter or a state it does not know).
const rawQuery = (procedure: string, input: unknown) =>
  admin.get(`/trpc/admin.${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`);
const rawMutation = (procedure: string, input: unknown) => admin.post(`/trpc/admin.${procedure}`, input);
const inbox = (input: Parameters<Trpc["admin"]["inbox"]["list"]["query"]>[0]) =>
  admin.trpc.admin.inbox.list.query(input);

const message = {
  name: "Diane Walker",
  email: "diane.walker@example.com",
  subject: "Knee-friendly training?",
  message: "Hello Carmen,\nI had knee surgery last year. Could we train around it?\nThanks, Diane",
};

/** A message sent through the contact form, as a visitor sends it (each from an address of her own). */
let visitors = 0;
async function sendMessage(fields: Partial<typeof message> = {}, headers: Record<string, string> = {}) {
  visitors++;
  const answer = await site
    .client()
    .post("/api/contact", { ...message, ...fields }, { "x-forwarded-for": `10.20.${visitors}.1`, ...headers });
  if (answer.status !== 200) throw new Error(answer.text);
  return answer.json.id as number;
}
const stored = async (id: number) => (await site.db.select().from(contacts).where(eq(contacts.id, id)))[0];

describe("the inbox", () => {
  let diane = 0;
  beforeAll(async () => {
    // 24 older messages, then Diane's: 25 in all, her newest.
    await site.db.insert(contacts).values(
      Array.from({ length: 24 }, (_, i) => ({
        name: `Visitor ${i}`,
        email: `visitor${i}@example.com`,
        subject: `Question ${i}`,
        message: "A question about the packages and the prices.",
        createdAt: new Date(Date.UTC(2026, 0, 1, 12, i)),
      })),
    );
    diane = await sendMessage();
  });

  it("lists open messages newest first, 20 a page, with the unread count and a preview", async () => {
    const first = await inbox({ filter: "open" });
    expect(first.messages).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.unread).toBe(25);
    expect(first.messages[0]).toMatchObject({ id: diane, subject: message.subject, preview: message.message });
    expect(first.messages[1]?.subject).toBe("Question 23");
    const second = await inbox({ filter: "open", page: 2 });
    expect(second.messages.map((m) => m.subject)).toEqual([4, 3, 2, 1, 0].map((i) => `Question ${i}`));
    expect(second.hasMore).toBe(false);
  });

  it("marks a message read when opened, once: opening it again keeps the first time", async () => {
    const opened = await admin.trpc.admin.inbox.setRead.mutate({ id: diane, read: true });
    expect(opened).toMatchObject({ id: diane, message: message.message, replies: [] });
    const firstRead = (await stored(diane))?.readAt;
    expect(firstRead).toBeInstanceOf(Date);
    await admin.trpc.admin.inbox.setRead.mutate({ id: diane, read: true });
    expect((await stored(diane))?.readAt).toEqual(firstRead);
    const view = await inbox({ filter: "unread" });
    expect(view.unread).toBe(24);
    expect(view.messages.map((m) => m.id)).not.toContain(diane);
    // Still open: read is not answered.
    expect((await inbox({ filter: "open" })).messages[0]?.id).toBe(diane);
  });

  it("e-mails a reply once for a double send, quoting her message, and counts it handled", async () => {
    const before = smtp.received.length;
    const reply = {
      id: diane,
      body: "Hi Diane,\nYes: we will start with low-impact strength work and build from there.\nCarmen",
      requestKey: randomUUID(),
    };
    const [first, second] = await Promise.all([
      admin.trpc.admin.inbox.reply.mutate(reply),
      admin.trpc.admin.inbox.reply.mutate(reply),
    ]);
    expect(second).toEqual(first);
    expect(first.replies).toEqual([expect.objectContaining({ body: reply.body, sentBy: "coach" })]);

    const mails = await smtp.waitFor(before + 1);
    // Give a second e-mail, if one were coming, time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.length).toBe(before + 1);
    const mail = mails[before];
    expect(mail?.subject).toBe(`Re: ${message.subject}`);
    expect(mail?.to && "text" in mail.to ? mail.to.text : "").toBe(message.email);
    expect(mail?.replyTo?.text).toBe(studio.email);
    expect(mail?.text).toContain("we will start with low-impact strength work");
    expect(mail?.text).toContain("Diane Walker wrote:");
    expect(mail?.text).toContain("> I had knee surgery last year. Could we train around it?");

    expect(await site.db.select().from(contactReplies).where(eq(contactReplies.contactId, diane))).toHaveLength(1);
    const row = await stored(diane);
    expect(row?.handledAt).toBeInstanceOf(Date);
    expect((await inbox({ filter: "handled" })).messages.map((m) => m.id)).toEqual([diane]);
    expect((await inbox({ filter: "open" })).messages.map((m) => m.id)).not.toContain(diane);
  });

  it("archives and unarchives, each change once, and keeps archived messages out of the other views", async () => {
    const archived = await admin.trpc.admin.inbox.setArchived.mutate({ id: diane, archived: true });
    const at = (await stored(diane))?.archivedAt;
    expect(archived.archivedAt).toBe(at?.toISOString());
    expect((await admin.trpc.admin.inbox.setArchived.mutate({ id: diane, archived: true })).archivedAt).toBe(
      at?.toISOString(),
    );
    expect((await inbox({ filter: "archived" })).messages.map((m) => m.id)).toEqual([diane]);
    expect((await inbox({ filter: "handled" })).messages).toEqual([]);

    await admin.trpc.admin.inbox.setArchived.mutate({ id: diane, archived: false });
    await admin.trpc.admin.inbox.setArchived.mutate({ id: diane, archived: false });
    expect((await stored(diane))?.archivedAt).toBeNull();
    expect((await inbox({ filter: "handled" })).messages.map((m) => m.id)).toEqual([diane]);

    // Reopened by hand (answered on the phone, then a follow-up was needed), and marked unread again.
    await admin.trpc.admin.inbox.setHandled.mutate({ id: diane, handled: false });
    await admin.trpc.admin.inbox.setRead.mutate({ id: diane, read: false });
    expect(await stored(diane)).toMatchObject({ handledAt: null, readAt: null });
    expect((await inbox({ filter: "unread" })).unread).toBe(25);
  });

  it("refuses bad input with 400 naming the field and changing nothing, and 404 for a message that does not exist", async () => {
    const empty = await trpcError(admin.trpc.admin.inbox.reply.mutate({ id: diane, body: " " }));
    expect(empty.data?.httpStatus).toBe(400);
    expect(empty.data?.issues).toEqual([{ path: "body", message: "Please write your reply" }]);
    const filter = await rawQuery("inbox.list", { filter: "starred" });
    expect(filter.status).toBe(400);
    expect(filter.json.error.data.issues[0].path).toBe("filter");
    const archived = await rawMutation("inbox.setArchived", { id: diane, archived: "yes" });
    expect(archived.status).toBe(400);
    expect(archived.json.error.data.issues[0].path).toBe("archived");
    expect((await stored(diane))?.archivedAt).toBeNull();
    expect(await failedWith(admin.trpc.admin.inbox.reply.mutate({ id: 999_999, body: "Hello there" }))).toBe(404);
    expect(await failedWith(admin.trpc.admin.inbox.get.query({ id: 999_999 }))).toBe(404);
  });

  it("answers 401 to anyone but the trainer, a signed-in client included", async () => {
    const { client } = await signInClient(site, message.email, "10.21.0.1");
    for (const caller of [site.client(), client]) {
      const asCaller = caller.trpc.admin;
      expect(await failedWith(asCaller.inbox.list.query({}))).toBe(401);
      expect(await failedWith(asCaller.inbox.get.query({ id: diane }))).toBe(401);
      expect(await failedWith(asCaller.inbox.setRead.mutate({ id: diane, read: true }))).toBe(401);
      expect(await failedWith(asCaller.inbox.setArchived.mutate({ id: diane, archived: true }))).toBe(401);
      expect(await failedWith(asCaller.inbox.reply.mutate({ id: diane, body: "Not the trainer" }))).toBe(401);
      expect(await failedWith(asCaller.newsletter.subscribers.query({}))).toBe(401);
    }
    expect(await stored(diane)).toMatchObject({ readAt: null, archivedAt: null });
  });

  it("frames her reply to a message sent from a Spanish page in Spanish, and shows her which language it came in", async () => {
    const lucia = await sendMessage(
      {
        name: "Lucía Fernández",
        email: "lucia@example.com",
        subject: "¿Entrenan en casa?",
        message: "Hola Carmen, ¿vienes a Coral Gables?",
      },
      { "x-site-language": "es" },
    );
    expect((await stored(lucia))?.language).toBe("es");
    expect(await admin.trpc.admin.inbox.get.query({ id: lucia })).toMatchObject({ language: "es" });
    expect(await admin.trpc.admin.inbox.get.query({ id: diane })).toMatchObject({ language: "en" });

    const before = smtp.received.length;
    await admin.trpc.admin.inbox.reply.mutate({
      id: lucia,
      body: "¡Hola Lucía! Sí, voy a Coral Gables.",
      requestKey: randomUUID(),
    });
    const mail = (await smtp.waitFor(before + 1))[before];
    expect(mail?.subject).toBe("Re: ¿Entrenan en casa?");
    expect(mail?.text).toMatch(/El \S+, \d+ de \S+, \d+:\d\d [ap]\.m\., Lucía Fernández escribió:/);
    expect(mail?.text).not.toContain("wrote:");
    expect(mail?.html).toContain('<html lang="es">');
  });
});

describe("the audience", () => {
  const march = (day: number, hour = 15) => new Date(Date.UTC(2026, 2, day, hour));
  const csv = (client: HttpClient, search = "") =>
    client.get(`/api/admin/newsletter/subscribers.csv${search}`, { "accept-encoding": "identity" });

  beforeAll(async () => {
    await site.db.insert(newsletterSubscribers).values([
      { email: "ann@example.com", subscribedAt: march(1), confirmedAt: march(1, 16) },
      {
        email: "bea@example.com",
        subscribedAt: march(2),
        confirmedAt: march(2, 16),
        isActive: false,
        unsubscribedAt: new Date("2026-04-01T15:00:00Z"),
      },
      // Addresses a spreadsheet would misread: a comma and a quote, and a formula.
      { email: 'o"hara,jo@example.com', subscribedAt: march(3), confirmedAt: march(3, 16) },
      { email: "=sum(a1)@example.com", subscribedAt: march(4), confirmedAt: march(4, 16) },
      // Signed up, never confirmed: no subscriber, and not in her mailing tool's file of active ones.
      { email: "cat@example.com", subscribedAt: march(5) },
    ]);
  });

  it("lists subscribers newest first with their dates, by state and by search, with the counts", async () => {
    const all = await admin.trpc.admin.newsletter.subscribers.query({});
    expect(all).toMatchObject({ active: 3, pending: 1, unsubscribed: 1, hasMore: false });
    expect(all.subscribers.map((s: { email: string; status: string }) => `${s.email} ${s.status}`)).toEqual([
      "cat@example.com pending",
      "=sum(a1)@example.com active",
      'o"hara,jo@example.com active',
      "bea@example.com unsubscribed",
      "ann@example.com active",
    ]);
    const waiting = await admin.trpc.admin.newsletter.subscribers.query({ status: "pending" });
    expect(waiting.subscribers).toEqual([
      expect.objectContaining({ email: "cat@example.com", status: "pending", confirmedAt: null, isActive: true }),
    ]);
    const active = await admin.trpc.admin.newsletter.subscribers.query({ status: "active" });
    expect(active.subscribers.map((s: { email: string }) => s.email)).toEqual([
      "=sum(a1)@example.com",
      'o"hara,jo@example.com',
      "ann@example.com",
    ]);
    const gone = await admin.trpc.admin.newsletter.subscribers.query({ status: "unsubscribed" });
    expect(gone.subscribers).toEqual([
      expect.objectContaining({ email: "bea@example.com", unsubscribedAt: "2026-04-01T15:00:00.000Z" }),
    ]);
    const found = await admin.trpc.admin.newsletter.subscribers.query({ search: "ANN@" });
    expect(found.subscribers.map((s: { email: string }) => s.email)).toEqual(["ann@example.com"]);
    const bad = await rawQuery("newsletter.subscribers", { status: "bounced" });
    expect(bad.status).toBe(400);
    expect(bad.json.error.data.issues[0]).toEqual({
      path: "status",
      message: "status must be all, active, pending or unsubscribed",
    });
  });

  it("exports a CSV for her mailing tool, quoted as CSV requires and with formulas made inert", async () => {
    const answer = await csv(admin, "?status=active");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="newsletter-subscribers-active-/);
    expect(answer.text.trimEnd().split("\n")).toEqual([
      "email,status,subscribed_at,unsubscribed_at,confirmed_at",
      "'=sum(a1)@example.com,active,2026-03-04T15:00:00.000Z,,2026-03-04T16:00:00.000Z",
      '"o""hara,jo@example.com",active,2026-03-03T15:00:00.000Z,,2026-03-03T16:00:00.000Z',
      "ann@example.com,active,2026-03-01T15:00:00.000Z,,2026-03-01T16:00:00.000Z",
    ]);
    const gone = await csv(admin, "?status=unsubscribed");
    expect(gone.text.trimEnd().split("\n")[1]).toBe(
      "bea@example.com,unsubscribed,2026-03-02T15:00:00.000Z,2026-04-01T15:00:00.000Z,2026-03-02T16:00:00.000Z",
    );
    const waiting = await csv(admin, "?status=pending");
    expect(waiting.text.trimEnd().split("\n").slice(1)).toEqual(["cat@example.com,pending,2026-03-05T15:00:00.000Z,,"]);
  });

  it("streams every row of a long list, batch after batch, each once", async () => {
    const many = Array.from({ length: 2_345 }, (_, i) => ({
      email: `reader${i}@example.com`,
      subscribedAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
    }));
    await site.db.insert(newsletterSubscribers).values(many);
    const lines = (await csv(admin, "?search=reader")).text.trimEnd().split("\n");
    expect(lines).toHaveLength(2_346);
    const emails = new Set(lines.slice(1).map((line) => line.split(",")[0]));
    expect(emails.size).toBe(2_345);
    expect(emails.has("reader0@example.com") && emails.has("reader2344@example.com")).toBe(true);
    await site.db.delete(newsletterSubscribers).where(
      inArray(
        newsletterSubscribers.email,
        many.map((row) => row.email),
      ),
    );
  });

  it("exports to the trainer only, and refuses a bad status naming it", async () => {
    expect((await csv(site.client())).status).toBe(401);
    const bad = await csv(admin, "?status=everyone");
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0].path).toBe("status");
    // Text the database cannot hold is refused before any query, as the procedures refuse it.
    const nul = await csv(admin, "?search=a%00b");
    expect(nul.status).toBe(400);
    expect(nul.json.issues[0].path).toBe("search");
  });
});

describe("one-click unsubscribe (RFC 8058)", () => {
  it("puts both headers on the newsletter e-mail, and its POST unsubscribes at once, once", async () => {
    const email = "one.click@example.com";
    const before = smtp.received.length;
    await site.client().post("/api/newsletter/subscribe", { email }, { "x-forwarded-for": "10.22.0.1" });
    // The confirmation e-mail is no newsletter: the welcome, once she confirms, is the first.
    const confirmation = (await smtp.waitFor(before + 1))[before];
    expect(confirmation?.headerLines.some((line) => line.key === "list-unsubscribe")).toBe(false);
    const confirmLink = new URL(/(http:\/\/\S+\/newsletter\/confirm\?\S+)/.exec(confirmation?.text ?? "")?.[1] ?? "");
    const confirmed = await site.client().post("/api/newsletter/confirm", {
      email: confirmLink.searchParams.get("email"),
      token: confirmLink.searchParams.get("token"),
    });
    expect(confirmed.status).toBe(200);
    const mail = (await smtp.waitFor(before + 2))[before + 1];
    const header = (name: string) => mail?.headerLines.find((line) => line.key === name)?.line ?? "";
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const link = /<(https?:\/\/[^>]+)>/.exec(header("list-unsubscribe"))?.[1] ?? "";
    expect(new URL(link).pathname).toBe("/api/newsletter/unsubscribe");

    // What a mail program sends: a form POST, no cookie, no header of the site's own scripts.
    const oneClick = (url: string) =>
      fetch(url.replace(new URL(url).origin, site.url), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
    const subscriber = async () =>
      (await site.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

    const first = await oneClick(link);
    expect(first.status).toBe(200);
    const gone = await subscriber();
    expect(gone).toMatchObject({ isActive: false });
    expect(gone?.unsubscribedAt).toBeInstanceOf(Date);
    const again = await oneClick(link);
    expect(again.status).toBe(200);
    expect((await subscriber())?.unsubscribedAt).toEqual(gone?.unsubscribedAt);

    const forged = new URL(link);
    forged.searchParams.set("token", "forged");
    expect((await oneClick(forged.toString())).status).toBe(403);
  });
});
