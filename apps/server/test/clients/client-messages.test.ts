// The trainer writes to a client from her page: the e-mail reaches the test's SMTP server framed in the client's
// language and answered at the studio's address, once per attempt and at most ten a day; the client's timeline shows
// it beside what she wrote through the contact form, with the inbox's replies under it. Saved templates by name.
import { randomUUID } from "node:crypto";
import { clientMessages, emailOutbox, messageTemplates } from "@studio/db";
import { CLIENT_MESSAGE_LIMITS } from "@studio/validators";
import { studio } from "@studio/validators/studio";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress, signedInBuyer } from "../fixtures";
import { type HttpClient, latestCode, signInAdmin, startServerWithMail, type TestServer, trpcError } from "../harness";
import { type SmtpServer, sentTo } from "../smtp";

let site: TestServer;
let smtp: SmtpServer;
let admin: HttpClient;
beforeAll(async () => {
  ({ site, smtp } = await startServerWithMail({ TRUST_PROXY: "true" }));
  admin = await signInAdmin(site);
});
afterAll(() => site?.close());

const write = (email: string, changes: { subject?: string; body?: string; requestKey?: string } = {}) =>
  admin.trpc.admin.clients.write.mutate({
    email,
    subject: "Moved for Thanksgiving",
    body: "Hola Lucía,\nNos vemos el viernes a las 10.\nCarmen",
    requestKey: randomUUID(),
    ...changes,
  });
const messagesTo = (email: string) =>
  site.db.select().from(clientMessages).where(eq(clientMessages.clientEmail, email));

describe("writing to a client", () => {
  it("e-mails her what the trainer wrote, framed in her language and answered at the studio, and keeps it", async () => {
    await signedInBuyer(site, "lucia.msg@example.com", { clientName: "Lucía Fernández", language: "es" });
    const from = smtp.received.length;
    const sent = await write("lucia.msg@example.com");
    expect(sent).toMatchObject({ subject: "Moved for Thanksgiving", language: "es", sentBy: "coach" });
    const mail = await smtp.nextTo("lucia.msg@example.com", from);
    expect(mail.subject).toBe("Moved for Thanksgiving");
    expect(mail.text).toContain("Nos vemos el viernes a las 10.");
    expect(mail.text).toContain("Puedes responder a este correo: le llega directamente a Carmen.");
    expect(mail.html).toContain('lang="es"');
    expect(JSON.stringify(mail.replyTo)).toContain(studio.email);
    expect(await messagesTo("lucia.msg@example.com")).toHaveLength(1);
    // Her page says the language the studio writes to her in, so a sale from it sends her receipt in Spanish.
    expect((await admin.trpc.admin.clients.get.query({ email: "lucia.msg@example.com" })).language).toBe("es");
  });

  it("sent twice, or five times at once, is one message and one e-mail", async () => {
    const email = "twice.msg@example.com";
    await signedInBuyer(site, email, { clientName: "Twice Msg" });
    const requestKey = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => write(email, { requestKey })));
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect((await write(email, { requestKey })).id).toBe(answers[0]?.id);
    expect(await messagesTo(email)).toHaveLength(1);
    await smtp.nextTo(email);
    const queued = await site.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(queued.filter((mail) => mail.template === "client-message")).toHaveLength(1);
    expect(
      smtp.received.filter((mail) => sentTo(mail, email) && mail.subject === "Moved for Thanksgiving"),
    ).toHaveLength(1);
  });

  it("stops at ten a day for one client, however many are sent at once", async () => {
    const email = "burst.msg@example.com";
    await signedInBuyer(site, email, { clientName: "Burst Msg" });
    const results = await Promise.allSettled(Array.from({ length: 16 }, () => write(email)));
    const refused = results.filter((result) => result.status === "rejected");
    expect(results.length - refused.length).toBe(CLIENT_MESSAGE_LIMITS.perDay);
    for (const result of refused) expect((result as PromiseRejectedResult).reason.data?.httpStatus).toBe(429);
    expect(await messagesTo(email)).toHaveLength(CLIENT_MESSAGE_LIMITS.perDay);
  });

  it("names the field and the rule of bad input, refuses an unknown client, and is the trainer's alone", async () => {
    const email = "lucia.msg@example.com";
    const bad: [Record<string, unknown>, string][] = [
      [{ subject: " " }, "subject"],
      [{ body: "x".repeat(CLIENT_MESSAGE_LIMITS.body + 1) }, "body"],
      [{ email: "not-an-email" }, "email"],
      [{ requestKey: "nope" }, "requestKey"],
    ];
    for (const [changes, field] of bad) {
      const answer = await admin.post("/trpc/admin.clients.write", {
        email,
        subject: "Hi",
        body: "Hello",
        requestKey: randomUUID(),
        ...changes,
      });
      expect(answer.status, field).toBe(400);
      expect(answer.json.error.data.issues[0].path, field).toBe(field);
    }
    expect((await trpcError(write("nobody.msg@example.com"))).data?.httpStatus).toBe(404);
    const { client } = await signedInBuyer(site, "client.msg@example.com");
    for (const caller of [client, site.client()]) {
      const answer = await caller.post("/trpc/admin.clients.write", {
        email,
        subject: "Hi",
        body: "Hello",
        requestKey: randomUUID(),
      });
      expect(answer.status).toBe(401);
    }
    expect(await messagesTo(email)).toHaveLength(1);
  });
});

