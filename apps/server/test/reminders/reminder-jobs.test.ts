// Reminders run as queued jobs (pg-boss in the site's database): queued for the client's chosen time, sent
// by e-mail and SMS once, skipped for a moved session, retried with back-off while the mail server is down,
// and every outcome is in the admin's reminder log.
import { createServer as createHttpServer, type IncomingMessage } from "node:http";
import { emailOutbox, packageSessions, reminderLog } from "@studio/db";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signedInBuyer } from "../fixtures";
import {
  ADMIN_PASSWORD,
  ADMIN_USER,
  queuedJobs,
  releaseQueuedJobs,
  startServerWithMail,
  type TestServer,
} from "../harness";
import { type SmtpServer, startSmtpServer } from "../smtp";

/** Stands in for Twilio's Messages API and records what it was asked to send. */
async function startTwilioStandIn() {
  const requests: { authorization: string | undefined; url: string; form: URLSearchParams }[] = [];
  const server = createHttpServer(async (request: IncomingMessage, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    requests.push({
      authorization: request.headers.authorization,
      url: request.url ?? "",
      form: new URLSearchParams(body),
    });
    response.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify({ sid: "SM123" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((r) => server.close(r)) };
}

let site: TestServer;
let smtp: SmtpServer;
let smtpPort = 0;
let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
// The site's clock runs years ahead of the queue's, which is the database's real one, so no job runs until the test
// releases it. The year is 2037, which has 2026's calendar: dated in 2026, the reminders fell due on the real clock as
// those dates passed, and ran as soon as they were queued.
let clock = new Date("2037-12-01T14:00:00Z");

beforeAll(async () => {
  twilio = await startTwilioStandIn();
  ({ site, smtp } = await startServerWithMail(
    {
      TRUST_PROXY: "true",
      TWILIO_ACCOUNT_SID: "ACtest0000000000000000000000000000",
      TWILIO_AUTH_TOKEN: "test-token-0123456789abcdef",
      TWILIO_FROM: "+13055550000",
      TWILIO_API_URL: twilio.url,
    },
    { now: () => clock, jobs: { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 } },
  ));
  smtpPort = Number(new URL(smtp.url).port);
});
afterAll(async () => {
  await site.close();
  await smtp.close(); // the mail server a test started again on the same port
  await twilio.close();
});

async function client(email: string) {
  const { client: http, userId, sessionIds } = await signedInBuyer(site, email); // with the phone 305 555 0100
  return { http, userId, sessionId: sessionIds[0] as number };
}

const reminderJobs = async (sessionId: number) =>
  (await queuedJobs(site, "session-reminder")).filter((job) => job.data.sessionId === sessionId);

/** Time passes for the queue: these jobs become due now. */
const release = (ids: string[]) =>
  site.db.execute(sql`update pgboss.job set start_after = now() where id in ${sql.raw(`('${ids.join("','")}')`)}`);

const logOf = (sessionId: number) =>
  site.db.select().from(reminderLog).where(eq(reminderLog.sessionId, sessionId)).orderBy(reminderLog.id);

const mailsTo = (email: string, subject: string) =>
  smtp.received.filter((mail) => mail.subject === subject && JSON.stringify(mail.to).includes(email));

describe("reminder jobs", () => {
  it("are queued for her chosen time and, when run, e-mail and text her once", async () => {
    clock = new Date("2037-12-01T14:00:00Z");
    const ana = await client("ana.jobs@example.com");
    await ana.http.post(`/api/users/${ana.userId}/reminder-settings`, {
      enabled: true,
      reminderType: "both",
      reminderTime: 24,
    });
    // Friday Dec 4, 7:00 AM in Miami is 12:00Z; her reminder is due 24 hours before.
    const scheduled = await ana.http.post(`/api/portal/sessions/${ana.sessionId}/schedule`, {
      date: "2037-12-04",
      time: "07:00",
    });
    expect(scheduled.status).toBe(200);
    const [job, ...others] = await reminderJobs(ana.sessionId);
    expect(others).toHaveLength(0);
    expect(new Date(job?.start_after ?? 0).toISOString()).toBe("2037-12-03T12:00:00.000Z");
    expect(job?.state).toBe("created");

    clock = new Date("2037-12-03T12:00:30Z");
    await release([job?.id ?? ""]);
    await vi.waitFor(
      async () =>
        expect((await logOf(ana.sessionId)).map((row) => `${row.channel}:${row.status}`).sort()).toEqual([
          "email:sent",
          "sms:sent",
        ]),
      { timeout: 15_000, interval: 200 },
    );
    const subject = "Reminder: training Fri, Dec 4, 2037 at 7:00 AM ET";
    await smtp.waitFor(1);
    await vi.waitFor(() => expect(mailsTo("ana.jobs@example.com", subject)).toHaveLength(1));
    // Sent 23 hours 59 minutes ahead: past the free-change deadline, so it does not invite her to reschedule.
    const [reminder] = mailsTo("ana.jobs@example.com", subject);
    expect(reminder?.text).toContain("it can no longer be moved, and cancelling it now forfeits the session");
    expect(reminder?.text).not.toContain("Reschedule");
    const texts = twilio.requests.filter((request) => request.form.get("To") === "+13055550100");
    expect(texts).toHaveLength(1);
    expect(texts[0]?.url).toBe("/2010-04-01/Accounts/ACtest0000000000000000000000000000/Messages.json");
    expect(texts[0]?.authorization).toBe(
      `Basic ${Buffer.from("ACtest0000000000000000000000000000:test-token-0123456789abcdef").toString("base64")}`,
    );
    expect(texts[0]?.form.get("From")).toBe("+13055550000");
    expect(texts[0]?.form.get("Body")).toContain("session 1 on Fri, Dec 4, 2037 at 7:00 AM ET");
    const [session] = await site.db.select().from(packageSessions).where(eq(packageSessions.id, ana.sessionId));
    expect(session?.reminderSent).toBe(true);

    // Queuing the same reminder again is a no-op while one waits, and running it again sends nothing more.
    await site.server.services.jobs.enqueue(
      "session-reminder",
      { sessionId: ana.sessionId, startsAt: "2037-12-04T12:00:00.000Z" },
      { singletonKey: `${ana.sessionId}:2037-12-04T12:00:00.000Z:24` },
    );
    await vi.waitFor(async () =>
      expect((await reminderJobs(ana.sessionId)).every((row) => row.state === "completed")).toBe(true),
    );
    expect(mailsTo("ana.jobs@example.com", subject)).toHaveLength(1);
    expect(twilio.requests.filter((request) => request.form.get("To") === "+13055550100")).toHaveLength(1);
  });

  it("skip a session that moved, and the new time gets its own job", async () => {
    clock = new Date("2037-12-01T14:00:00Z");
    const bea = await client("bea.jobs@example.com");
    await bea.http.post(`/api/portal/sessions/${bea.sessionId}/schedule`, { date: "2037-12-04", time: "08:00" });
    await bea.http.post(`/api/portal/sessions/${bea.sessionId}/schedule`, { date: "2037-12-11", time: "08:00" });
    const jobs = await reminderJobs(bea.sessionId);
    expect(jobs.map((job) => new Date(job.start_after).toISOString())).toEqual([
      "2037-12-03T13:00:00.000Z",
      "2037-12-10T13:00:00.000Z",
    ]);

    clock = new Date("2037-12-03T13:00:30Z"); // the old reminder time
    await release([jobs[0]?.id ?? ""]);
    await vi.waitFor(
      async () => expect((await logOf(bea.sessionId)).map((row) => row.detail)).toEqual(["Session moved"]),
      {
        timeout: 15_000,
        interval: 200,
      },
    );
    clock = new Date("2037-12-10T13:00:30Z");
    await release([jobs[1]?.id ?? ""]);
    await vi.waitFor(
      async () => expect((await logOf(bea.sessionId)).map((row) => row.status)).toEqual(["skipped", "sent"]),
      { timeout: 15_000, interval: 200 },
    );
    await vi.waitFor(() =>
      expect(mailsTo("bea.jobs@example.com", "Reminder: training Fri, Dec 11, 2037 at 8:00 AM ET")).toHaveLength(1),
    );
    expect(
      smtp.received.filter((mail) => mail.subject === "Reminder: training Fri, Dec 4, 2037 at 8:00 AM ET"),
    ).toHaveLength(0);
  });

  it("retry with back-off while the mail server is down; every queued message arrives once it is back", async () => {
    clock = new Date("2037-12-01T14:00:00Z");
    await smtp.close(); // down: her sign-in code and the scheduling notice queue up
    const cara = await client("cara.jobs@example.com");
    await cara.http.post(`/api/portal/sessions/${cara.sessionId}/schedule`, { date: "2037-12-04", time: "10:00" });
    const waiting = await site.db.select().from(emailOutbox).where(eq(emailOutbox.to, "cara.jobs@example.com"));
    expect(waiting.map((row) => row.template).sort()).toEqual([
      "booking-confirmation",
      "session-scheduled",
      "verification-code",
    ]);
    expect(waiting.every((row) => row.status === "queued")).toBe(true);

    clock = new Date("2037-12-03T15:00:30Z");
    await release((await reminderJobs(cara.sessionId)).map((job) => job.id));
    await vi.waitFor(
      async () => {
        const rows = await logOf(cara.sessionId);
        expect(rows.filter((row) => row.status === "failed").length).toBeGreaterThanOrEqual(2);
      },
      { timeout: 20_000, interval: 200 },
    );
    // The job's failures say it will retry. (The minute's sweep may also have tried once, as a last resort with no
    // retry of its own, when the test runs slowly enough to cross a minute.)
    const failures = (await logOf(cara.sessionId)).filter((row) => row.status === "failed");
    expect(failures.map((row) => row.detail)).toContainEqual(expect.stringMatching(/\(will retry\)$/));

    smtp = await startSmtpServer(smtpPort); // back up
    // Retries wait 30 s (e-mail) and a growing back-off; let the queue's clock pass them.
    await releaseQueuedJobs(site, "deliver-email");
    await releaseQueuedJobs(site, "session-reminder");
    await vi.waitFor(
      async () => {
        const rows = await site.db.select().from(emailOutbox).where(eq(emailOutbox.to, "cara.jobs@example.com"));
        // Each reminder attempt is its own message (the job retries, not the outbox); the rest were retried.
        const others = rows.filter((row) => row.template !== "session-reminder");
        expect(others.map((row) => row.status)).toEqual(others.map(() => "sent"));
        expect((await logOf(cara.sessionId)).filter((row) => row.status === "sent")).toHaveLength(1);
      },
      { timeout: 30_000, interval: 250 },
    );
    const outbox = await site.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, "cara.jobs@example.com"), eq(emailOutbox.status, "sent")));
    await new Promise((resolve) => setTimeout(resolve, 1500)); // time for any duplicate to show up
    const toCara = smtp.received.filter((mail) => JSON.stringify(mail.to).includes("cara.jobs@example.com"));
    expect(toCara.map((mail) => mail.subject).sort()).toEqual(outbox.map((row) => row.subject).sort());
    expect(toCara.filter((mail) => mail.subject?.startsWith("Reminder:"))).toHaveLength(1);
  }, 60_000);

  it("are in the admin's reminder log, for the admin only", async () => {
    const anonymous = await site.client().get("/api/admin/reminders/log");
    expect(anonymous.status).toBe(401);
    const admin = site.client();
    await admin.post("/api/admin/login", { username: ADMIN_USER, password: ADMIN_PASSWORD });
    const log = await admin.get("/api/admin/reminders/log");
    expect(log.status).toBe(200);
    const rows = log.json as {
      clientName: string;
      clientEmail: string;
      channel: string;
      status: string;
      detail: string;
    }[];
    expect(rows.find((row) => row.clientEmail === "ana.jobs@example.com" && row.channel === "sms")).toMatchObject({
      status: "sent",
      detail: "Texted +13055550100",
      clientName: "Client",
    });
    expect(rows.some((row) => row.clientEmail === "bea.jobs@example.com" && row.detail === "Session moved")).toBe(true);
    expect(rows.some((row) => row.clientEmail === "cara.jobs@example.com" && row.status === "failed")).toBe(true);
    const sent = await site.db
      .select({ id: reminderLog.id })
      .from(reminderLog)
      .where(and(eq(reminderLog.status, "sent"), inArray(reminderLog.channel, ["email", "sms"])));
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(sent.length);
  });
});
