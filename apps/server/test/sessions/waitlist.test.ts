// The waiting list of a full hour, through the real server: first come, first served; a freed place goes to
// exactly one person (booked at once, offered to her alone, or offered to everyone inside 24 hours); an offer
// left to lapse passes on; and two instances serving the same line give each place once.

import { jobDefinitions, type Services } from "@studio/api";
import { emailOutbox, openDatabase, packageSessions, timeSlots, waitlistEntries } from "@studio/db";
import { testDatabaseDriver } from "@studio/db/testing";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createServer } from "../../src/server";
import { sessionRow, signedInBuyer } from "../fixtures";
import { rawRows, releaseQueuedJobs, signInAdmin, startTestServer, type TestServer, testConfig } from "../harness";

/** The job the queue runs when a place frees or an offer ends, run here at a moment the test chooses. */
const fillWaitlist = (services: Services, hour: { date: string; time: string; sessionType: "gym" | "home" }) =>
  jobDefinitions["fill-waitlist"].run(services, hour, { retryCount: 0, retryLimit: 5 });

// Monday Nov 23, 2026, 9:00 AM in Miami.
let clock = new Date("2026-11-23T14:00:00Z");
let site: TestServer;
beforeAll(async () => {
  site = await startTestServer({ TRUST_PROXY: "true" }, { now: () => clock });
});
afterAll(() => site.close());

let clients = 0;
/** A client with a paid 12-session gym package, signed in from her own address. */
async function client(name: string) {
  const email = `${name}.${++clients}@example.com`;
  const { client, sessionIds, bookingId } = await signedInBuyer(site, email);
  return { email, http: client, sessionId: sessionIds[0] as number, sessionIds, bookingId };
}
type Client = Awaited<ReturnType<typeof client>>;

const schedule = (who: Client, date: string, time: string, sessionId = who.sessionId) =>
  who.http.post(`/api/portal/sessions/${sessionId}/schedule`, { date, time });
const join = (who: Client, date: string, time: string, autoBook = false) =>
  who.http.post("/api/portal/waitlist", { sessionId: who.sessionId, date, time, autoBook });
const session = (id: number) => sessionRow(site, id);
const entriesOf = (date: string, time: string) =>
  site.db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.date, date), eq(waitlistEntries.time, time)))
    .orderBy(asc(waitlistEntries.id));
const offersTo = (email: string) =>
  site.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, "waitlist-offer")));
const claimLink = async (email: string) => {
  const [mail] = (await offersTo(email)).slice(-1);
  const url = new URL(/https?:\/\/\S+\/waitlist\/claim\S+/.exec(mail?.text ?? "")?.[0] ?? "http://x/");
  return { entry: Number(url.searchParams.get("entry")), token: url.searchParams.get("token") ?? "" };
};
const takenIn = async (date: string, time: string) =>
  (
    await site.db
      .select()
      .from(packageSessions)
      .where(and(eq(packageSessions.date, date), eq(packageSessions.time, time)))
  ).filter((row) => row.status === "scheduled").length;
const slotCount = async (date: string, time: string) =>
  (
    await site.db
      .select()
      .from(timeSlots)
      .where(and(eq(timeSlots.date, date), eq(timeSlots.time, time)))
  )[0]?.bookedCount;

/** Fills an hour with three clients and lines up three more (the first with "book me automatically"). */
async function fullHourWithLine(date: string, time: string) {
  const booked = [await client("ana"), await client("bea"), await client("cara")];
  for (const who of booked) expect((await schedule(who, date, time)).status).toBe(200);
  const waiting = [await client("dora"), await client("eva"), await client("fay")];
  expect((await join(waiting[0] as Client, date, time, true)).json.position).toBe(1);
  expect((await join(waiting[1] as Client, date, time)).json.position).toBe(2);
  expect((await join(waiting[2] as Client, date, time)).json.position).toBe(3);
  return { booked, waiting };
}

describe("joining a waiting list", () => {
  it("is for a full hour only, once per client and hour, with her own session still to schedule", async () => {
    const date = "2026-12-01";
    const time = "08:00";
    const first = await client("gia");
    const free = await join(first, date, time);
    expect(free.status).toBe(409);
    expect(free.json.error).toMatch(/free place/);
    await fullHourWithLine(date, time);
    const again = await join(first, date, time);
    const twice = await join(first, date, time);
    expect(again.status).toBe(200);
    expect(twice.json.id).toBe(again.json.id);
    expect(again.json.position).toBe(4);
    const someoneElse = await client("hana");
    const notHers = await someoneElse.http.post("/api/portal/waitlist", { sessionId: first.sessionId, date, time });
    expect(notHers.status).toBe(403);
    expect((await first.http.request("DELETE", `/api/portal/waitlist/${again.json.id}`)).status).toBe(200);
    expect((await first.http.request("DELETE", `/api/portal/waitlist/${again.json.id}`)).status).toBe(200);
    expect((await first.http.get("/api/portal/waitlist")).json).toEqual([]);
  });
});

