// Her calendar stays in sync: every invite e-mailed for a session is one event (one UID, a SEQUENCE that only
// grows), in Miami's zone with its VTIMEZONE; and her private feed lists her sessions until its address is reset.
import { packageSessions } from "@studio/db";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress, schedule, signedInBuyer } from "../fixtures";
import { signInAdmin, signInClient, startServerWithMail, type TestServer } from "../harness";
import type { SmtpServer } from "../smtp";

const PUBLIC_URL = "https://studio.example";
let site: TestServer;
let smtp: SmtpServer;
// Monday Nov 23, 2026, 9:00 AM in Miami.
const START = new Date("2026-11-23T14:00:00Z");
let clock = START;
beforeAll(async () => {
  ({ site, smtp } = await startServerWithMail({ TRUST_PROXY: "true", PUBLIC_URL }, { now: () => clock }));
});
afterAll(() => site.close());

/** A paid 12-session gym pack for her (a name whose letters take two octets), and her signed-in device. */
const clientWithPackage = (email: string, clientName = "María José Fernández-Gutiérrez") =>
  signedInBuyer(site, email, { clientName });
const signIn = (email: string) => signInClient(site, email, clientAddress(site));

const sequenceOf = async (id: number) =>
  (await site.db.select().from(packageSessions).where(eq(packageSessions.id, id)))[0]?.calendarSequence;

/** A file as a calendar program reads it: its own VTIMEZONE registered, so TZID times become instants. */
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents("vtimezone");
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  return {
    method: calendar.getFirstPropertyValue("method"),
    zones: zones.map((zone) => zone.getFirstPropertyValue("tzid")),
    longestLine: Math.max(...text.split("\r\n").map((line) => Buffer.byteLength(line))),
    events: calendar.getAllSubcomponents("vevent").map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        sequence: event.sequence,
        status: vevent.getFirstPropertyValue("status"),
        tzid: vevent.getFirstProperty("dtstart")?.getParameter("tzid"),
        start: event.startDate.toJSDate().toISOString(),
        summary: event.summary,
        description: event.description,
        organizer: vevent.getFirstPropertyValue("organizer"),
        attendees: event.attendees.map((each) => ({ value: each.getFirstValue(), cn: each.getParameter("cn") })),
      };
    }),
  };
}

/** The .ics attached to each e-mail that reached the SMTP server for `email`, read from the wire, in order. */
function invitesTo(email: string, mails: ParsedMail[]) {
  return mails
    .filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === email)
    .flatMap((mail) => mail.attachments.filter((file) => file.contentType === "text/calendar"))
    .map((file) => ({
      // Mail programs read the method from the part's Content-Type too.
      methodParameter: (file.headers.get("content-type") as { params?: Record<string, string> }).params?.method,
      ...parseCalendar(file.content.toString("utf8")),
    }));
}

/** Waits until `count` invites have reached her inbox. */
async function waitForInvites(email: string, count: number) {
  await expect.poll(() => invitesTo(email, smtp.received).length, { timeout: 5000 }).toBeGreaterThanOrEqual(count);
  return invitesTo(email, smtp.received);
}

