// Two server instances against one PostgreSQL database, requests alternating between them: capacity, discount
// and rate limits hold across both, a reminder job is sent once, and a catalogue change reaches both caches.
import { sendDueReminders } from "@studio/api";
import { discountCodes, emailOutbox, openDatabase, packages, reminderLog } from "@studio/db";
import { testDatabaseDriver } from "@studio/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createServer, type Server } from "../../src/server";
import {
  buyPackage,
  HttpClient,
  releaseQueuedJobs,
  signInClient,
  startTestServer,
  type TestServer,
  testConfig,
} from "../harness";

describe.skipIf(testDatabaseDriver() !== "postgres")("two instances on one database", () => {
  let clock = new Date("2026-12-01T14:00:00Z");
  let first: TestServer;
  let second: Server;
  let secondUrl = "";
  beforeAll(async () => {
    first = await startTestServer({ TRUST_PROXY: "true" }, { now: () => clock, jobs: { pollingIntervalSeconds: 0.5 } });
    const url = (first.server.database as { url?: string }).url ?? process.env.TEST_DATABASE_URL;
    second = await createServer(testConfig({ TRUST_PROXY: "true" }), {
      database: await openDatabase({ url, poolSize: 5 }),
      webDist: null,
      now: () => clock,
      jobs: { pollingIntervalSeconds: 0.5 },
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

  const either = (i: number) => (i % 2 ? new HttpClient(secondUrl) : first.client());

  it("sends each reminder job once while both instances work the queue", async () => {
    clock = new Date("2026-12-07T14:00:00Z");
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const email = `job${i}@example.com`;
      const { sessionIds } = await buyPackage(first, email);
      const { client } = await signInClient(first, email, `10.12.${i}.1`);
      await client.post(`/api/portal/sessions/${sessionIds[0]}/schedule`, { date: "2026-12-09", time: `0${6 + i}:00` });
      ids.push(sessionIds[0] as number);
    }
    clock = new Date("2026-12-08T14:00:00Z"); // past all four reminder times
    await releaseQueuedJobs(first, "session-reminder");
    await vi.waitFor(
      async () => {
        const sent = await first.db.select().from(reminderLog).where(eq(reminderLog.status, "sent"));
        expect(sent.filter((row) => ids.includes(row.sessionId))).toHaveLength(4);
      },
      { timeout: 15_000, interval: 200 },
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (let i = 0; i < 4; i++) {
      const mails = await first.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, `job${i}@example.com`), eq(emailOutbox.template, "session-reminder")));
      expect(mails).toHaveLength(1);
    }
  });

  it("keeps a discount code's use limit with bookings alternating between instances", async () => {
    await first.db
      .insert(discountCodes)
      .values({ code: "TWOHOST4", type: "percentage", value: "10.00", usageLimit: 4, userLimit: 1 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        either(i).post("/api/bookings", {
          packageId: 1,
          clientName: `Client ${i}`,
          clientEmail: `alt${i}@example.com`,
          phone: "3055550100",
          discountCode: "TWOHOST4",
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(16);
    const [code] = await first.db.select().from(discountCodes).where(eq(discountCodes.code, "TWOHOST4"));
    expect(code?.usageCount).toBe(4);
  });

  it("counts the sign-in rate limit across both instances", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await either(i).post(
        "/api/admin/login",
        { username: "nobody", password: "wrong password" },
        { "x-forwarded-for": "203.0.113.77" },
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("drops the cached catalogue on both instances when a package changes", async () => {
    const price = async (client: HttpClient) => ((await client.get("/api/packages/1")).json as { price: string }).price;
    const before = [await price(first.client()), await price(new HttpClient(secondUrl))];
    expect(before[0]).toBe(before[1]);
    await first.db.update(packages).set({ price: "99.00" }).where(eq(packages.id, 1));
    await vi.waitFor(async () => {
      expect(await price(first.client())).toBe("99.00");
      expect(await price(new HttpClient(secondUrl))).toBe("99.00");
    });
  });
});