describe("her timeline", () => {
  it("shows both ways newest first, with the inbox's replies under her message, a page at a time", async () => {
    const email = "thread.msg@example.com";
    await signedInBuyer(site, email, { clientName: "Thread Msg" });
    const asked = await site
      .client()
      .post(
        "/api/contact",
        { name: "Thread Msg", email, subject: "Knee question", message: "Can we go easy on my knee this week?" },
        { "x-forwarded-for": clientAddress(site) },
      );
    expect(asked.status, asked.text).toBe(200);
    await admin.trpc.admin.inbox.reply.mutate({
      id: asked.json.id,
      body: "Of course, we will.",
      requestKey: randomUUID(),
    });
    const sent = await write(email, { subject: "See you Friday" });

    const first = await admin.trpc.admin.clients.timeline.query({ email });
    expect(first.entries.map((entry) => [entry.kind, entry.subject])).toEqual([
      ["sent", "See you Friday"],
      ["received", "Knee question"],
    ]);
    const [, received] = first.entries;
    expect(received?.kind === "received" && received.replies.map((reply) => reply.body)).toEqual([
      "Of course, we will.",
    ]);
    expect(first.hasMore).toBe(false);

    // Older than the newest: only her message.
    const older = await admin.trpc.admin.clients.timeline.query({ email, cursor: String(sent.createdAt) });
    expect(older.entries.map((entry) => entry.subject)).toEqual(["Knee question"]);
  });

  it("pages a long history by twenty", async () => {
    const email = "burst.msg@example.com"; // ten messages from the cap's test
    const page = await admin.trpc.admin.clients.timeline.query({ email });
    expect(page.entries).toHaveLength(CLIENT_MESSAGE_LIMITS.perDay);
    expect(page.hasMore).toBe(false);
  });
});

describe("her data", () => {
  it("holds what the trainer wrote to her, and erasing it takes it away", async () => {
    const email = "erase.msg@example.com";
    const her = await signedInBuyer(site, email, { clientName: "Erase Msg" });
    await write(email, { subject: "Your program" });
    const data = await her.client.get("/api/portal/my-data.json");
    expect(data.json.trainerMessages).toEqual([expect.objectContaining({ subject: "Your program" })]);
    expect((await her.client.post("/api/portal/erase-code")).status).toBe(200);
    const erased = await her.client.post("/api/portal/erase", { code: await latestCode(site, email) });
    expect(erased.status, erased.text).toBe(200);
    expect(await messagesTo(email)).toHaveLength(0);
  });
});

describe("templates", () => {
  const save = (name: string, subject = "Welcome!") =>
    admin.trpc.admin.clients.templates.save.mutate({ name, subject, body: "So glad you are here." });

  it("are saved by name, replaced by the same name, listed and removed, at most fifty", async () => {
    await save("Welcome");
    const again = await save("Welcome", "Welcome to the studio!");
    expect(again.subject).toBe("Welcome to the studio!");
    expect(await admin.trpc.admin.clients.templates.list.query()).toHaveLength(1);

    const burst = await Promise.allSettled(
      Array.from({ length: CLIENT_MESSAGE_LIMITS.templates + 5 }, (_, n) => save(`Template ${n}`)),
    );
    expect(burst.filter((result) => result.status === "fulfilled")).toHaveLength(CLIENT_MESSAGE_LIMITS.templates - 1);
    expect(await site.db.select().from(messageTemplates)).toHaveLength(CLIENT_MESSAGE_LIMITS.templates);

    const removed = { id: again.id };
    expect(await admin.trpc.admin.clients.templates.remove.mutate(removed)).toEqual({ success: true });
    expect(await admin.trpc.admin.clients.templates.remove.mutate(removed)).toEqual({ success: true });
    expect(await site.db.select().from(messageTemplates)).toHaveLength(CLIENT_MESSAGE_LIMITS.templates - 1);
    const tooLong = await trpcError(save("x".repeat(CLIENT_MESSAGE_LIMITS.templateName + 1)));
    expect(tooLong.data?.issues?.[0]?.path).toBe("name");
  });
});