describe("e-mailed invites", () => {
  it("keep one event through three moves and a cancel: same UID, SEQUENCE 0, 1, 2, 3, then CANCEL", async () => {
    const email = "maria@example.com";
    const { client, sessionIds } = await clientWithPackage(email);
    const id = sessionIds[0] ?? 0;
    const moves: [string, string, string][] = [
      ["2026-11-30", "07:00", "2026-11-30T12:00:00.000Z"],
      ["2026-12-01", "08:00", "2026-12-01T13:00:00.000Z"],
      ["2026-12-02", "17:00", "2026-12-02T22:00:00.000Z"],
      ["2026-12-03", "18:00", "2026-12-03T23:00:00.000Z"],
    ];
    for (const [date, time] of moves) expect((await schedule(client, id, date, time)).status).toBe(200);
    expect((await client.post(`/api/portal/sessions/${id}/cancel`)).json.status).toBe("pending");

    const invites = await waitForInvites(email, 5);
    expect(invites).toHaveLength(5);
    expect(invites.map((invite) => invite.method)).toEqual(["REQUEST", "REQUEST", "REQUEST", "REQUEST", "CANCEL"]);
    expect(invites.map((invite) => invite.events[0]?.sequence)).toEqual([0, 1, 2, 3, 4]);
    expect(await sequenceOf(id)).toBe(4);
    for (const [at, invite] of invites.entries()) {
      expect(invite.methodParameter).toBe(invite.method);
      expect(invite.zones).toEqual(["America/New_York"]);
      expect(invite.longestLine).toBeLessThanOrEqual(75);
      expect(invite.events).toHaveLength(1);
      expect(invite.events[0]).toMatchObject({
        uid: `session-${id}@carmenreyesfitness.com`,
        tzid: "America/New_York",
        // The cancel names the hour it takes off her calendar: the last one she had.
        start: moves[Math.min(at, 3)]?.[2],
        status: invite.method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
        organizer: "mailto:hello@carmenreyesfitness.com",
        attendees: [{ value: `MAILTO:${email}`, cn: "María José Fernández-Gutiérrez" }],
      });
    }
  });

  it("put a session in a daylight-saving week at the right instant", async () => {
    const email = "dst@example.com";
    // Nov 1, 2026: clocks go back. Fri Oct 30 at 7 AM is EDT (11:00Z); Mon Nov 2 at 7 AM is EST (12:00Z).
    clock = new Date("2026-10-26T14:00:00Z");
    const fall = await clientWithPackage(email, "Dora Daylight");
    expect((await schedule(fall.client, fall.sessionIds[0] ?? 0, "2026-10-30", "07:00")).status).toBe(200);
    expect((await schedule(fall.client, fall.sessionIds[1] ?? 0, "2026-11-02", "07:00")).status).toBe(200);
    // Mar 14, 2027: clocks go forward. Fri Mar 12 at 7 AM is EST (12:00Z); Mon Mar 15 at 7 AM is EDT (11:00Z).
    clock = new Date("2027-03-08T14:00:00Z");
    const { client } = await signIn(email);
    expect((await schedule(client, fall.sessionIds[2] ?? 0, "2027-03-12", "07:00")).status).toBe(200);
    expect((await schedule(client, fall.sessionIds[3] ?? 0, "2027-03-15", "07:00")).status).toBe(200);
    clock = START;

    const invites = await waitForInvites(email, 4);
    expect(invites.map((invite) => invite.events[0]?.start)).toEqual([
      "2026-10-30T11:00:00.000Z",
      "2026-11-02T12:00:00.000Z",
      "2027-03-12T12:00:00.000Z",
      "2027-03-15T11:00:00.000Z",
    ]);
    expect(invites.every((invite) => invite.events[0]?.tzid === "America/New_York")).toBe(true);
  });

  it("take a session off her calendar when the trainer cancels it or her whole booking", async () => {
    const email = "studio.cancels@example.com";
    const { client, bookingId, sessionIds } = await clientWithPackage(email, "Stella Studio");
    const [first, second, third] = sessionIds as [number, number, number];
    await schedule(client, first, "2026-12-07", "07:00");
    await schedule(client, second, "2026-12-08", "07:00");
    await schedule(client, third, "2026-12-09", "07:00");
    const admin = await signInAdmin(site);
    expect((await admin.request("PATCH", `/api/admin/sessions/${first}/status`, { status: "cancelled" })).status).toBe(
      200,
    );
    expect(
      (await admin.request("PATCH", `/api/admin/bookings/${bookingId}`, { paymentStatus: "cancelled" })).status,
    ).toBe(200);

    const invites = await waitForInvites(email, 6);
    const cancels = invites.filter((invite) => invite.method === "CANCEL");
    expect(cancels.map((invite) => invite.events[0]?.uid).sort()).toEqual(
      [first, second, third].map((id) => `session-${id}@carmenreyesfitness.com`).sort(),
    );
    for (const cancel of cancels) {
      expect(cancel.events[0]?.sequence).toBe(1);
      expect(cancel.events[0]?.status).toBe("CANCELLED");
    }
  });
});

