// The trainer's hours and days off, through the real server: the template and the closures decide what clients can
// book, a closure changes no booking by itself, and the trainer resolves the sessions on closed days.
import { closures, emailOutbox, packageSessions, timeSlots, weeklyHours } from "@studio/db";
import { SPEC_WEEKLY_HOURS } from "@studio/validators";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schedule, sessionRow as sessionRowOf, signedInBuyer } from "../fixtures";
import {
  failedWith,
  type HttpClient,
  signInAdmin,
  startTestServer,
  statusOf,
  type TestServer,
  trpcError,
} from "../harness";

// Monday Nov 23, 2026, 9:00 AM in Miami.
const MONDAY_9AM = new Date("2026-11-23T14:00:00Z");
let clock = MONDAY_9AM;
let site: TestServer;
let admin: HttpClient;
beforeAll(async () => {
  site = await startTestServer({ TRUST_PROXY: "true" }, { now: () => clock });
  admin = await signInAdmin(site);
});
afterAll(() => site.close());

/** The clock moves; admin sign-ins last 12 hours, so the trainer signs in again. */
async function setClock(at: Date) {
  clock = at;
  admin = await signInAdmin(site);
}

// By name, for the sweep of input each procedure refuses, some of it beyond what its own type allows.
const rawMutation = (name: string, input: unknown) => admin.post(`/trpc/${name}`, input);
const rawQuery = (name: string, input: unknown) =>
  admin.get(`/trpc/${name}?input=${encodeURIComponent(JSON.stringify(input))}`);

/** A client signed in with a paid package: 12 gym sessions (6), or 16 at home (10). */
const clientWithPackage = (email: string, packageId = 6) => signedInBuyer(site, email, { packageId });

type Day = { date: string; closed: { reason: string } | null; times: { time: string; available: boolean }[] };
async function week(client: HttpClient, sessionId: number, weekStart: string): Promise<Day[]> {
  const answer = await client.get(`/api/portal/availability?sessionId=${sessionId}&weekStart=${weekStart}`);
  expect(answer.status).toBe(200);
  return answer.json.days;
}
const timesOf = (day: Day | undefined) => day?.times.map((slot) => slot.time);
const hours = (...list: number[]) => list.map((hour) => `${String(hour).padStart(2, "0")}:00`);

const sessionRow = (id: number) => sessionRowOf(site, id);
const mailsTo = (email: string) =>
  site.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.id));

const specWeek = (sessionType: "gym" | "home") => ({
  sessionType,
  days: SPEC_WEEKLY_HOURS.map((list, weekday) => ({ weekday, hours: [...list] })),
});

