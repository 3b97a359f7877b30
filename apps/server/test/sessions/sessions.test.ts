import { emailOutbox, packageSessions, timeSlots } from "@studio/db";
import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schedule, sessionRow as sessionRowOf, signedInBuyer } from "../fixtures";
import {
  ADMIN_PASSWORD,
  ADMIN_USER,
  bookPackage,
  buyPackage,
  failedWith,
  type HttpClient,
  signInClient,
  startServerWithAdmin,
  startTestServer,
  type TestServer,
} from "../harness";

let site: TestServer;
// Monday Nov 23, 2026, 9:00 AM in Miami.
let clock = new Date("2026-11-23T14:00:00Z");
beforeAll(async () => {
  site = await startTestServer({ TRUST_PROXY: "true" }, { now: () => clock });
});
afterAll(() => site.close());

/** A client with a paid 12-session package, signed in from her own address. */
const clientWithPackage = (email: string, packageId = 6) => signedInBuyer(site, email, { packageId });

const sessionRow = (id: number) => sessionRowOf(site, id);
const slotRow = async (date: string, time: string) =>
  (
    await site.db
      .select()
      .from(timeSlots)
      .where(and(eq(timeSlots.date, date), eq(timeSlots.time, time)))
  )[0];

describe("the admin schedules for a client", () => {
  it("moves and cancels within 24 hours only with a recorded override", async () => {
    const { sessionIds } = await clientWithPackage("phone.client@example.com");
    const admin = site.client();
    // Admin sessions last 12 hours: sign in again whenever the clock jumps.
    const signIn = () => admin.post("/api/admin/login", { username: ADMIN_USER, password: ADMIN_PASSWORD });
    await signIn();
    const id = sessionIds[0] ?? 0;
    expect((await admin.post(`/api/admin/sessions/${id}/schedule`, { date: "2026-11-24", time: "17:00" })).status).toBe(
      200,
    );

    clock = new Date("2026-11-24T12:00:00Z"); // 10 h before Tue 5 PM (22:00Z)
    await signIn();
    const refused = await admin.post(`/api/admin/sessions/${id}/schedule`, { date: "2026-11-26", time: "17:00" });
    expect(refused.status).toBe(409);
    const moved = await admin.post(`/api/admin/sessions/${id}/schedule`, {
      date: "2026-11-26",
      time: "17:00",
      override: true,
    });
    expect(moved.status).toBe(200);
    expect((await sessionRow(id))?.policyOverride).toMatch(/^Within 24 hours, moved by coach on /);

    clock = new Date("2026-11-26T20:00:00Z"); // 2 h before Thu 5 PM
    await signIn();
    const cancelled = await admin.post(`/api/admin/sessions/${id}/cancel`, { override: true });
    expect(cancelled.json.status).toBe("pending");
    expect((await sessionRow(id))?.policyOverride).toMatch(/credited back by coach/);
    expect((await site.client().post(`/api/admin/sessions/${id}/cancel`, {})).status).toBe(401);
    clock = new Date("2026-11-23T14:00:00Z");
  });
});

describe("the free consultation", () => {
  it("is booked through the free path and scheduled from My Sessions like a gym session", async () => {
    const email = "curious@example.com";
    const created = await site
      .client()
      .post("/api/bookings", { packageId: 15, clientName: "Cora Curious", clientEmail: email, phone: "3055550100" });
    expect(created.json).toMatchObject({ packageName: "Free Consultation", amount: "0.00", location: "gym" });
    const done = await site.client().request("PATCH", `/api/bookings/${created.json.id}`, {
      token: created.json.accessToken,
      payment_status: "paid",
      status: "completed",
    });
    expect(done.json).toMatchObject({ paymentStatus: "paid", paymentMethod: "free" });

    const { client } = await signInClient(site, email, "10.8.200.1");
    const mine = await client.get("/api/portal/sessions");
    const [consultation] = mine.json.sessions as { packageName: string; sessions: { id: number }[] }[];
    expect(consultation?.packageName).toBe("Free Consultation");
    expect(consultation?.sessions).toHaveLength(1);
    const scheduled = await schedule(client, consultation?.sessions[0]?.id ?? 0, "2026-12-02", "17:00");
    expect(scheduled.status).toBe(200);
    expect(scheduled.json.when).toBe("Wed, Dec 2, 2026 at 5:00 PM ET");
  });
});

