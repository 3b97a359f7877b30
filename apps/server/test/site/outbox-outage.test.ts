// The database drops just as the mail server accepts a message: the outbox still records it as sent once the
// database is back, so it is not sent again; and any message that is sent again carries the same Message-ID.
import { retryQueuedEmails } from "@studio/api";
import { emailOutbox, openDatabase } from "@studio/db";
import { createTestDatabase, type TestDatabase, testDatabaseDriver } from "@studio/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createServer, type Server } from "../../src/server";
import { HttpClient, testConfig } from "../harness";
import { startSmtpServer } from "../smtp";
import { databaseProxy } from "../tcp-proxy";

describe.skipIf(testDatabaseDriver() !== "postgres")("outbox across a database outage", () => {
  let clock = new Date("2026-11-23T14:00:00Z");
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof databaseProxy>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: Server;
  let client: HttpClient;
  /** Set by a test: the database goes away while the mail server is accepting the next message. */
  let dropOnNextMessage = false;
  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await databaseProxy(database.url ?? "");
    smtp = await startSmtpServer(0, {
      async beforeAccepting() {
        if (!dropOnNextMessage) return;
        dropOnNextMessage = false;
        await proxy.stop();
        setTimeout(() => void proxy.start(), 1500);
      },
    });
    server = await createServer(testConfig({ SMTP_URL: smtp.url }), {
      database: await openDatabase({ url: proxy.url }),
      webDist: null,
      now: () => clock,
    });
    client = new HttpClient(await server.start());
  });
  afterAll(async () => {
    await server?.stop();
    await server?.database.close();
    await proxy?.close();
    await smtp?.close();
    await database?.close();
  });

  const outboxRow = async (to: string) =>
    (await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)))[0];

  it("records a message as sent after the database comes back, and never sends it twice", async () => {
    dropOnNextMessage = true;
    await client.post("/api/send-verification-code", { email: "outage.code@example.com" }).catch(() => null);
    await vi.waitFor(async () => expect((await outboxRow("outage.code@example.com"))?.status).toBe("sent"), {
      timeout: 10_000,
      interval: 200,
    });
    // Long after any claim would have gone stale, the sweep finds nothing to send again.
    clock = new Date(clock.getTime() + 60 * 60_000);
    await retryQueuedEmails(server.services);
    const arrived = smtp.received.filter((mail) => mail.subject?.includes("verification code"));
    expect(arrived).toHaveLength(1);
  });

  it("sends a message again under the same Message-ID", async () => {
    await client.post("/api/send-verification-code", { email: "twice@example.com" });
    const row = await outboxRow("twice@example.com");
    // The record of the first send is lost: the row still looks claimed, long ago.
    await database.db
      .update(emailOutbox)
      .set({ status: "sending", lastAttemptAt: new Date(clock.getTime() - 60 * 60_000) })
      .where(eq(emailOutbox.id, row?.id ?? 0));
    expect(await retryQueuedEmails(server.services)).toBe(1);
    const copies = smtp.received.filter((mail) => mail.to && "text" in mail.to && mail.to.text === "twice@example.com");
    expect(copies).toHaveLength(2);
    expect(copies[0]?.messageId).toBe(`<${row?.messageId}@carmenreyesfitness.com>`);
    expect(copies[1]?.messageId).toBe(copies[0]?.messageId);
  });
});