describe("the weekly template", () => {
  it("starts as SPEC's hours, for both kinds of session", async () => {
    const templates = await admin.trpc.admin.hours.weekly.query();
    expect(templates).toEqual([specWeek("gym"), specWeek("home")]);

    const gym = await clientWithPackage("spec.gym@example.com");
    const home = await clientWithPackage("spec.home@example.com", 10);
    for (const { client, sessionIds } of [gym, home]) {
      const days = await week(client, sessionIds[0] ?? 0, "2026-11-30");
      expect(timesOf(days[0])).toEqual(hours(6, 7, 8, 10, 11, 16, 17, 18, 19, 20)); // Monday: no 9 AM
      expect(timesOf(days[1])).toEqual(hours(6, 7, 8, 9, 10, 11, 16, 17, 18, 19, 20)); // Tuesday
      expect(timesOf(days[5])).toEqual(hours(9, 10, 11)); // Saturday
      expect(timesOf(days[6])).toEqual([]); // Sunday
      expect(days.every((day) => day.closed === null)).toBe(true);
    }
  });

  it("once changed, decides what clients see and book, for that kind of session only", async () => {
    const changed = specWeek("gym");
    changed.days[2] = { weekday: 2, hours: [17, 7, 12, 8] }; // Tuesday, in any order
    changed.days[0] = { weekday: 0, hours: [10] }; // Sunday mornings
    const saved = await admin.trpc.admin.hours.saveWeekly.mutate(changed);
    expect(saved.days[2]).toEqual({ weekday: 2, hours: [7, 8, 12, 17] });
    // The same save again (a double tap, a retry): the same week, one row per weekday.
    expect(await admin.trpc.admin.hours.saveWeekly.mutate(changed)).toEqual(saved);
    expect(await site.db.$count(weeklyHours, eq(weeklyHours.sessionType, "gym"))).toBe(7);

    const gym = await clientWithPackage("changed.gym@example.com");
    const home = await clientWithPackage("changed.home@example.com", 10);
    const gymWeek = await week(gym.client, gym.sessionIds[0] ?? 0, "2026-11-30");
    expect(timesOf(gymWeek[1])).toEqual(hours(7, 8, 12, 17));
    expect(timesOf(gymWeek[6])).toEqual(hours(10));
    const homeWeek = await week(home.client, home.sessionIds[0] ?? 0, "2026-11-30");
    expect(timesOf(homeWeek[1])).toEqual(hours(6, 7, 8, 9, 10, 11, 16, 17, 18, 19, 20));

    expect((await schedule(gym.client, gym.sessionIds[0] ?? 0, "2026-12-06", "10:00")).status).toBe(200);
    expect((await schedule(gym.client, gym.sessionIds[1] ?? 0, "2026-12-01", "12:00")).status).toBe(200);
    const refused = await schedule(gym.client, gym.sessionIds[2] ?? 0, "2026-12-01", "06:00");
    expect(refused.status).toBe(400);
    expect(refused.json.issues).toEqual([
      {
        path: "time",
        message: "On Tuesdays, sessions start at 7 and 8 AM and 12 and 5 PM. Please choose one of those times.",
      },
    ]);
    // The trainer scheduling for a client keeps to the same hours.
    const forClient = await admin.post(`/api/admin/sessions/${gym.sessionIds[2]}/schedule`, {
      date: "2026-12-01",
      time: "06:00",
    });
    expect(forClient.status).toBe(400);
    expect(forClient.json.issues).toEqual([
      { path: "time", message: expect.stringMatching(/^On Tuesdays, sessions start at 7 and 8 AM/) },
    ]);
    expect((await sessionRow(gym.sessionIds[2] ?? 0))?.status).toBe("pending");
    // At home, Tuesday at 6 AM is still open.
    expect((await schedule(home.client, home.sessionIds[0] ?? 0, "2026-12-01", "06:00")).status).toBe(200);

    // Back to SPEC's week: SPEC's words again for an hour outside it.
    await admin.trpc.admin.hours.saveWeekly.mutate(specWeek("gym"));
    const sunday = await schedule(gym.client, gym.sessionIds[2] ?? 0, "2026-12-13", "10:00");
    expect(sunday.json.issues).toEqual([
      {
        path: "time",
        message: "Please choose one of the available times: Mon-Fri 6am-11am and 4pm-8pm, Sat 9am-12pm.",
      },
    ]);
  });
});