describe("slot capacity", () => {
  it("gives one client one place per hour, across all her packages, even when she asks twice at once", async () => {
    const { client, sessionIds } = await clientWithPackage("one.place@example.com");
    const home = await buyPackage(site, "one.place@example.com", 10);
    const homeSession = home.sessionIds[0];
    expect((await schedule(client, sessionIds[0] ?? 0, "2026-12-01", "07:00")).status).toBe(200);
    // The same request twice (a double tap) is one booking of the hour: the same answer, one e-mail.
    const twice = await schedule(client, sessionIds[0] ?? 0, "2026-12-01", "07:00");
    expect(twice.status).toBe(200);
    expect(twice.json.when).toBe("Tue, Dec 1, 2026 at 7:00 AM ET");
    const told = await site.db.$count(
      emailOutbox,
      and(eq(emailOutbox.to, "one.place@example.com"), like(emailOutbox.template, "session-%")),
    );
    expect(told).toBe(1);
    const again = await schedule(client, sessionIds[1] ?? 0, "2026-12-01", "07:00");
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(
      "You already have a session at Tue, Dec 1, 2026 at 7:00 AM ET. Please choose another time.",
    );
    // At home at the same hour is no better: she cannot be in two places.
    expect((await schedule(client, homeSession ?? 0, "2026-12-01", "07:00")).status).toBe(409);
    // Two of her sessions sent for one free hour at the same moment: one gets it.
    const both = await Promise.all([
      schedule(client, sessionIds[1] ?? 0, "2026-12-01", "10:00"),
      schedule(client, sessionIds[2] ?? 0, "2026-12-01", "10:00"),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it("is editable by the admin per slot, never below what is booked", async () => {
    const admin = site.client();
    await admin.post("/api/admin/login", { username: ADMIN_USER, password: ADMIN_PASSWORD });
    const raise = await admin.trpc.admin.sessions.setCapacity.mutate({
      date: "2026-11-30",
      time: "18:00",
      maxCapacity: 5,
    });
    expect(raise).toMatchObject({ maxCapacity: 5, bookedCount: 0 });
    const { client, sessionIds } = await clientWithPackage("capacity@example.com");
    const week = await client.get(`/api/portal/availability?sessionId=${sessionIds[0]}&weekStart=2026-11-30`);
    expect(week.json.days[0].times.find((t: { time: string }) => t.time === "18:00").free).toBe(5);
    // Two clients take two places: one client holds at most one place in an hour.
    const other = await clientWithPackage("capacity.two@example.com");
    expect((await schedule(client, sessionIds[0] ?? 0, "2026-11-30", "18:00")).status).toBe(200);
    expect((await schedule(other.client, other.sessionIds[0] ?? 0, "2026-11-30", "18:00")).status).toBe(200);
    const setCapacity = (maxCapacity: number, who = admin) =>
      who.trpc.admin.sessions.setCapacity.mutate({ date: "2026-11-30", time: "18:00", maxCapacity });
    expect(await failedWith(setCapacity(1))).toBe(409);
    await setCapacity(2);
    const third = await clientWithPackage("capacity.three@example.com");
    expect((await schedule(third.client, third.sessionIds[0] ?? 0, "2026-11-30", "18:00")).status).toBe(409);
    expect(await failedWith(setCapacity(9, site.client()))).toBe(401);
  });
});

describe("scheduling", () => {
  it("shows a week of free places without other clients' details", async () => {
    const { client, sessionIds } = await clientWithPackage("week@example.com");
    const { json } = await client.get(`/api/portal/availability?sessionId=${sessionIds[0]}&weekStart=2026-11-24`);
    expect(json.weekStart).toBe("2026-11-23");
    expect(json.days).toHaveLength(7);
    const monday = json.days[0];
    expect(monday.times.find((t: { time: string }) => t.time === "16:00")).toMatchObject({ available: false }); // under 12 h
    const tuesday = json.days[1];
    expect(tuesday.times.find((t: { time: string }) => t.time === "07:00")).toMatchObject({
      available: true,
      free: 3,
      startsAt: "2026-11-24T12:00:00.000Z",
    });
    expect(json.days[6].times).toEqual([]);
    expect(JSON.stringify(json)).not.toMatch(/@example\.com/);
  });

  it("never overfills a slot: 30 parallel requests for 3 places", async () => {
    const clients = await Promise.all(Array.from({ length: 30 }, (_, i) => clientWithPackage(`race${i}@example.com`)));
    const answers = await Promise.all(
      clients.map(({ client, sessionIds }) => schedule(client, sessionIds[0] ?? 0, "2026-11-25", "07:00")),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(27);
    expect(refused[0]?.json.error).toBe("This time is full. Please choose another.");
    expect((await slotRow("2026-11-25", "07:00"))?.bookedCount).toBe(3);
  });

  it("e-mails an .ics invite with the right UTC instant", async () => {
    const { client, sessionIds } = await clientWithPackage("invite@example.com");
    const answer = await schedule(client, sessionIds[0] ?? 0, "2026-11-24", "18:00");
    expect(answer.json).toMatchObject({ status: "scheduled", when: "Tue, Nov 24, 2026 at 6:00 PM ET" });
    const [mail] = await site.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "invite@example.com"))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const ics = mail?.attachments?.[0]?.content ?? "";
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    // 6 PM in Miami (23:00Z), written in the studio's zone, whose VTIMEZONE the file carries.
    expect(ics).toContain("DTSTART;TZID=America/New_York:20261124T180000\r\n");
    expect(ics).toContain("DTEND;TZID=America/New_York:20261124T190000\r\n");
    expect(ics).toContain("BEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n");
    expect(ics).toContain("METHOD:REQUEST");
  });

  it("reschedules 24 hours ahead and frees the old place; refuses within 24 hours", async () => {
    const { client, sessionIds } = await clientWithPackage("move@example.com");
    const id = sessionIds[0] ?? 0;
    await schedule(client, id, "2026-11-24", "16:00"); // Tue 4 PM = 2026-11-24T21:00Z, 31 h ahead
    expect((await slotRow("2026-11-24", "16:00"))?.bookedCount).toBe(1);
    expect((await schedule(client, id, "2026-11-26", "08:00")).status).toBe(200);
    expect((await slotRow("2026-11-24", "16:00"))?.bookedCount).toBe(0);
    expect((await slotRow("2026-11-26", "08:00"))?.bookedCount).toBe(1);

    clock = new Date("2026-11-25T13:01:00Z"); // 23 h 59 min before Thu 8 AM (13:00Z)
    const late = await schedule(client, id, "2026-11-27", "10:00");
    expect(late.status).toBe(409);
    expect(late.json.error).toMatch(/^Sessions can be rescheduled only 24 hours or more before they start/);
    clock = new Date("2026-11-23T14:00:00Z");
  });

  it("gives the credit back when cancelled 24 hours ahead, and forfeits it later", async () => {
    const { client, sessionIds } = await clientWithPackage("cancel@example.com");
    const [early, late] = sessionIds;
    await schedule(client, early ?? 0, "2026-11-27", "06:00"); // Fri 6 AM = 11:00Z
    await schedule(client, late ?? 0, "2026-11-27", "07:00"); // Fri 7 AM = 12:00Z

    clock = new Date("2026-11-26T10:59:00Z"); // 24 h 1 min before 6 AM
    const back = await client.post(`/api/portal/sessions/${early}/cancel`);
    expect(back.json.status).toBe("pending");
    expect(await sessionRow(early ?? 0)).toMatchObject({ status: "pending", date: null, timeSlotId: null });

    clock = new Date("2026-11-26T12:01:00Z"); // 23 h 59 min before 7 AM
    const lost = await client.post(`/api/portal/sessions/${late}/cancel`);
    expect(lost.json.status).toBe("cancelled");
    expect((await sessionRow(late ?? 0))?.status).toBe("cancelled");
    expect((await slotRow("2026-11-27", "07:00"))?.bookedCount).toBe(0);
    clock = new Date("2026-11-23T14:00:00Z");
  });

  it("refuses another client's session, bad hours, short notice and far dates", async () => {
    const owner = await clientWithPackage("owner@example.com");
    const other = await clientWithPackage("other@example.com");
    expect((await schedule(other.client, owner.sessionIds[0] ?? 0, "2026-11-24", "07:00")).status).toBe(403);
    const sunday = await schedule(owner.client, owner.sessionIds[0] ?? 0, "2026-11-29", "07:00");
    expect(sunday.json.issues).toEqual([
      { path: "time", message: expect.stringMatching(/^Please choose one of the available times/) },
    ]);
    expect((await schedule(owner.client, owner.sessionIds[0] ?? 0, "2026-11-23", "18:00")).json.error).toMatch(
      /at least 12 hours/,
    );
    expect((await schedule(owner.client, owner.sessionIds[0] ?? 0, "2027-02-02", "07:00")).json.error).toMatch(
      /up to 8 weeks/,
    );
    expect(
      (
        await site
          .client()
          .post(`/api/portal/sessions/${owner.sessionIds[0]}/schedule`, { date: "2026-11-24", time: "07:00" })
      ).status,
    ).toBe(401);
  });
});

describe("session management", () => {
  // A server of its own: the calendar shows every client's sessions in the week, and this file's other tests
  // schedule some there.
  let site: TestServer;
  let admin: HttpClient;
  beforeAll(async () => {
    ({ site, admin } = await startServerWithAdmin({}, { now: () => new Date("2026-11-23T15:00:00Z") }));
  });
  afterAll(() => site.close());
  const book = (packageId?: number, email?: string, pay?: boolean) => bookPackage(site, packageId, email, pay);

  it("lists today-or-later and undated sessions in order, and changes a status", async () => {
    const id = await book(6, "sessions@example.com", true);
    const [first, second] = await site.db
      .select()
      .from(packageSessions)
      .where(eq(packageSessions.bookingId, id))
      .orderBy(packageSessions.sessionNumber);
    await site.db
      .update(packageSessions)
      .set({ date: "2026-11-30", time: "07:00", status: "scheduled" })
      .where(eq(packageSessions.id, second?.id ?? 0));
    await site.db
      .update(packageSessions)
      .set({ date: "2020-01-01", time: "07:00" })
      .where(eq(packageSessions.id, first?.id ?? 0));
    const { json } = await admin.get("/api/admin/sessions");
    const mine = json.filter((s: { booking: { id: number } }) => s.booking.id === id);
    expect(mine).toHaveLength(11);
    expect(mine[0]).toMatchObject({
      date: "2026-11-30",
      time: "07:00",
      package: { name: "12 Gym Sessions", price: "960.00" },
    });

    const setStatus = (status: string) =>
      admin.request("PATCH", `/api/admin/sessions/${second?.id}/status`, { status });
    // Whether she came is known once the session has started: next week's cannot be marked attended or missed yet.
    for (const status of ["completed", "no_show"]) {
      const early = await setStatus(status);
      expect(early.status).toBe(409);
      expect(early.json.error).toMatch(/once it has started\.$/);
    }
    const changed = await setStatus("postponed");
    expect(changed.json.status).toBe("postponed");
    expect((await setStatus("postponed")).status).toBe(409);
    expect((await setStatus("pending")).status).toBe(400);
    expect((await setStatus("scheduled")).json.status).toBe("scheduled");

    const ofBooking = await admin.get(`/api/bookings/${id}/sessions`);
    expect(ofBooking.json.map((s: { sessionNumber: number }) => s.sessionNumber)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect((await admin.get("/api/bookings/999999/sessions")).json).toEqual({
      error: "No sessions found for booking 999999",
    });

    const calendar = await admin.get("/api/calendar/capacity?weekStart=2026-11-30");
    expect(calendar.json).toEqual([
      {
        date: "2026-11-30",
        time: "07:00",
        bookingCount: 1,
        maxCapacity: 3,
        bookings: ["Carla Client (12 Gym Sessions)"],
      },
    ]);
  });
});

describe("her balance", () => {
  it("counts as forfeited only what she lost (a late cancel, a missed session), never what the studio cancelled", async () => {
    const { client, sessionIds } = await clientWithPackage("balance.client@example.com");
    const [late, studio] = sessionIds as [number, number];
    // Tuesday 7 AM is 22 hours away: cancelling it forfeits it.
    expect((await schedule(client, late, "2026-11-24", "07:00")).status).toBe(200);
    expect((await client.post(`/api/portal/sessions/${late}/cancel`)).status).toBe(200);
    const admin = site.client();
    await admin.post("/api/admin/login", { username: ADMIN_USER, password: ADMIN_PASSWORD });
    const cancelled = await admin.request("PATCH", `/api/admin/sessions/${studio}/status`, { status: "cancelled" });
    expect(cancelled.status, cancelled.text).toBe(200);

    const [pack] = (await client.trpc.portal.mySessions.query()).sessions;
    expect(pack?.balance).toMatchObject({ total: 12, forfeited: 1 });
    expect(pack?.sessions.filter((session) => session.status === "cancelled")).toEqual([
      expect.objectContaining({ id: late, forfeited: true }),
      expect.objectContaining({ id: studio, forfeited: false }),
    ]);
  });
});
