// A membership of unlimited sessions within her hours, without Stripe: the trainer's package (a membership only, its
// count the server's), each paid month one session for each day of its period lapsing as it ends, one session a
// day however many requests arrive at once, and the sessions owed leaving out an unlimited month's days to book.
import { renewMockMemberships, sweepPackExpiry } from "@studio/api";
import { bookings, emailOutbox, memberships, packageSessions, sessionLedger } from "@studio/db";
import { SITE_LANGUAGE_HEADER } from "@studio/i18n/paths";
import type { Language } from "@studio/validators/languages";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingRow, clientAddress, newMembership, schedule, sessionsOf, signedInBuyer } from "../fixtures";
import { type HttpClient, signInAdmin, signInClient, startTestServer, type TestServer, trpcError } from "../harness";

// Tuesday Dec 1, 2026, 10:00 AM in Miami.
let clock = new Date("2026-12-01T15:00:00Z");
let site: TestServer;
let admin: HttpClient;
let packageId: number;

beforeAll(async () => {
  site = await startTestServer({ TRUST_PROXY: "true" }, { now: () => clock });
  admin = await signInAdmin(site);
});
afterAll(() => site?.close());

const unlimitedGym = (changes = {}) =>
  newMembership(admin, {
    name: "Unlimited Gym",
    description: "Train with me any day I am in.",
    price: "310",
    sessionCount: 8,
    unlimited: true,
    ...changes,
  });

/** She books the membership and the mock pays its first month at the checkout; signed in from her own address. */
async function signUp(email: string, language: Language = "en") {
  // Booked on the page of her language, which her e-mails keep.
  const booked = await site
    .client()
    .trpcWith({ [SITE_LANGUAGE_HEADER]: language })
    .bookings.create.mutate({
      packageId,
      clientName: "Uma Unlimited",
      clientEmail: email,
      phone: "3055550160",
    });
  await site.trpc.bookings.createPaymentIntent.mutate({ bookingId: booked.id, token: booked.accessToken });
  const [membership] = await site.db.select().from(memberships).where(eq(memberships.firstBookingId, booked.id));
  if (!membership) throw new Error("no membership");
  const { client } = await signInClient(site, email, clientAddress(site));
  const sessions = await sessionsOf(site, booked.id);
  return {
    booked,
    membership,
    client,
    sessionIds: sessions.map((session) => session.id),
    inLanguage: client.trpcWith({ [SITE_LANGUAGE_HEADER]: language }),
  };
}

describe("the trainer's unlimited package", () => {
  it("is saved as a membership of unlimited sessions, the server counting them whatever the form sent", async () => {
    const created = await unlimitedGym();
    packageId = created.id;
    expect(created).toMatchObject({ billing: "monthly", unlimited: true, sessionCount: 31 });
    const listed = (await site.trpc.packages.list.query()).find((pkg) => pkg.id === packageId);
    expect(listed).toMatchObject({ billing: "monthly", unlimited: true, price: "310.00" });
    // Saved again with a count typed in: still the server's.
    const saved = await admin.trpc.admin.packages.update.mutate({
      id: packageId,
      name: "Unlimited Gym",
      description: "Train with me any day I am in.",
      type: "gym",
      price: "310",
      durationMinutes: 60,
      sessionCount: 12,
      validMonths: null,
      billing: "monthly",
      unlimited: true,
      features: null,
      imageUrl: null,
      active: true,
    });
    expect(saved).toMatchObject({ unlimited: true, sessionCount: 31, validMonths: 1 });
  });

  it("is refused for a pack paid once, naming the field", async () => {
    const issue = [
      { path: "unlimited", message: "Unlimited sessions are for a membership: sell it as a membership, paid monthly" },
    ];
    const once = await trpcError(unlimitedGym({ name: "Unlimited Pack", billing: "once" }));
    expect(once.data?.httpStatus).toBe(400);
    expect(once.data?.issues).toEqual(issue);
    // Billing left out is a pack's for a new package.
    const unsaid = await trpcError(unlimitedGym({ name: "Unlimited Pack", billing: undefined }));
    expect(unsaid.data?.issues).toEqual(issue);
    // A pack made unlimited without becoming a membership, and the unlimited package sold once: refused alike.
    const pack = await newMembership(admin, { name: "Ten Pack", billing: "once", sessionCount: 10 });
    const { bookingCount: _count, position: _position, translations: _translations, ...fields } = pack;
    const packMadeUnlimited = await trpcError(
      admin.trpc.admin.packages.update.mutate({ ...fields, price: "199", billing: undefined, unlimited: true }),
    );
    expect(packMadeUnlimited.data?.issues).toEqual(issue);
    const unlimitedSoldOnce = await trpcError(
      admin.trpc.admin.packages.update.mutate({
        ...fields,
        id: packageId,
        price: "310",
        billing: "once",
        unlimited: undefined,
      }),
    );
    expect(unlimitedSoldOnce.data?.issues).toEqual(issue);
    const [stored] = (await admin.trpc.admin.packages.list.query()).filter((row) => row.id === pack.id);
    expect(stored).toMatchObject({ billing: "once", unlimited: false, sessionCount: 10 });
  });
});