describe("closures", () => {
  const THANKSGIVING = "We're closed on Thursday, November 26: Closed for Thanksgiving. Please choose another day.";
  let thanksgiving = 0;
  const booked: { email: string; id: number }[] = [];

  it("refuse bookings on the closed days with the reason, and list the sessions already there without changing them", async () => {
    const gym = await clientWithPackage("turkey.gym@example.com");
    const home = await clientWithPackage("turkey.home@example.com", 10);
    expect((await schedule(gym.client, gym.sessionIds[0] ?? 0, "2026-11-26", "17:00")).status).toBe(200);
    expect((await schedule(home.client, home.sessionIds[0] ?? 0, "2026-11-26", "07:00")).status).toBe(200);
    booked.push({ email: "turkey.gym@example.com", id: gym.sessionIds[0] ?? 0 });
    booked.push({ email: "turkey.home@example.com", id: home.sessionIds[0] ?? 0 });
    const before = await Promise.all(booked.map(({ id }) => sessionRow(id)));
    const mailsBefore = await site.db.$count(emailOutbox);

    const added = await admin.trpc.admin.hours.addClosure.mutate({
      startsOn: "2026-11-26",
      endsOn: "2026-11-26",
      reason: "  Closed for Thanksgiving ",
    });
    const { closure, sessions } = added;
    thanksgiving = closure.id;
    expect(closure).toMatchObject({ startsOn: "2026-11-26", endsOn: "2026-11-26", reason: "Closed for Thanksgiving" });
    expect(sessions).toEqual([
      {
        id: booked[1]?.id,
        sessionNumber: 1,
        date: "2026-11-26",
        time: "07:00",
        sessionType: "home",
        clientName: "Client",
        clientEmail: "turkey.home@example.com",
        packageName: "16 Home Sessions",
        closure: { id: thanksgiving, reason: "Closed for Thanksgiving" },
      },
      expect.objectContaining({ id: booked[0]?.id, time: "17:00", sessionType: "gym", packageName: "12 Gym Sessions" }),
    ]);
    // Nothing moved, nothing cancelled, nobody told.
    expect(await Promise.all(booked.map(({ id }) => sessionRow(id)))).toEqual(before);
    expect(await site.db.$count(emailOutbox)).toBe(mailsBefore);
    // The same closure again is the same closure.
    const again = await admin.trpc.admin.hours.addClosure.mutate({
      startsOn: "2026-11-26",
      endsOn: "2026-11-26",
      reason: "Closed for Thanksgiving",
    });
    expect(again.closure.id).toBe(thanksgiving);
    expect(await site.db.$count(closures)).toBe(1);

    // Clients see the day closed, with the reason, and cannot book it; nor can the trainer for them.
    const days = await week(gym.client, gym.sessionIds[1] ?? 0, "2026-11-23");
    expect(days[3]).toEqual({
      date: "2026-11-26",
      closed: { reason: "Closed for Thanksgiving", language: "en" },
      times: [],
    });
    expect(days[4]?.closed).toBeNull();
    const refused = await schedule(gym.client, gym.sessionIds[1] ?? 0, "2026-11-26", "08:00");
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(THANKSGIVING);
    const forClient = await admin.post(`/api/admin/sessions/${gym.sessionIds[1]}/schedule`, {
      date: "2026-11-26",
      time: "08:00",
    });
    expect(forClient.status).toBe(409);
    expect(forClient.json.error).toBe(THANKSGIVING);
    // Asking again for the hour she already holds there is refused too: the day is closed.
    expect((await schedule(gym.client, gym.sessionIds[0] ?? 0, "2026-11-26", "17:00")).status).toBe(409);

    // The trainer's calendar greys the day with its reason; the sessions on it stay listed until resolved.
    const calendar = await admin.trpc.admin.bookings.calendar.query({ weekStart: "2026-11-23" });
    expect(calendar.days[3]).toMatchObject({ date: "2026-11-26", closed: { reason: "Closed for Thanksgiving" } });
    expect(calendar.days[0]).toMatchObject({ closed: null, hours: hours(6, 7, 8, 10, 11, 16, 17, 18, 19, 20) });
    const listed = await admin.trpc.admin.hours.closedDaySessions.query();
    expect(listed.map((session: { id: number }) => session.id)).toEqual([booked[1]?.id, booked[0]?.id]);
  });

  it("close a range of days, inclusive", async () => {
    const added = await admin.trpc.admin.hours.addClosure.mutate({
      startsOn: "2026-12-24",
      endsOn: "2026-12-26",
      reason: "Holiday break",
    });
    expect(added.sessions).toEqual([]);
    const { client, sessionIds } = await clientWithPackage("holidays@example.com");
    const days = await week(client, sessionIds[0] ?? 0, "2026-12-21");
    expect(days.map((day) => day.closed?.reason ?? null)).toEqual([
      null,
      null,
      null,
      "Holiday break",
      "Holiday break",
      "Holiday break",
      null,
    ]);
    const list = await admin.trpc.admin.hours.closures.query();
    expect(list.map((each: { reason: string }) => each.reason)).toEqual(["Closed for Thanksgiving", "Holiday break"]);
  });

  it("let the trainer move a session off a closed day, or cancel it with the credit back, e-mailing the client", async () => {
    const [gymSession, homeSession] = booked;
    // Less than 24 hours before the gym session (Thu 5 PM): the studio closed, so the credit still comes back.
    await setClock(new Date("2026-11-26T10:00:00Z"));
    const cancelled = await admin.trpc.admin.hours.cancelSession.mutate({ id: gymSession?.id ?? 0 });
    expect(cancelled).toMatchObject({ id: gymSession?.id, status: "pending" });
    expect(await sessionRow(gymSession?.id ?? 0)).toMatchObject({ status: "pending", date: null, timeSlotId: null });
    expect((await sessionRow(gymSession?.id ?? 0))?.policyOverride).toMatch(/credited back by coach/);
    const [cancelMail] = await mailsTo(gymSession?.email ?? "");
    expect(cancelMail?.template).toBe("session-cancelled");
    expect(cancelMail?.attachments?.[0]?.content).toContain("METHOD:CANCEL");
    const [slot] = await site.db
      .select()
      .from(timeSlots)
      .where(and(eq(timeSlots.date, "2026-11-26"), eq(timeSlots.time, "17:00")));
    expect(slot?.bookedCount).toBe(0);

    // Moving onto another closed day is refused; onto an open hour it moves, and the client gets the new invite.
    const blocked = await trpcError(
      admin.trpc.admin.hours.moveSession.mutate({ id: homeSession?.id ?? 0, date: "2026-12-25", time: "07:00" }),
    );
    expect(blocked.data?.httpStatus).toBe(409);
    expect(blocked.message).toBe("We're closed on Friday, December 25: Holiday break. Please choose another day.");
    const moved = await admin.trpc.admin.hours.moveSession.mutate({
      id: homeSession?.id ?? 0,
      date: "2026-11-27",
      time: "07:00",
    });
    expect(moved).toMatchObject({ date: "2026-11-27", time: "07:00", status: "scheduled" });
    const [moveMail] = await mailsTo(homeSession?.email ?? "");
    expect(moveMail?.template).toBe("session-rescheduled");
    expect(moveMail?.attachments?.[0]?.content).toContain("METHOD:REQUEST");

    expect(await admin.trpc.admin.hours.closedDaySessions.query()).toEqual([]);
    await setClock(MONDAY_9AM);
  });

  it("open the days again when removed, and removing twice is harmless", async () => {
    const { client, sessionIds } = await clientWithPackage("reopened@example.com");
    expect(await statusOf(admin.trpc.admin.hours.removeClosure.mutate({ id: thanksgiving }))).toBe(200);
    expect(await statusOf(admin.trpc.admin.hours.removeClosure.mutate({ id: thanksgiving }))).toBe(200);
    const days = await week(client, sessionIds[0] ?? 0, "2026-11-23");
    expect(days[3]?.closed).toBeNull();
    expect((await schedule(client, sessionIds[0] ?? 0, "2026-11-26", "08:00")).status).toBe(200);
  });

  it("let no booking slip onto a day while it is being closed", async () => {
    const racers = await Promise.all(Array.from({ length: 8 }, (_, i) => clientWithPackage(`racer${i}@example.com`)));
    const times = hours(6, 7, 8, 9, 10, 11, 16, 17);
    const [answers, closing] = await Promise.all([
      Promise.all(
        racers.map(({ client, sessionIds }, i) => schedule(client, sessionIds[0] ?? 0, "2026-12-02", times[i] ?? "")),
      ),
      admin.trpc.admin.hours.addClosure.mutate({
        startsOn: "2026-12-02",
        endsOn: "2026-12-02",
        reason: "Staff training",
      }),
    ]);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const onTheDay = await site.db
      .select({ id: packageSessions.id })
      .from(packageSessions)
      .where(and(eq(packageSessions.date, "2026-12-02"), eq(packageSessions.status, "scheduled")));
    // Every booking that got in is in the closure's answer; every one refused was told why.
    expect(closing.sessions.map((s) => s.id).sort()).toEqual(onTheDay.map((s) => s.id).sort());
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.json.error).toBe(
        "We're closed on Wednesday, December 2: Staff training. Please choose another day.",
      );
    }
  });
});

