import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarFeed, calendarInvite, type InviteMethod, type SessionEvent } from "./ics";

const organizer = { name: "Carmen Reyes Fitness", email: "hello@carmenreyesfitness.com" };
// A long name with letters of two and three octets, so folding has to count octets, not characters.
const attendee = { name: "María José Fernández-Gutiérrez de la Peña ☀", email: "maria@example.com" };
const now = new Date("2026-11-23T14:00:00Z");

const event = (start: string, extra: Partial<SessionEvent> = {}): SessionEvent => ({
  uid: "session-42@carmenreyesfitness.com",
  sequence: 0,
  start: new Date(start),
  minutes: 60,
  summary: "Training with Carmen Reyes (session 3)",
  location: "Brickell Athletic Club, 1001 Brickell Bay Drive, Miami, FL 33131",
  description:
    "12 Gym Sessions, session 3. Reschedule up to 24 hours before at https://carmenreyesfitness.com/my-bookings; " +
    "sessions cancelled within 24 hours are forfeited, as the cancellation policy says.",
  ...extra,
});

/** Parses a file as a calendar program would, its own VTIMEZONE registered, so TZID times resolve to instants. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const vevents = calendar.getAllSubcomponents("vevent");
  return {
    calendar,
    method: calendar.getFirstPropertyValue("method"),
    zones: calendar.getAllSubcomponents("vtimezone").map((zone) => zone.getFirstPropertyValue("tzid")),
    events: vevents.map((vevent) => {
      const parsed = new ICAL.Event(vevent);
      return {
        uid: parsed.uid,
        sequence: parsed.sequence,
        status: vevent.getFirstPropertyValue("status"),
        tzid: vevent.getFirstProperty("dtstart")?.getParameter("tzid"),
        start: parsed.startDate.toJSDate().toISOString(),
        end: parsed.endDate.toJSDate().toISOString(),
        stamp: String(vevent.getFirstPropertyValue("dtstamp")),
        organizer: vevent.getFirstPropertyValue("organizer"),
        attendees: parsed.attendees.map((each) => ({ value: each.getFirstValue(), cn: each.getParameter("cn") })),
        description: parsed.description,
      };
    }),
  };
}

const longestLine = (text: string) => Math.max(...text.split("\r\n").map((line) => Buffer.byteLength(line)));

describe("session invites", () => {
  it.each<InviteMethod>(["REQUEST", "CANCEL", "PUBLISH"])("%s parses with its UID, SEQUENCE and zone", (method) => {
    const text = calendarInvite({
      method,
      event: event("2026-12-01T12:00:00Z", { sequence: 7 }),
      organizer,
      attendee,
      now,
    });
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(longestLine(text)).toBeLessThanOrEqual(75);
    const file = parse(text);
    expect(file.method).toBe(method);
    expect(file.zones).toEqual(["America/New_York"]);
    const [only] = file.events;
    expect(file.events).toHaveLength(1);
    expect(only).toMatchObject({
      uid: "session-42@carmenreyesfitness.com",
      sequence: 7,
      tzid: "America/New_York",
      start: "2026-12-01T12:00:00.000Z",
      end: "2026-12-01T13:00:00.000Z",
      status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
      organizer: "mailto:hello@carmenreyesfitness.com",
    });
    // DTSTAMP is in UTC, as RFC 5545 requires.
    expect(only?.stamp).toBe("2026-11-23T14:00:00Z");
    expect(only?.description).toContain("forfeited, as the cancellation policy says.");
    // RFC 5546: a REQUEST or CANCEL names the attendee; a PUBLISH never does.
    expect(only?.attendees).toEqual(
      method === "PUBLISH" ? [] : [{ value: "MAILTO:maria@example.com", cn: attendee.name }],
    );
  });

  it("writes Miami wall-clock times across both daylight-saving changes, whatever the server's zone", () => {
    // Sunday Mar 14 2027 is the switch to EDT; Nov 1 2026 back to EST. Each week's session keeps 7 AM in Miami.
    const cases = [
      { instant: "2027-03-12T12:00:00Z", wall: "20270312T070000" }, // Fri before: EST, UTC-5
      { instant: "2027-03-15T11:00:00Z", wall: "20270315T070000" }, // Mon after: EDT, UTC-4
      { instant: "2026-10-30T11:00:00Z", wall: "20261030T070000" }, // Fri before: EDT
      { instant: "2026-11-02T12:00:00Z", wall: "20261102T070000" }, // Mon after: EST
    ];
    const serverZone = process.env.TZ;
    process.env.TZ = "Asia/Tokyo"; // Node applies a new TZ at once: local time is nowhere near Miami's
    try {
      for (const { instant, wall } of cases) {
        const text = calendarInvite({ method: "REQUEST", event: event(instant), organizer, attendee, now });
        expect(text).toContain(`DTSTART;TZID=America/New_York:${wall}\r\n`);
        expect(parse(text).events[0]?.start).toBe(new Date(instant).toISOString());
      }
    } finally {
      if (serverZone === undefined) delete process.env.TZ;
      else process.env.TZ = serverZone;
    }
  });
});

describe("the subscribed feed", () => {
  it("lists each session once with its own UID and SEQUENCE, and no invitation in it", () => {
    const text = calendarFeed({
      name: "Training with Carmen Reyes",
      events: [
        event("2026-12-01T12:00:00Z", { uid: "session-1@carmenreyesfitness.com", sequence: 3 }),
        event("2027-03-15T11:00:00Z", { uid: "session-2@carmenreyesfitness.com", sequence: 0 }),
      ],
      now,
      refreshSeconds: 3600,
    });
    expect(longestLine(text)).toBeLessThanOrEqual(75);
    expect(text).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n");
    const file = parse(text);
    expect(file.method).toBeNull();
    expect(file.calendar.getFirstPropertyValue("x-wr-calname")).toBe("Training with Carmen Reyes");
    expect(file.events.map(({ uid, sequence, start }) => ({ uid, sequence, start }))).toEqual([
      { uid: "session-1@carmenreyesfitness.com", sequence: 3, start: "2026-12-01T12:00:00.000Z" },
      { uid: "session-2@carmenreyesfitness.com", sequence: 0, start: "2027-03-15T11:00:00.000Z" },
    ]);
    expect(file.events.every((each) => each.attendees.length === 0 && each.organizer === null)).toBe(true);
  });
});
