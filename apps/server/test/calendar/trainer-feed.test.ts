// The trainer's own calendar feed: every client's sessions with a time, named by client and place, at an address
// only she can read or reset; a reset ends the old address at once, and any other token leads nowhere.
import { bookings } from "@studio/db";
import { studio } from "@studio/validators/studio";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schedule, signedInBuyer, trained } from "../fixtures";
import { type HttpClient, signInAdmin, startTestServer, type TestServer, trpcError } from "../harness";

const PUBLIC_URL = "https://studio.example";
let site: TestServer;
let admin: HttpClient;
// Monday Nov 23, 2026, 9:00 AM in Miami.
const clock = new Date("2026-11-23T14:00:00Z");
beforeAll(async () => {
  site = await startTestServer({ TRUST_PROXY: "true", PUBLIC_URL }, { now: () => clock });
  admin = await signInAdmin(site);
});
afterAll(() => site.close());

const pathOf = (url: string) => url.slice(PUBLIC_URL.length);

/** The feed as a calendar program reads it: its VTIMEZONE registered, so TZID times become instants. */
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
    };
  });
}

describe("her calendar feed", () => {
  it("lists every client's sessions by name and place, with phone and notes, and nothing cancelled", async () => {
    const ana = await signedInBuyer(site, "ana.feed@example.com", { clientName: "Ana López" });
    const bea = await signedInBuyer(site, "bea.feed@example.com", {
      clientName: "Bea Ruiz",
      packageId: 9,
      address: "3300 Grand Ave, Coconut Grove, FL 33133",
    });
    const cora = await signedInBuyer(site, "cora.feed@example.com", { clientName: "Cora Díaz" });
    await site.db.update(bookings).set({ notes: "Left knee, go easy" }).where(eq(bookings.id, bea.bookingId));
    const [a1, a2, a3] = ana.sessionIds as [number, number, number];
    expect((await schedule(ana.client, a1, "2026-11-30", "07:00")).status).toBe(200);
    expect((await schedule(ana.client, a2, "2026-12-01", "08:00")).status).toBe(200);
    expect((await schedule(ana.client, a3, "2026-12-02", "17:00")).status).toBe(200);
    expect((await ana.client.post(`/api/portal/sessions/${a3}/cancel`)).status).toBe(200);
    expect((await schedule(bea.client, bea.sessionIds[0] ?? 0, "2026-12-01", "10:00")).status).toBe(200);
    // Yesterday's session, attended: still on her calendar for the month behind.
    await trained(site, admin, [cora.sessionIds[0] ?? 0], clock);

    const feed = await admin.trpc.admin.calendar.feed.query();
    expect(feed.url).toMatch(/^https:\/\/studio\.example\/api\/calendar\/trainer\/[\w-]{43}\.ics$/);
    expect(feed.webcalUrl).toBe(feed.url.replace("https://", "webcal://"));
    expect((await admin.trpc.admin.calendar.feed.query()).url).toBe(feed.url);
    expect((await admin.get("/api/admin/calendar-feed")).json.url).toBe(feed.url);

    const file = await site.client().get(pathOf(feed.url));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(file.headers.get("cache-control")).toBe("private, max-age=300");
    const events = parseCalendar(file.text);
    expect(events.map(({ uid, summary, start }) => ({ uid, summary, start }))).toEqual([
      {
        uid: `trainer-session-${cora.sessionIds[0]}@carmenreyesfitness.com`,
        summary: "Cora Díaz at the gym",
        start: "2026-11-22T14:00:00.000Z",
      },
      {
        uid: `trainer-session-${a1}@carmenreyesfitness.com`,
        summary: "Ana López at the gym",
        start: "2026-11-30T12:00:00.000Z",
      },
      {
        uid: `trainer-session-${a2}@carmenreyesfitness.com`,
        summary: "Ana López at the gym",
        start: "2026-12-01T13:00:00.000Z",
      },
      {
        uid: `trainer-session-${bea.sessionIds[0]}@carmenreyesfitness.com`,
        summary: "Bea Ruiz at her home",
        start: "2026-12-01T15:00:00.000Z",
      },
    ]);
    const home = events.at(-1);
    expect(home?.location).toBe("3300 Grand Ave, Coconut Grove, FL 33133");
    expect(home?.description).toContain("Session 1 of 12, 12 Home Sessions");
    expect(home?.description).toContain("Phone: 3055550100");
    expect(home?.description).toContain("Her notes: Left knee, go easy");
    expect(events[1]?.location).toBe(`${studio.gym.name}, ${studio.gym.address}`);
  });

  it("is hers alone: a client can neither read nor reset its address, and her own feed's token opens nothing", async () => {
    const client = (await signedInBuyer(site, "nosy.feed@example.com")).client;
    expect((await trpcError(client.trpc.admin.calendar.feed.query())).data?.httpStatus).toBe(401);
    expect((await trpcError(client.trpc.admin.calendar.rotateFeed.mutate({ version: 1 }))).data?.httpStatus).toBe(401);
    expect((await client.get("/api/admin/calendar-feed")).status).toBe(401);
    expect((await client.post("/api/admin/calendar-feed/reset", { version: 1 })).status).toBe(401);
    const own = (await client.get("/api/portal/calendar-feed")).json.url as string;
    const ownToken = /feeds\/(.+)\.ics$/.exec(own)?.[1] ?? "";
    expect((await site.client().get(`/api/calendar/trainer/${ownToken}.ics`)).status).toBe(404);
    expect(
      (await site.client().get(`/api/calendar/trainer/${ownToken.split("-").slice(1).join("-")}.ics`)).status,
    ).toBe(404);
  });

  it("answers 404 at once for the old address after a reset, once for a double tap, and for made-up tokens", async () => {
    const first = await admin.trpc.admin.calendar.feed.query();
    expect((await site.client().get(pathOf(first.url))).status).toBe(200);
    const [reset, tapped] = await Promise.all([
      admin.trpc.admin.calendar.rotateFeed.mutate({ version: first.version }),
      admin.trpc.admin.calendar.rotateFeed.mutate({ version: first.version }),
    ]);
    expect(reset.version).toBe(first.version + 1);
    expect(tapped.url).toBe(reset.url);
    expect(reset.url).not.toBe(first.url);
    const gone = await site.client().get(pathOf(first.url));
    expect(gone.status).toBe(404);
    expect(gone.json).toEqual({ error: "Calendar not found" });
    expect((await site.client().get(pathOf(reset.url))).status).toBe(200);
    // A retry of the same reset over REST resets nothing more.
    const again = await admin.post("/api/admin/calendar-feed/reset", { version: first.version });
    expect(again.json.url).toBe(reset.url);
    expect((await admin.trpc.admin.calendar.feed.query()).version).toBe(reset.version);

    for (const token of ["nope", "A".repeat(43), "A".repeat(42), "-".repeat(43), "x".repeat(90), "1"]) {
      expect((await site.client().get(`/api/calendar/trainer/${token}.ics`)).status, token).toBe(404);
    }
    const tooLong = await site.client().get(`/api/calendar/trainer/${"x".repeat(150)}.ics`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.issues).toEqual([{ path: "token", message: "token is too long" }]);
    expect((await admin.post("/api/admin/calendar-feed/reset", { version: "two" })).json.issues).toEqual([
      { path: "version", message: "version must be a number" },
    ]);
  });
});