describe("the hours' inputs and access", () => {
  it("answer bad input with 400 naming the field and the rule, and change nothing", async () => {
    const issuesOf = async (name: string, input: unknown) => {
      const answer = await rawMutation(name, input);
      expect(answer.status, JSON.stringify(input)).toBe(400);
      return answer.json.error.data.issues as { path: string; message: string }[];
    };
    const week = (change: (days: { weekday: number; hours: unknown[] }[]) => void, sessionType: unknown = "gym") => {
      const days = SPEC_WEEKLY_HOURS.map((list, weekday) => ({ weekday, hours: [...list] as unknown[] }));
      change(days);
      return { sessionType, days };
    };
    const closuresBefore = await site.db.$count(closures);
    const templateBefore = await site.db.select().from(weeklyHours);

    expect(
      await issuesOf(
        "admin.hours.saveWeekly",
        week((days) => days[2]?.hours.push(24)),
      ),
    ).toEqual([{ path: "days.2.hours.11", message: "An hour must be a whole number from 0 to 23" }]);
    expect(
      await issuesOf(
        "admin.hours.saveWeekly",
        week((days) => days[2]?.hours.push(7.5)),
      ),
    ).toEqual([{ path: "days.2.hours.11", message: "An hour must be a whole number from 0 to 23" }]);
    expect(
      await issuesOf(
        "admin.hours.saveWeekly",
        week((days) => days[3]?.hours.push(7)),
      ),
    ).toEqual([{ path: "days.3.hours", message: "Each hour may appear only once in a day" }]);
    expect(
      await issuesOf(
        "admin.hours.saveWeekly",
        week((days) => {
          if (days[1]) days[1].hours = Array.from({ length: 25 }, (_, i) => i % 24);
        }),
      ),
    ).toContainEqual({ path: "days.1.hours", message: "A day has at most 24 start hours" });
    expect(
      await issuesOf(
        "admin.hours.saveWeekly",
        week(() => {}, "pool"),
      ),
    ).toEqual([{ path: "sessionType", message: "sessionType must be gym or home" }]);
    expect(
      await issuesOf(
        "admin.hours.saveWeekly",
        week((days) => days.pop()),
      ),
    ).toEqual([{ path: "days", message: "days must list all 7 weekdays" }]);
    expect(
      await issuesOf(
        "admin.hours.saveWeekly",
        week((days) => {
          if (days[6]) days[6].weekday = 1;
        }),
      ),
    ).toEqual([{ path: "days", message: "days must list each weekday once" }]);

    const closure = { startsOn: "2026-12-10", endsOn: "2026-12-10", reason: "Conference" };
    expect(await issuesOf("admin.hours.addClosure", { ...closure, reason: "   " })).toEqual([
      { path: "reason", message: "Please give a reason clients will see, e.g. Closed for Thanksgiving" },
    ]);
    expect(await issuesOf("admin.hours.addClosure", { ...closure, reason: "x".repeat(121) })).toEqual([
      { path: "reason", message: "The reason is at most 120 characters" },
    ]);
    expect(await issuesOf("admin.hours.addClosure", { startsOn: closure.startsOn, endsOn: closure.endsOn })).toEqual([
      { path: "reason", message: "reason is required" },
    ]);
    expect(await issuesOf("admin.hours.addClosure", { ...closure, endsOn: "2026-12-09" })).toEqual([
      { path: "endsOn", message: "The last day cannot be before the first day" },
    ]);
    expect(await issuesOf("admin.hours.addClosure", { ...closure, startsOn: "2026-02-30" })).toEqual([
      { path: "startsOn", message: "Must be a real calendar date" },
    ]);
    expect(await issuesOf("admin.hours.addClosure", { ...closure, endsOn: "2028-12-10" })).toEqual([
      { path: "endsOn", message: "A closure lasts at most 366 days" },
    ]);
    expect(
      await issuesOf("admin.hours.addClosure", { ...closure, startsOn: "2026-11-01", endsOn: "2026-11-20" }),
    ).toEqual([{ path: "endsOn", message: "This closure is already over: its last day has passed" }]);
    expect((await rawQuery("admin.hours.day", { date: "2026-12-01", sessionType: "spa" })).status).toBe(400);

    expect(await site.db.$count(closures)).toBe(closuresBefore);
    expect(await site.db.select().from(weeklyHours)).toEqual(templateBefore);
  });

  it("are the trainer's alone: 401 without her sign-in, a client's included", async () => {
    const { client } = await clientWithPackage("curious.client@example.com");
    for (const http of [site.client(), client]) {
      const hoursOf = http.trpc.admin.hours;
      expect(await failedWith(hoursOf.weekly.query())).toBe(401);
      expect(await failedWith(hoursOf.closures.query())).toBe(401);
      expect(await failedWith(hoursOf.closedDaySessions.query())).toBe(401);
      expect(await failedWith(hoursOf.day.query({ date: "2026-12-01", sessionType: "gym" }))).toBe(401);
      expect(await failedWith(hoursOf.saveWeekly.mutate(specWeek("gym")))).toBe(401);
      expect(
        await failedWith(hoursOf.addClosure.mutate({ startsOn: "2026-12-10", endsOn: "2026-12-10", reason: "x" })),
      ).toBe(401);
      expect(await failedWith(hoursOf.removeClosure.mutate({ id: 1 }))).toBe(401);
      expect(await failedWith(hoursOf.cancelSession.mutate({ id: 1 }))).toBe(401);
      expect(await failedWith(hoursOf.moveSession.mutate({ id: 1, date: "2026-12-01", time: "07:00" }))).toBe(401);
    }
    expect(await site.db.$count(closures, eq(closures.reason, "x"))).toBe(0);
  });

  it("offer the trainer's pickers one day's times by the same rule", async () => {
    const tuesday = await admin.trpc.admin.hours.day.query({ date: "2026-12-01", sessionType: "gym" });
    expect(tuesday).toEqual({ date: "2026-12-01", times: hours(6, 7, 8, 9, 10, 11, 16, 17, 18, 19, 20), closed: null });
    const christmas = await admin.trpc.admin.hours.day.query({ date: "2026-12-25", sessionType: "home" });
    expect(christmas).toEqual({ date: "2026-12-25", times: [], closed: { reason: "Holiday break" } });
  });
});

