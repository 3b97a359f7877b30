// A client books each session of her package into an hourly slot: capacity holds under any concurrency,
// and SPEC section 9's policy decides what a reschedule or a cancel may do.
import {
  bookings,
  type Database,
  type PackageSession,
  packageSessions,
  packages,
  type Transaction,
  timeSlots,
  waitlistEntries,
} from "@studio/db";
import { calendarInvite, type InviteMethod, type SessionChange, sessionChange } from "@studio/email";
import { intlLocale } from "@studio/i18n";
import { packageCategory } from "@studio/validators";
import type { Language } from "@studio/validators/languages";
import { FREE_CHANGE_MS, sessionPlace, studio } from "@studio/validators/studio";
import { addDays, HOUR_MS, lastDayBefore, miamiInstant, miamiLabel, mondayOf } from "@studio/validators/studio-time";
import { TRPCError } from "@trpc/server";
import { and, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import { STUDIO_ORGANIZER, sessionEvent } from "../calendar/session-event";
import { packageNameFor } from "../catalogue/package-name";
import type { Context, Services } from "../context";
import { closedIn, openDays, refuseUnlessOpen, stillOpen } from "../hours/opening-hours";
import { audit } from "../lib/audit";
import { batchedRead } from "../lib/batched-read";
import { fieldError } from "../lib/errors";
import { sendEmail } from "../lib/outbox";
import { perDatabase } from "../lib/per-database";
import { Refusal, refusal, says } from "../lib/said";
import { queueReminder } from "../reminders/reminders";
import { awayRefusal } from "./away-refusal";
import { clashUnderLock, hoursSheIsAway, whereabouts } from "./her-time";
import { actAs } from "./ledger";
import {
  changedMeanwhile,
  HOLDS_PLACE,
  heldOffer,
  lockSlots,
  placesHeld,
  placesTaken,
  recountPlaces,
  unchangedSince,
} from "./slot-places";
import { hourKey, inTurn, placeFreed } from "./slot-turns";
import { tellTrainerOfChange } from "./trainer-notice";
import { requestWaitlistFill, settleWaitlist } from "./waitlist-entries";

export const NOTICE_MS = 12 * HOUR_MS;
export const HORIZON_MS = 8 * 7 * 24 * HOUR_MS;

/** The hour asked for has no place left: a refusal of its own kind, so that the waiting list can tell it apart. */
export class HourFull extends TRPCError {
  constructor() {
    const cause = new Refusal(says("server.sessions.full"));
    super({ code: "CONFLICT", message: cause.message, cause });
  }
}

export interface Client {
  email: string;
}

/** Who acts: the client on her own sessions, or the admin on anyone's, who may override the 24-hour rule. */
export type Actor = { client: Client } | { admin: string; override: boolean; note?: string };

/** What her e-mail says of who made a change: the trainer, with her note if she wrote one; nothing for her own. */
const trainerChange = (actor: Actor) => ("admin" in actor ? { note: actor.note } : undefined);

const sessionsWithBookings = perDatabase((db) =>
  db
    .select({
      session: packageSessions,
      booking: bookings,
      packageType: packages.type,
      unlimited: packages.unlimited,
    })
    .from(packageSessions)
    .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(sql`${packageSessions.id} = any(${sql.placeholder("ids")})`)
    .prepare("sessions_with_bookings"),
);
/** A session with its booking and package type; sessions asked for at the same moment are read together. */
const sessionWithBooking = batchedRead(async (db: Database, ids: number[]) => {
  const rows = await sessionsWithBookings(db).execute({ ids });
  return new Map(rows.map((row) => [row.session.id, row]));
});

/** How full an hour is: read before every claim, so built once per database. */
const slotFill = perDatabase((db) =>
  db
    .select({ bookedCount: timeSlots.bookedCount, maxCapacity: timeSlots.maxCapacity })
    .from(timeSlots)
    .where(
      and(
        eq(timeSlots.date, sql.placeholder("date")),
        eq(timeSlots.time, sql.placeholder("time")),
        eq(timeSlots.sessionType, sql.placeholder("sessionType")),
      ),
    )
    .prepare("slot_fill"),
);

export async function ownedSession(services: Services, actor: Actor, sessionId: number) {
  const row = await sessionWithBooking(services.db, sessionId);
  if (!row) throw refusal("NOT_FOUND", "server.sessions.notFound");
  if ("client" in actor && row.booking.clientEmail !== actor.client.email) {
    throw refusal("FORBIDDEN", "server.sessions.notYours");
  }
  if (row.booking.paymentStatus !== "paid") throw refusal("CONFLICT", "server.sessions.notPaid");
  const kind = packageCategory(row.packageType);
  if (kind !== "gym" && kind !== "home") {
    throw refusal("CONFLICT", "server.sessions.notScheduled");
  }
  return { ...row, sessionType: kind };
}

/**
 * A client books her pack's sessions up to its last day (bookings/expiry.ts); the trainer, who can give it more
 * time, is not held to it.
 */
export function refuseAfterExpiry(booking: { expiresAt: Date | null }, startsAt: Date) {
  if (!booking.expiresAt || startsAt < booking.expiresAt) return;
  const lastDay = lastDayBefore(booking.expiresAt);
  throw fieldError(
    "date",
    says("server.sessions.afterExpiry", (language) => ({
      date: new Date(`${lastDay}T12:00:00Z`).toLocaleDateString(intlLocale(language), {
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      }),
    })),
  );
}

/** Free places by day and hour for one week; other clients appear only as counts. */
export async function availability(
  services: Services,
  actor: Actor,
  sessionId: number,
  weekStart: string,
  language: Language = "en",
) {
  const owned = await ownedSession(services, actor, sessionId);
  const { sessionType, booking } = owned;
  const monday = mondayOf(weekStart);
  const sunday = addDays(monday, 6);
  const [rows, open, held, mine] = await Promise.all([
    services.db
      .select()
      .from(timeSlots)
      .where(and(eq(timeSlots.sessionType, sessionType), gte(timeSlots.date, monday), lte(timeSlots.date, sunday))),
    openDays(services.db, monday, sunday, sessionType),
    heldByHour(services, sessionType, monday, sunday, "client" in actor ? actor.client.email : undefined),
    herHours(services, booking.clientEmail, monday, sunday),
  ]);
  const now = services.now().getTime();
  const away = await hoursSheIsAway(
    services.db,
    open.days.flatMap(({ date, times }) => times.map((time) => miamiInstant(date, time))),
    whereaboutsOf(owned),
    services.now(),
    { sessionId, clientEmail: booking.clientEmail },
  );
  const days = open.days.map(({ date, times, closed }) => ({
    date,
    // Her reason in the page's language: her Spanish one on a Spanish page, where she wrote it.
    closed: closedIn(closed, language),
    times: times.map((time) => {
      const startsAt = miamiInstant(date, time);
      const lead = startsAt.getTime() - now;
      const slot = rows.find((row) => row.date === date && row.time === time);
      // An hour she spends elsewhere (another home, or too far to travel) is full for this client.
      const free = away.has(startsAt.toISOString())
        ? 0
        : Math.max(0, (slot?.maxCapacity ?? 3) - (slot?.bookedCount ?? 0) - (held.get(`${date} ${time}`) ?? 0));
      const open = lead >= NOTICE_MS && lead <= HORIZON_MS;
      return {
        time,
        startsAt: startsAt.toISOString(),
        free: open ? free : 0,
        available: open && free > 0,
        full: open && free === 0,
        mine: mine.get(`${date} ${time}`) ?? null,
      };
    }),
  }));
  return { weekStart: monday, timeZone: studio.timeZone, sessionType, days };
}

export type OwnedSession = Awaited<ReturnType<typeof ownedSession>>;

/** Where the session puts the trainer: the gym, or this client's home. */
export const whereaboutsOf = (row: OwnedSession) => whereabouts(row.sessionType, row.booking.address, row.booking.id);

export const placeOf = (row: OwnedSession) =>
  sessionPlace(row.sessionType === "home", row.booking.address, row.booking.language);

/**
 * The session as her calendar sees it, at `startsAt` and with the SEQUENCE stored after the change, in the language
 * she booked in (`packageName` as she reads it, `packageNameFor`).
 */
function calendarFile(
  services: Services,
  row: OwnedSession,
  method: InviteMethod,
  at: { startsAt: Date; calendarSequence: number },
  packageName: string,
) {
  return calendarInvite({
    method,
    event: sessionEvent(services.publicUrl, {
      id: row.session.id,
      sessionNumber: row.session.sessionNumber,
      calendarSequence: at.calendarSequence,
      startsAt: at.startsAt,
      packageName,
      place: placeOf(row),
      language: row.booking.language,
    }),
    organizer: STUDIO_ORGANIZER,
    attendee: { name: row.booking.clientName, email: row.booking.clientEmail },
    now: services.now(),
  });
}

/** "Add to calendar": her scheduled session as an .ics file to import. */
export async function sessionCalendarFile(services: Services, actor: Actor, sessionId: number) {
  const row = await ownedSession(services, actor, sessionId);
  const { startsAt, calendarSequence } = row.session;
  if (row.session.status !== "scheduled" || !startsAt) {
    throw refusal("CONFLICT", "server.calendar.scheduleFirst");
  }
  return {
    filename: `training-session-${row.session.sessionNumber}.ics`,
    content: calendarFile(
      services,
      row,
      "PUBLISH",
      { startsAt, calendarSequence },
      await packageNameFor(services, row.booking),
    ),
  };
}

/**
 * The e-mail of a change, with the invite that updates (REQUEST) or removes (CANCEL) the one event her calendar
 * keeps for the session. `after` is the session row as the change left it: its SEQUENCE is the one stored.
 */
async function notify(
  services: Services,
  row: OwnedSession,
  change: SessionChange,
  startsAt: Date,
  after: PackageSession,
  { autoBooked = false, byTrainer }: { autoBooked?: boolean; byTrainer?: { note?: string } } = {},
) {
  const location = placeOf(row);
  const when = miamiLabel(startsAt, row.booking.language);
  const method = change === "scheduled" || change === "rescheduled" ? "REQUEST" : "CANCEL";
  const packageName = await packageNameFor(services, row.booking);
  const invite = calendarFile(
    services,
    row,
    method,
    { startsAt, calendarSequence: after.calendarSequence },
    packageName,
  );
  await sendEmail(services, {
    to: row.booking.clientEmail,
    template: `session-${change}`,
    email: sessionChange({
      change,
      clientName: row.booking.clientName,
      sessionNumber: row.session.sessionNumber,
      packageName,
      when,
      location,
      autoBooked,
      byTrainer,
      language: row.booking.language,
    }),
    attachments: [
      { filename: "session.ics", contentType: `text/calendar; charset=utf-8; method=${method}`, content: invite },
    ],
  });
}

/** A session before and after a change the trainer made outside scheduling. */
export interface StudioChange {
  before: PackageSession;
  after: PackageSession;
}

/**
 * The trainer changed sessions outside scheduling (a status she set, a whole booking cancelled): each session
 * still ahead that left her calendar gets its CANCEL, and one put back on it its REQUEST, with the SEQUENCE the
 * change stored. Call it after the change's transaction has committed.
 */
export async function notifyStudioChanges(services: Services, changes: StudioChange[]) {
  const now = services.now().getTime();
  const ahead = (session: PackageSession) =>
    session.status === "scheduled" && session.startsAt !== null && session.startsAt.getTime() > now;
  await Promise.all(
    changes.map(async ({ before, after }) => {
      const left = ahead(before) && after.status !== "scheduled";
      const back = ahead(after) && before.status !== "scheduled";
      const startsAt = left ? before.startsAt : back ? after.startsAt : null;
      if (!startsAt) return;
      const row = await sessionWithBooking(services.db, after.id);
      const kind = row && packageCategory(row.packageType);
      if (!row || (kind !== "gym" && kind !== "home")) return;
      await notify(services, { ...row, sessionType: kind }, left ? "withdrawn" : "scheduled", startsAt, after);
    }),
  );
}

/** Places held by waiting-list offers, by "date time", in a week; her own offers hold nothing against her. */
/** The hours of a week she already holds (a session of any of her packages) or waits for, by "date time". */
async function herHours(services: Services, email: string, from: string, to: string) {
  const inWeek = (date: typeof packageSessions.date | typeof waitlistEntries.date) =>
    and(gte(date, from), lte(date, to));
  const [booked, waiting] = await Promise.all([
    services.db
      .select({ date: packageSessions.date, time: packageSessions.time })
      .from(packageSessions)
      .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
      .where(
        and(eq(bookings.clientEmail, email), eq(packageSessions.status, "scheduled"), inWeek(packageSessions.date)),
      ),
    services.db
      .select({ date: waitlistEntries.date, time: waitlistEntries.time })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.clientEmail, email),
          inArray(waitlistEntries.status, ["waiting", "offered"]),
          inWeek(waitlistEntries.date),
        ),
      ),
  ]);
  const hours = new Map<string, "booked" | "waiting">();
  for (const { date, time } of waiting) hours.set(`${date} ${time}`, "waiting");
  for (const { date, time } of booked) if (date && time) hours.set(`${date} ${time}`, "booked");
  return hours;
}