describe("a place freed in a full hour", () => {
  it("goes to the first in line: two cancels at once promote exactly the first two, each once", async () => {
    const date = "2026-11-30";
    const time = "07:00";
    const { booked, waiting } = await fullHourWithLine(date, time);
    const [ana, bea] = booked as [Client, Client];
    const [dora, eva, fay] = waiting as [Client, Client, Client];
    const cancels = await Promise.all(
      [ana, bea].map((who) => who.http.post(`/api/portal/sessions/${who.sessionId}/cancel`)),
    );
    expect(cancels.map((answer) => answer.status)).toEqual([200, 200]);

    // Dora chose to be booked automatically; Eva is offered the other place alone, held for her.
    await vi.waitFor(async () => expect((await session(dora.sessionId))?.status).toBe("scheduled"), {
      timeout: 20_000,
    });
    // Her booking e-mail says where the place came from.
    await vi.waitFor(
      async () => {
        const mails = await site.db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.to, dora.email), eq(emailOutbox.template, "session-scheduled")));
        expect(mails.map((mail) => mail.text).join("\n---\n")).toContain(
          "A place opened in the hour you were waiting for, and we booked it for you",
        );
      },
      { timeout: 20_000 },
    );
    await vi.waitFor(async () => expect(await offersTo(eva.email)).toHaveLength(1), { timeout: 20_000 });
    expect(await offersTo(fay.email)).toHaveLength(0);
    const [, evaEntry, fayEntry] = await entriesOf(date, time);
    expect(evaEntry?.status).toBe("offered");
    expect(fayEntry?.status).toBe("waiting");
    // Held for Eva: nobody else can take it meanwhile.
    const quick = await client("ivy");
    expect((await schedule(quick, date, time)).status).toBe(409);
    const claimed = await site.client().post("/api/waitlist/claim", await claimLink(eva.email));
    expect(claimed.status).toBe(200);
    expect((await session(eva.sessionId))?.status).toBe("scheduled");
    expect(await takenIn(date, time)).toBe(3);
    expect(await slotCount(date, time)).toBe(3);
    // The same link again answers the same; Fay still waits, now second in line... of one.
    expect((await site.client().post("/api/waitlist/claim", await claimLink(eva.email))).status).toBe(200);
    expect((await fay.http.get("/api/portal/waitlist")).json[0]).toMatchObject({ status: "waiting", position: 1 });
    expect(await offersTo(eva.email)).toHaveLength(1);
  });

  it("passes to the next in line when an offer lapses", async () => {
    const date = "2026-12-02";
    const time = "07:00";
    const { booked, waiting } = await fullHourWithLine(date, time);
    const [dora, eva, fay] = waiting as [Client, Client, Client];
    await dora.http.request("DELETE", `/api/portal/waitlist/${(await entriesOf(date, time))[0]?.id}`);
    await (booked[0] as Client).http.post(`/api/portal/sessions/${(booked[0] as Client).sessionId}/cancel`);
    await vi.waitFor(async () => expect(await offersTo(eva.email)).toHaveLength(1), { timeout: 20_000 });
    const evaLink = await claimLink(eva.email);

    clock = new Date(clock.getTime() + 2 * 3_600_000 + 60_000); // her two hours pass
    try {
      await fillWaitlist(site.server.services, { date, time, sessionType: "gym" });
      await releaseQueuedJobs(site, "fill-waitlist");
      expect((await entriesOf(date, time)).map((entry) => entry.status)).toEqual(["left", "lapsed", "offered"]);
      expect(await offersTo(fay.email)).toHaveLength(1);
      const late = await site.client().post("/api/waitlist/claim", evaLink);
      expect(late.status).toBe(409);
      expect(late.json.error).toBe("This offer has ended.");
      expect((await site.client().post("/api/waitlist/claim", await claimLink(fay.email))).status).toBe(200);
      expect(await takenIn(date, time)).toBe(3);
    } finally {
      clock = new Date("2026-11-23T14:00:00Z");
    }
  });

  it("is offered to everyone left in line inside 24 hours, and the first to claim it has it", async () => {
    // Tuesday 7:00 AM is 22 hours away: past the 24-hour mark, before scheduling closes.
    clock = new Date("2026-11-23T14:00:00Z");
    const date = "2026-11-24";
    const time = "07:00";
    const admin = await signInAdmin(site);
    const booked = [await client("kim"), await client("lia"), await client("mia")];
    for (const who of booked) {
      const placed = await admin.post(`/api/admin/sessions/${who.sessionId}/schedule`, { date, time });
      expect(placed.status).toBe(200);
    }
    const nia = await client("nia");
    const ola = await client("ola");
    expect((await join(nia, date, time)).status).toBe(200);
    expect((await join(ola, date, time)).status).toBe(200);
    const freed = await admin.post(`/api/admin/sessions/${(booked[0] as Client).sessionId}/cancel`, { override: true });
    expect(freed.status).toBe(200);
    await vi.waitFor(
      async () => {
        expect(await offersTo(nia.email)).toHaveLength(1);
        expect(await offersTo(ola.email)).toHaveLength(1);
      },
      { timeout: 20_000 },
    );
    const [first, second] = await Promise.all([
      site.client().post("/api/waitlist/claim", await claimLink(ola.email)),
      site.client().post("/api/waitlist/claim", await claimLink(nia.email)),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await takenIn(date, time)).toBe(3);
    // The one who was too late keeps her place in line.
    expect((await entriesOf(date, time)).map((entry) => entry.status).sort()).toEqual(["booked", "waiting"]);
  });
});