describe("her Spanish reason for a closure", () => {
  const spanishPage = { "x-site-language": "es" };

  it("is kept with the closure and shown to a Spanish client, the English one where she wrote none", async () => {
    await setClock(MONDAY_9AM);
    const added = await admin.trpc.admin.hours.addClosure.mutate({
      startsOn: "2026-12-03",
      endsOn: "2026-12-03",
      reason: "Closed for a fitness conference",
      translations: { es: { reason: " Cerrado por una conferencia de fitness " } },
    });
    expect(added.closure.translations).toEqual({ es: { reason: "Cerrado por una conferencia de fitness" } });
    const [row] = await site.db.select().from(closures).where(eq(closures.id, added.closure.id));
    expect(row?.translations).toEqual({ es: { reason: "Cerrado por una conferencia de fitness" } });
    const untranslated = await admin.trpc.admin.hours.addClosure.mutate({
      startsOn: "2026-12-04",
      endsOn: "2026-12-04",
      reason: "Closed for a family day",
      translations: { es: { reason: "  " } },
    });
    expect(untranslated.closure.translations).toEqual({});
    expect((await admin.trpc.admin.hours.closures.query()).find((each) => each.id === added.closure.id)).toMatchObject({
      translations: { es: { reason: "Cerrado por una conferencia de fitness" } },
    });

    const gym = await clientWithPackage("conferencia.gym@example.com");
    const sessionId = gym.sessionIds[0] ?? 0;
    const inSpanish = await gym.client.get(
      `/api/portal/availability?sessionId=${sessionId}&weekStart=2026-11-30`,
      spanishPage,
    );
    expect(inSpanish.json.days[3].closed).toEqual({ reason: "Cerrado por una conferencia de fitness", language: "es" });
    expect(inSpanish.json.days[4].closed).toEqual({ reason: "Closed for a family day", language: "en" });
    const inEnglish = await week(gym.client, sessionId, "2026-11-30");
    expect(inEnglish[3]?.closed).toEqual({ reason: "Closed for a fitness conference", language: "en" });

    const refused = await gym.client.post(
      `/api/portal/sessions/${sessionId}/schedule`,
      { date: "2026-12-03", time: "08:00" },
      spanishPage,
    );
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(
      "Cerramos el jueves, 3 de diciembre: Cerrado por una conferencia de fitness. Elige otro día.",
    );
    const refusedInEnglish = await schedule(gym.client, sessionId, "2026-12-03", "08:00");
    expect(refusedInEnglish.json.error).toBe(
      "We're closed on Thursday, December 3: Closed for a fitness conference. Please choose another day.",
    );
  });

  it("is refused when too long or not text, naming the field", async () => {
    const closure = { startsOn: "2026-12-10", endsOn: "2026-12-10", reason: "Conference" };
    const tooLong = await rawMutation("admin.hours.addClosure", {
      ...closure,
      translations: { es: { reason: "x".repeat(121) } },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error.data.issues).toEqual([
      { path: "translations.es.reason", message: "The reason is at most 120 characters" },
    ]);
    const notText = await rawMutation("admin.hours.addClosure", { ...closure, translations: { es: { reason: 7 } } });
    expect(notText.status).toBe(400);
    expect(notText.json.error.data.issues).toEqual([expect.objectContaining({ path: "translations.es.reason" })]);
    expect(await site.db.$count(closures, eq(closures.reason, "Conference"))).toBe(0);
  });
});