async function heldByHour(services: Services, sessionType: string, from: string, to: string, except?: string) {
  const rows = await services.db
    .select({ date: waitlistEntries.date, time: waitlistEntries.time, held: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.sessionType, sessionType as OwnedSession["sessionType"]),
        gte(waitlistEntries.date, from),
        lte(waitlistEntries.date, to),
        heldOffer(services.now()),
        except ? ne(waitlistEntries.clientEmail, except) : undefined,
      ),
    )
    .groupBy(waitlistEntries.date, waitlistEntries.time);
  return new Map(rows.map((row) => [`${row.date} ${row.time}`, row.held]));
}

export interface ScheduleOptions {
  /** A waiting-list claim: her offer holds the place, so an hour recently found full is asked again. */
  claim?: boolean;
  /** Booked for her by the waiting list, as she asked when she joined it: her e-mail says where the place came from. */
  autoBooked?: boolean;
}

/** Books (or moves) a session into a slot in one transaction; a full slot answers 409. */
export async function scheduleSession(
  services: Services,
  actor: Actor,
  sessionId: number,
  date: string,
  time: string,
  options: ScheduleOptions = {},
) {
  const row = await ownedSession(services, actor, sessionId);
  const now = services.now().getTime();
  const startsAt = miamiInstant(date, time);
  if (startsAt.getTime() - now < NOTICE_MS) throw fieldError("time", says("server.sessions.tooSoon"));
  if (startsAt.getTime() - now > HORIZON_MS) throw fieldError("date", says("server.sessions.tooFar"));
  if ("client" in actor) refuseAfterExpiry(row.booking, startsAt);
  await refuseUnlessOpen(services.db, row.sessionType, date, time);
  // Asked again for the hour it already holds (a double tap, a retried request): the same answer, nothing re-sent.
  if (row.session.status === "scheduled" && row.session.date === date && row.session.time === time) {
    return scheduledAnswer(sessionId, date, time, startsAt);
  }
  const moving = row.session.status === "scheduled";
  const late = moving && (row.session.startsAt?.getTime() ?? 0) - now < FREE_CHANGE_MS;
  const override = late ? overrideNote(services, actor, "moved") : null;
  if (late && !override) throw refusal("CONFLICT", "server.sessions.within24Hours");
  if (!moving && row.session.status !== "pending") {
    throw refusal("CONFLICT", "server.sessions.noLongerScheduled");
  }

  // Claims for this hour go one at a time on this instance: a full slot answers at once, without a
  // transaction, and once one claim finds it full the rest of a rush is told without asking the database.
  const after = await inTurn(services.db, hourKey(date, time, row.sessionType), async (turn) => {
    if (turn.knownFull && !options.claim) throw new HourFull();
    const [existing] = await slotFill(services.db).execute({ date, time, sessionType: row.sessionType });
    if (existing && existing.bookedCount >= existing.maxCapacity) {
      turn.markFull();
      throw new HourFull();
    }
    return services.db.transaction(async (tx) => {
      await actAs(tx, actor);
      await holdOnePlacePerHour(tx, row, startsAt);
      await oneSessionADay(tx, row, date);
      await stillOpen(tx, row.sessionType, date, time);
      const visit = { startsAt, place: whereaboutsOf(row) };
      const { away, travelMs } = await clashUnderLock(tx, visit, services.now(), {
        sessionId,
        clientEmail: row.booking.clientEmail,
      });
      if (away) {
        if ("admin" in actor) throw awayRefusal(visit, away, travelMs);
        turn.markFull();
        throw new HourFull();
      }
      if (!existing)
        await tx.insert(timeSlots).values({ date, time, sessionType: row.sessionType }).onConflictDoNothing();
      const previous = row.session.timeSlotId;
      const slots = await lockSlots(tx, [previous], { date, time, sessionType: row.sessionType });
      const slot = slots.find(
        (each) => each.date === date && each.time === time && each.sessionType === row.sessionType,
      );
      const hour = { date, time, sessionType: row.sessionType };
      const taken = slot
        ? (await placesTaken(tx, slot.id, sessionId)) +
          (await placesHeld(tx, hour, services.now(), row.booking.clientEmail))
        : 0;
      if (!slot || taken >= slot.maxCapacity) {
        turn.markFull();
        throw new HourFull();
      }
      const [updated] = await tx
        .update(packageSessions)
        .set({
          date,
          time,
          startsAt,
          timeSlotId: slot.id,
          status: "scheduled",
          reminderSent: false,
          ...(override ? { policyOverride: override } : {}),
        })
        .where(unchangedSince(row.session))
        .returning();
      if (!updated) throw changedMeanwhile();
      await recountPlaces(tx, slots);
      await settleWaitlist(tx, sessionId, row.booking.clientEmail, hour);
      await auditByAdmin(tx, actor, row, moving ? "session.move" : "session.schedule", updated);
      return updated;
    });
  });
  if (moving) freedPlace(services, row);
  await notify(services, row, moving ? "rescheduled" : "scheduled", startsAt, after, {
    autoBooked: options.autoBooked,
    byTrainer: trainerChange(actor),
  });
  // One notice per change: a place from the waiting list is told as such instead of as a booking.
  if ("client" in actor)
    await tellTrainerOfChange(services, row, moving ? "rescheduled" : options.claim ? "waitlisted" : "scheduled", {
      from: moving ? row.session.startsAt : null,
      to: startsAt,
    });
  await queueReminder(services, sessionId, startsAt, row.booking.clientEmail);
  return scheduledAnswer(sessionId, date, time, startsAt);
}