describe("a paid month of an unlimited membership", () => {
  it("brings one session for each day of its period, lapsing as its last day ends, said so in her words", async () => {
    const { booked, membership, inLanguage } = await signUp("uma.days@example.com", "es");
    // December 1 to December 31 (the period ends on January 1 at 10 AM, the next month's first day).
    const sessions = await sessionsOf(site, booked.id);
    expect(sessions).toHaveLength(31);
    expect(sessions.every((session) => session.status === "pending")).toBe(true);
    const month = await bookingRow(site, booked.id);
    expect(month.sessionCount).toBe(31);
    expect(month.expiresAt?.toISOString()).toBe("2027-01-01T05:00:00.000Z");

    const [portal] = (await inLanguage.portal.mySessions.query()).sessions;
    expect(portal).toMatchObject({ unlimited: true, expiresOn: "2026-12-31" });
    const [mine] = await inLanguage.portal.memberships.query();
    expect(mine).toMatchObject({ id: membership.id, unlimited: true });
    const profile = await admin.trpc.admin.clients.get.query({ email: "uma.days@example.com" });
    expect(profile.bookings.map((month) => [month.id, month.unlimited])).toEqual([[booked.id, true]]);
    expect(profile.packages).toMatchObject([{ bookingId: booked.id, unlimited: true, left: 31 }]);
    const confirmation = await site.trpc.bookings.confirmation.query({ id: booked.id, token: booked.accessToken });
    expect(confirmation.package).toMatchObject({ unlimited: true });
    const [email] = await site.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, "uma.days@example.com"), eq(emailOutbox.template, "booking-confirmation")));
    expect(email?.text).toContain("sesiones ilimitadas hasta el 31 de diciembre, una por día");
    expect(email?.text).not.toContain("31 sesiones");
  });
});