describe("her private feed", () => {
  const feedPath = (url: string) => url.slice(PUBLIC_URL.length);

  it("lists her sessions with a time, nobody else's, each with its UID and SEQUENCE", async () => {
    const email = "feed@example.com";
    const { client, sessionIds } = await clientWithPackage(email, "Fiona Feed");
    const [moved, kept, cancelled] = sessionIds as [number, number, number];
    await schedule(client, moved, "2026-12-14", "07:00");
    await schedule(client, moved, "2026-12-15", "08:00"); // moved once: SEQUENCE 1
    await schedule(client, kept, "2026-12-16", "17:00");
    await schedule(client, cancelled, "2026-12-17", "17:00");
    await client.post(`/api/portal/sessions/${cancelled}/cancel`);
    const other = await clientWithPackage("someone.else@example.com", "Olga Other");
    await schedule(other.client, other.sessionIds[0] ?? 0, "2026-12-14", "07:00");

    expect((await site.client().get("/api/portal/calendar-feed")).status).toBe(401);
    const feed = await client.get("/api/portal/calendar-feed");
    expect(feed.status).toBe(200);
    expect(feed.json.url).toMatch(/^https:\/\/studio\.example\/api\/calendar\/feeds\/\d+-[\w-]{43}\.ics$/);
    expect(feed.json.webcalUrl).toBe(feed.json.url.replace("https://", "webcal://"));
    // Asking again is the same address.
    expect((await client.get("/api/portal/calendar-feed")).json.url).toBe(feed.json.url);

    const file = await site.client().get(feedPath(feed.json.url));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(file.headers.get("cache-control")).toBe("private, max-age=300");
    const calendar = parseCalendar(file.text);
    expect(calendar.longestLine).toBeLessThanOrEqual(75);
    expect(calendar.zones).toEqual(["America/New_York"]);
    expect(calendar.events.map(({ uid, sequence, start, tzid }) => ({ uid, sequence, start, tzid }))).toEqual([
      {
        uid: `session-${moved}@carmenreyesfitness.com`,
        sequence: 1,
        start: "2026-12-15T13:00:00.000Z",
        tzid: "America/New_York",
      },
      {
        uid: `session-${kept}@carmenreyesfitness.com`,
        sequence: 0,
        start: "2026-12-16T22:00:00.000Z",
        tzid: "America/New_York",
      },
    ]);
  });

  it("names each session's package as she reads it, in the language she booked it in", async () => {
    const spanish = await signedInBuyer(site, "feed.es@example.com", { clientName: "Lucía Feed", language: "es" });
    await schedule(spanish.client, spanish.sessionIds[0] ?? 0, "2026-12-14", "07:00");
    const feed = (await spanish.client.get("/api/portal/calendar-feed")).json;
    const [event] = parseCalendar((await site.client().get(feedPath(feed.url))).text).events;
    expect(event?.description).toContain("12 sesiones en el gimnasio");
    expect(event?.description).not.toContain("12 Gym Sessions");
  });

  it("answers 404 at once for the old address after a reset, and for any token that is not live", async () => {
    const email = "rotate@example.com";
    const { client, sessionIds } = await clientWithPackage(email, "Rosa Rotate");
    await schedule(client, sessionIds[0] ?? 0, "2026-12-21", "07:00");
    const first = (await client.get("/api/portal/calendar-feed")).json;
    expect((await site.client().get(feedPath(first.url))).status).toBe(200);

    const reset = await client.post("/api/portal/calendar-feed/reset", { version: first.version });
    expect(reset.status).toBe(200);
    expect(reset.json.version).toBe(first.version + 1);
    expect(reset.json.url).not.toBe(first.url);
    const gone = await site.client().get(feedPath(first.url));
    expect(gone.status).toBe(404);
    expect(gone.json).toEqual({ error: "Calendar not found" });
    const now = await site.client().get(feedPath(reset.json.url));
    expect(now.status).toBe(200);
    expect(parseCalendar(now.text).events).toHaveLength(1);
    // The same reset again (a double tap, a retry) resets nothing more.
    const again = await client.post("/api/portal/calendar-feed/reset", { version: first.version });
    expect(again.json.url).toBe(reset.json.url);
    expect((await site.client().get(feedPath(reset.json.url))).status).toBe(200);

    const live = feedPath(reset.json.url);
    const [, id] = /feeds\/(\d+)-/.exec(live) ?? [];
    for (const token of [
      "nope",
      `${id}-${"A".repeat(43)}`,
      `99999-${"A".repeat(43)}`,
      `99999999999-${"A".repeat(43)}`,
      "-1",
      "x".repeat(90),
    ]) {
      const answer = await site.client().get(`/api/calendar/feeds/${token}.ics`);
      expect(answer.status, token).toBe(404);
    }
    // Longer than any token: refused by its rule, naming it, never a 500; and past what the router reads of a path
    // parameter (2,000 characters, room for a page's batched calls), refused as too long.
    const tooLong = await site.client().get(`/api/calendar/feeds/${"x".repeat(150)}.ics`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.issues).toEqual([{ path: "token", message: "token is too long" }]);
    expect((await site.client().get(`/api/calendar/feeds/${"x".repeat(2100)}.ics`)).status).toBe(414);
    // Text PostgreSQL cannot store is refused before any token is looked at, as everywhere on the site.
    expect((await site.client().get(`/api/calendar/feeds/${id}-%00.ics`)).status).toBe(400);
    expect((await client.post("/api/portal/calendar-feed/reset", { version: "two" })).json.issues).toEqual([
      { path: "version", message: "version must be a number" },
    ]);
  });
});