const scheduledAnswer = (id: number, date: string, time: string, startsAt: Date) => ({
  id,
  date,
  time,
  startsAt: startsAt.toISOString(),
  status: "scheduled" as const,
  when: miamiLabel(startsAt),
});

/**
 * Until the transaction ends, nobody schedules or moves this client's sessions: taken by every scheduling change,
 * and by the trainer's cancel of a whole booking, which must see the sessions stay as it counts them.
 */
export async function lockClientHours(tx: Transaction, email: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`client-hour:${email}`}, 0))`);
}

/**
 * A client holds at most one place in any hour, across all her packages (gym and home alike): a second session
 * there would take a place from somebody else. Her scheduling changes take turns on a lock of her own for the
 * rest of the transaction, so two of them at once cannot both find the hour free.
 */
async function holdOnePlacePerHour(tx: Transaction, row: OwnedSession, startsAt: Date) {
  const email = row.booking.clientEmail;
  await lockClientHours(tx, email);
  const [clash] = await tx
    .select({ id: packageSessions.id })
    .from(packageSessions)
    .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
    .where(
      and(
        eq(bookings.clientEmail, email),
        eq(packageSessions.status, "scheduled"),
        eq(packageSessions.startsAt, startsAt),
        ne(packageSessions.id, row.session.id),
      ),
    )
    .limit(1);
  if (clash) {
    throw refusal("CONFLICT", "server.sessions.alreadyThen", (language) => ({ when: miamiLabel(startsAt, language) }));
  }
}

/**
 * A month of an unlimited membership is one session a day: a second live session (booked, attended or missed) of
 * the same month on the same Miami day is refused, for the client and the trainer alike. Run under her scheduling
 * lock (holdOnePlacePerHour takes it), so two requests for one day cannot both find it free.
 */
export async function oneSessionADay(
  tx: Transaction,
  row: { unlimited: boolean; session: Pick<PackageSession, "id" | "bookingId"> },
  date: string,
) {
  if (!row.unlimited) return;
  const [same] = await tx
    .select({ id: packageSessions.id })
    .from(packageSessions)
    .where(
      and(
        eq(packageSessions.bookingId, row.session.bookingId),
        eq(packageSessions.date, date),
        inArray(packageSessions.status, [...HOLDS_PLACE]),
        ne(packageSessions.id, row.session.id),
      ),
    )
    .limit(1);
  if (same) {
    throw refusal("CONFLICT", "server.sessions.oneADay", (language) => ({
      day: new Date(`${date}T12:00:00Z`).toLocaleDateString(intlLocale(language), {
        weekday: "long",
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      }),
    }));
  }
}

/** What an audit entry keeps of a session: where it stands and when. */
export const sessionFields = (session: PackageSession) => ({
  sessionNumber: session.sessionNumber,
  status: session.status,
  date: session.date,
  time: session.time,
  policyOverride: session.policyOverride,
});

/** The trainer's change to a client's session goes on the audit trail, in its transaction; a client's own does not. */
async function auditByAdmin(
  tx: Transaction,
  actor: Actor,
  row: OwnedSession,
  action: "session.schedule" | "session.move" | "session.cancel",
  after: PackageSession,
) {
  if (!("admin" in actor)) return;
  await audit(tx, {
    actor: actor.admin,
    action,
    bookingId: row.booking.id,
    sessionId: row.session.id,
    clientEmail: row.booking.clientEmail,
    before: sessionFields(row.session),
    after: sessionFields(after),
  });
}

/** The admin's recorded exception to the 24-hour rule, or null when it does not apply. */
function overrideNote(services: Services, actor: Actor, what: string): string | null {
  if (!("admin" in actor) || !actor.override) return null;
  return `Within 24 hours, ${what} by ${actor.admin} on ${services.now().toISOString()}`;
}

/**
 * The hour a session held has a place again: claims for it ask the database from now on, and the first in its
 * waiting list is served.
 */
function freedPlace(services: Services, row: OwnedSession) {
  const { date, time } = row.session;
  if (!date || !time) return;
  placeFreed(services.db, hourKey(date, time, row.sessionType));
  void requestWaitlistFill(services, { date, time, sessionType: row.sessionType });
}

/** 24 hours or more ahead the credit comes back (pending); later, the session is forfeited (cancelled). */
export async function cancelSession(services: Context, actor: Actor, sessionId: number) {
  const row = await ownedSession(services, actor, sessionId);
  if (row.session.status !== "scheduled" || !row.session.startsAt) {
    throw refusal("CONFLICT", "server.sessions.cancelOnlyScheduled");
  }
  const startsAt = row.session.startsAt;
  const early = startsAt.getTime() - services.now().getTime() >= FREE_CHANGE_MS;
  const override = early ? null : overrideNote(services, actor, "cancelled with the session credited back");
  const creditBack = early || override !== null;
  const after = await services.db.transaction(async (tx) => {
    await actAs(tx, actor);
    const slots = await lockSlots(tx, [row.session.timeSlotId]);
    const [updated] = await tx
      .update(packageSessions)
      .set(
        creditBack
          ? {
              status: "pending",
              date: null,
              time: null,
              startsAt: null,
              timeSlotId: null,
              ...(override ? { policyOverride: override } : {}),
            }
          : { status: "cancelled", timeSlotId: null },
      )
      .where(unchangedSince(row.session))
      .returning();
    if (!updated) throw changedMeanwhile();
    await recountPlaces(tx, slots);
    await auditByAdmin(tx, actor, row, "session.cancel", updated);
    return updated;
  });
  freedPlace(services, row);
  await notify(services, row, creditBack ? "cancelled" : "forfeited", startsAt, after, {
    byTrainer: trainerChange(actor),
  });
  if ("client" in actor)
    await tellTrainerOfChange(services, row, creditBack ? "cancelled" : "forfeited", { from: startsAt, to: null });
  return {
    id: sessionId,
    status: creditBack ? ("pending" as const) : ("cancelled" as const),
    message: says(creditBack ? "server.sessions.cancelled" : "server.sessions.cancelledForfeited").in(
      services.request.wordsIn,
    ),
  };
}