describe("one session a day", () => {
  it("refuses a second session of the month on a Miami day she has one, to her and to the trainer", async () => {
    const { sessionIds, inLanguage, client } = await signUp("uma.daily@example.com", "es");
    const [first = 0, second = 0, third = 0] = sessionIds;
    expect((await schedule(client, first, "2026-12-08", "07:00")).status).toBe(200);
    const refused = await schedule(client, second, "2026-12-08", "17:00");
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(
      "Your membership includes one session a day. You already have one on Tuesday, December 8.",
    );
    const spanish = await trpcError(
      inLanguage.portal.schedule.mutate({ sessionId: second, date: "2026-12-08", time: "19:00" }),
    );
    expect(spanish.message).toBe("Tu membresía incluye una sesión por día. Ya tienes una el martes, 8 de diciembre.");
    const byTrainer = await trpcError(
      admin.trpc.admin.sessions.schedule.mutate({ id: second, date: "2026-12-08", time: "18:00", override: false }),
    );
    expect(byTrainer.data?.httpStatus).toBe(409);
    expect(byTrainer.message).toBe(
      "Your membership includes one session a day. You already have one on Tuesday, December 8.",
    );
    // The next day is free; her day's session moves within its day.
    expect((await schedule(client, second, "2026-12-09", "17:00")).status).toBe(200);
    expect((await schedule(client, first, "2026-12-08", "09:00")).status).toBe(200);
    // Cancelled with its credit back, the day is hers to book again.
    expect((await client.trpc.portal.cancelSession.mutate({ sessionId: first })).status).toBe("pending");
    expect((await schedule(client, third, "2026-12-08", "17:00")).status).toBe(200);
    const booked = (await sessionsOf(site, await bookingOf(first))).filter((session) => session.status === "scheduled");
    expect(booked.map((session) => [session.id, session.date, session.time])).toEqual([
      [second, "2026-12-09", "17:00"],
      [third, "2026-12-08", "17:00"],
    ]);
  });

  it("lets one of several requests for the same day through, however many arrive at once", async () => {
    const { sessionIds, client } = await signUp("uma.rush@example.com");
    const times = ["06:00", "07:00", "08:00", "16:00"];
    const answers = await Promise.all(times.map((time, n) => schedule(client, sessionIds[n] ?? 0, "2026-12-10", time)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    const onTheDay = await site.db
      .select()
      .from(packageSessions)
      .where(
        and(eq(packageSessions.date, "2026-12-10"), eq(packageSessions.bookingId, await bookingOf(sessionIds[0]))),
      );
    expect(onTheDay.filter((session) => session.status === "scheduled")).toHaveLength(1);
  });

  it("is a rule of unlimited months only: a pack's sessions may share a day", async () => {
    const { client, sessionIds } = await signedInBuyer(site, "pack.twice@example.com", { packageId: 6 });
    expect((await schedule(client, sessionIds[0] ?? 0, "2026-12-08", "07:00")).status).toBe(200);
    expect((await schedule(client, sessionIds[1] ?? 0, "2026-12-08", "17:00")).status).toBe(200);
  });
});

async function bookingOf(sessionId = 0) {
  const [row] = await site.db.select().from(packageSessions).where(eq(packageSessions.id, sessionId));
  if (!row) throw new Error(`No session #${sessionId}`);
  return row.bookingId;
}

describe("the reports", () => {
  it("owe an unlimited month's booked sessions only, and count it as any membership", async () => {
    const range = { from: "2026-12-01", to: "2026-12-01" };
    const before = await admin.trpc.admin.reports.summary.query(range);
    const { sessionIds, client } = await signUp("uma.owed@example.com");
    expect((await schedule(client, sessionIds[0] ?? 0, "2026-12-15", "07:00")).status).toBe(200);
    const after = await admin.trpc.admin.reports.summary.query(range);
    // One session booked of 31 days at $310: $10 owed; the 30 days left to book lapse with the month.
    expect(after.owed.sessions - before.owed.sessions).toBe(1);
    expect(Number(after.owed.value) - Number(before.owed.value)).toBeCloseTo(10, 2);
    expect(after.memberships.active - before.memberships.active).toBe(1);
    expect(Number(after.memberships.monthlyRecurring) - Number(before.memberships.monthlyRecurring)).toBe(310);
  });
});

describe("the month's end", () => {
  it("is not reminded of as a pack is, lapses the days left to book, and the next month brings its own", async () => {
    const { booked, membership } = await signUp("uma.lapse@example.com");
    const { client } = await signInClient(site, "uma.lapse@example.com", clientAddress(site));
    const [first = 0] = (await sessionsOf(site, booked.id)).map((session) => session.id);
    expect((await schedule(client, first, "2026-12-29", "07:00")).status).toBe(200);

    // Within two weeks of its last day: a pack would be reminded; an unlimited month is not.
    clock = new Date("2026-12-20T15:00:00Z");
    await sweepPackExpiry(site.server.services);
    const reminders = await site.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, "uma.lapse@example.com"), eq(emailOutbox.template, "pack-expiring")));
    expect(reminders).toHaveLength(0);

    clock = new Date("2027-01-01T05:00:00Z");
    await sweepPackExpiry(site.server.services);
    const lapsed = await sessionsOf(site, booked.id);
    expect(lapsed.filter((session) => session.status === "cancelled")).toHaveLength(30);
    expect(lapsed.find((session) => session.id === first)?.status).toBe("scheduled");
    const expired = await site.db
      .select()
      .from(sessionLedger)
      .where(and(eq(sessionLedger.bookingId, booked.id), eq(sessionLedger.kind, "expired")))
      .orderBy(asc(sessionLedger.id));
    expect(expired).toHaveLength(30);

    // January: 31 days again, lapsing as February 1 starts.
    clock = new Date("2027-01-01T15:00:00Z");
    await renewMockMemberships(site.server.services);
    const january = await bookingRow(site, await latestMonth(membership.id));
    expect(january.id).not.toBe(booked.id);
    expect(await sessionsOf(site, january.id)).toHaveLength(31);
    expect(january.expiresAt?.toISOString()).toBe("2027-02-01T05:00:00.000Z");
  });

  it("of February brings 28 sessions", async () => {
    clock = new Date("2027-02-01T15:00:00Z");
    const { booked } = await signUp("uma.february@example.com");
    expect(await sessionsOf(site, booked.id)).toHaveLength(28);
    expect((await bookingRow(site, booked.id)).expiresAt?.toISOString()).toBe("2027-03-01T05:00:00.000Z");
  });
});

/** The booking of her latest month. */
async function latestMonth(membershipId: number) {
  const months = await site.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.membershipId, membershipId))
    .orderBy(asc(bookings.id));
  return months.at(-1)?.id ?? 0;
}