describe("the ledger of a pack", () => {
  it("records every change, and her balance is its sum", async () => {
    const pia = await client("pia");
    const [s1, s2] = pia.sessionIds as [number, number];
    expect((await schedule(pia, "2026-12-03", "09:00", s1)).status).toBe(200);
    expect((await schedule(pia, "2026-12-03", "10:00", s2)).status).toBe(200);
    expect((await schedule(pia, "2026-12-04", "10:00", s2)).status).toBe(200);
    expect((await pia.http.post(`/api/portal/sessions/${s1}/cancel`)).status).toBe(200);
    const ledger = await rawRows<{ kind: string; credits: number }>(
      site,
      sql`select kind, credits from session_ledger where booking_id = ${pia.bookingId} order by id`,
    );
    expect(ledger.filter((row) => row.kind === "purchased")).toHaveLength(12);
    expect(ledger.filter((row) => row.kind !== "purchased").map((row) => [row.kind, Number(row.credits)])).toEqual([
      ["scheduled", -1],
      ["scheduled", -1],
      ["moved", 0],
      ["returned", 1],
    ]);
    const [pack] = (await pia.http.trpc.portal.mySessions.query()).sessions;
    expect(pack?.balance).toEqual({
      toTrain: 12,
      left: 11,
      total: 12,
      scheduled: 1,
      completed: 0,
      forfeited: 0,
      expired: 0,
    });
    // Append-only: the database refuses to change or remove a row while its booking stands.
    await expect(
      site.db.execute(sql`update session_ledger set credits = 5 where booking_id = ${pia.bookingId}`),
    ).rejects.toThrow();
    await expect(
      site.db.execute(sql`delete from session_ledger where booking_id = ${pia.bookingId}`),
    ).rejects.toThrow();
  });
});

const onPostgres = testDatabaseDriver() === "postgres";
describe.skipIf(!onPostgres)("two instances serving one line at once", () => {
  it("give each freed place once", async () => {
    const url = (site.server.database as { url?: string }).url;
    const second = await createServer(testConfig({ TRUST_PROXY: "true" }), {
      database: await openDatabase({ url, poolSize: 5 }),
      webDist: null,
      now: () => clock,
    });
    await second.start();
    try {
      const date = "2026-12-07";
      const time = "07:00";
      const { booked } = await fullHourWithLine(date, time);
      // Three places come free at once; each instance serves the line twice at the same moment.
      await site.db
        .update(timeSlots)
        .set({ maxCapacity: 6 })
        .where(and(eq(timeSlots.date, date), eq(timeSlots.time, time)));
      const hour = { date, time, sessionType: "gym" as const };
      await Promise.all([
        fillWaitlist(site.server.services, hour),
        fillWaitlist(second.services, hour),
        fillWaitlist(site.server.services, hour),
        fillWaitlist(second.services, hour),
      ]);
      await vi.waitFor(async () => expect(await takenIn(date, time)).toBe(4), { timeout: 20_000 });
      const entries = await entriesOf(date, time);
      expect(entries.map((entry) => entry.status)).toEqual(["booked", "offered", "offered"]);
      expect(entries.every((entry) => entry.offerRound <= 1)).toBe(true);
      void booked;
    } finally {
      await second.stop();
      await second.database.close();
    }
  });
});
