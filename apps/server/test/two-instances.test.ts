// Two server instances against one PostgreSQL database: a reminder is sent once, capacity holds across both.
import { sendDueReminders } from "@studio/api";
import { emailOutbox, openDatabase } from "@studio/db";
import { testDatabaseDriver } from "@studio/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../src/env";
import { createServer, type Server } from "../src/server";
import { ADMIN_PASSWORD, buyPackage, HttpClient, signInClient, startTestServer, type TestServer } from "./harness";

describe.skipIf(testDatabaseDriver() !== "postgres")("two instances on one database", () => {
  let clock = new Date("2026-12-01T14:00:00Z");
  let first: TestServer;
  let second: Server;
  let secondUrl = "";
  beforeAll(async () => {
    first = await startTestServer({ TRUST_PROXY: "true" }, { now: () => clock });
    const url = (first.server.database as { url?: string }).url ?? process.env.TEST_DATABASE_URL;
    const env = loadEnv({
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      ADMIN_PASSWORD,
      SESSION_SECRET: "test-secret-that-is-long-enough-0123456789",
      LOG_LEVEL: "silent",
      TRUST_PROXY: "true",
    });
    second = await createServer(env, {
      database: await openDatabase({ url, poolSize: 5 }),
      webDist: null,
      now: () => clock,
    });
    secondUrl = await second.start();
  });
  afterAll(async () => {
    await second?.stop();
    await second?.database.close();
    await first?.close();
  });

  it("sends a reminder once when both dispatch, and never overfills a slot across them", async () => {
    const sessions = [];
    for (let i = 0; i < 6; i++) {
      const email = `two${i}@example.com`;
      const { sessionIds } = await buyPackage(first, email);
      const { client } = await signInClient(first, email, `10.11.${i}.1`);
      // The same session cookie works on either instance: sessions live in the database.
      const other = new HttpClient(secondUrl);
      for (const [name, value] of client.cookies) other.cookies.set(name, value);
      sessions.push({ client: i % 2 ? other : client, id: sessionIds[0] });
    }
    const answers = await Promise.all(
      sessions.map(({ client, id }) =>
        client.post(`/api/portal/sessions/${id}/schedule`, { date: "2026-12-03", time: "07:00" }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(3);

    clock = new Date("2026-12-02T12:00:00Z");
    await Promise.all([sendDueReminders(first.server.services), sendDueReminders(second.services)]);
    const reminders = await first.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, "session-reminder")));
    expect(reminders).toHaveLength(3);
    expect(new Set(reminders.map((r) => r.to)).size).toBe(3);
  });
});
