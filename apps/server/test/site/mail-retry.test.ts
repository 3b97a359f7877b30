// A mail server that is down loses nothing: queued messages go out once it is back, and none twice.
import { retryQueuedEmails, sendEmail } from "@studio/api";
import { emailOutbox } from "@studio/db";
import { testMessage } from "@studio/email";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness";
import { startSmtpServer } from "../smtp";

let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
let site: TestServer;
let port = 0;
let clock = new Date("2026-11-21T12:00:00Z");
beforeAll(async () => {
  // Learn a free port, then leave it closed: the mail server is "down".
  const probe = await startSmtpServer();
  port = Number(new URL(probe.url).port);
  await probe.close();
  site = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { now: () => clock });
});
afterAll(async () => {
  await site.close();
  await smtp?.close();
});

describe("mail outage", () => {
  it("delivers every queued message once the server is back, none twice", async () => {
    const send = (to: string) =>
      sendEmail(site.server.services, {
        to,
        template: "test-message",
        email: testMessage({ transport: "smtp", sentAt: clock }),
      });
    expect(await send("first@example.com")).toBe(false);
    expect(await send("second@example.com")).toBe(false);
    const queued = await site.db.select().from(emailOutbox).where(eq(emailOutbox.status, "queued"));
    expect(queued).toHaveLength(2);
    expect(queued.every((row) => row.attempts === 1 && row.lastError)).toBe(true);

    // Still down a minute later: another attempt, still queued.
    clock = new Date(clock.getTime() + 60_000);
    expect(await retryQueuedEmails(site.server.services)).toBe(0);
    expect((await site.db.select().from(emailOutbox).where(eq(emailOutbox.status, "queued")))[0]?.attempts).toBe(2);

    smtp = await startSmtpServer(port);
    clock = new Date(clock.getTime() + 30_000);
    expect(await retryQueuedEmails(site.server.services)).toBe(0); // back-off after 2 attempts is 60 s
    clock = new Date(clock.getTime() + 60_000);
    const results = await Promise.all([
      retryQueuedEmails(site.server.services),
      retryQueuedEmails(site.server.services),
    ]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(2);
    await smtp.waitFor(2);
    clock = new Date(clock.getTime() + 10 * 60_000);
    await retryQueuedEmails(site.server.services);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.map((mail) => (mail.to && "text" in mail.to ? mail.to.text : "")).sort()).toEqual([
      "first@example.com",
      "second@example.com",
    ]);
    const rows = await site.db.select().from(emailOutbox);
    expect(rows.every((row) => row.status === "sent" && row.sentAt)).toBe(true);
  });
});
