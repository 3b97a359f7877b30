// A fair waiting list for a full hour: first come, first served, one place in line per client per hour.
//
// When a place frees (a cancel, a move, more capacity), the hour's line is served under the hour's row lock, so
// each freed place goes to exactly one person whatever the concurrency and however many instances:
// - 24 hours or more before the start, the first in line gets it: booked at once from her pack when she chose
//   "book me automatically", or offered to her alone, the place held for her until her offer runs out (2 hours,
//   less as the 24-hour mark nears). Left to lapse, it passes to the next.
// - Inside 24 hours, it is offered to everyone left in line and the first to claim it has it.
// Scheduling counts a held place as taken (slot-places.ts), so nobody else can take it meanwhile.
import { bookings, packageSessions, type Transaction, type WaitlistEntry, waitlistEntries } from "@studio/db";
import { waitlistOffer } from "@studio/email";
import { pathIn } from "@studio/i18n/paths";
import type { WaitlistEntryView } from "@studio/validators";
import { DEFAULT_LANGUAGE, type Language } from "@studio/validators/languages";
import { FREE_CHANGE_MS } from "@studio/validators/studio";
import { miamiInstant, miamiLabel } from "@studio/validators/studio-time";
import { and, asc, count, eq, gte, lte, sql } from "drizzle-orm";
import { packageNamesIn } from "../catalogue/package-name";
import type { Services } from "../context";
import { refuseUnlessOpen } from "../hours/opening-hours";
import { fieldError } from "../lib/errors";
import { sendEmail } from "../lib/outbox";
import { refusal, says } from "../lib/said";
import { safeEqual, signFor } from "../lib/tokens";
import { notifyWaitlistOffer } from "../push/notices";
import { clashFor, lockHerDays, travelTime, whereabouts } from "./her-time";
import {
  type Client,
  HORIZON_MS,
  HourFull,
  lockClientHours,
  NOTICE_MS,
  ownedSession,
  placeOf,
  refuseAfterExpiry,
  scheduleSession,
  whereaboutsOf,
} from "./scheduling";
import { type Hour, lockSlots, offeredAlone, placesHeld, placesTaken } from "./slot-places";
import { inLine, requestWaitlistFill } from "./waitlist-entries";

const MINUTE_MS = 60_000;
/** How long an offer to her alone holds the place. */
export const OFFER_WINDOW_MS = 120 * MINUTE_MS;
/** An offer shorter than this is no offer: the place goes to everyone in line instead. */
const SHORTEST_OFFER_MS = 15 * MINUTE_MS;
/** The hold while the server books an automatic place for her. */
const AUTO_BOOK_HOLD_MS = 5 * MINUTE_MS;
/** Places in line one client may hold at once. */
const MOST_PLACES_IN_LINE = 5;

/**
 * How long the place offered `now` to the first in line for an hour starting at `startsAt` is held for her: 2 hours,
 * less as the 24-hour mark nears, so an offer to her alone ends by it; null under 15 minutes before it (no offer: the
 * place goes to everyone in line). Booking it for her automatically holds it a few minutes, whenever it is.
 */
export function offerHoldMs(startsAt: Date, now: Date, autoBook: boolean): number | null {
  if (autoBook) return AUTO_BOOK_HOLD_MS;
  const untilDeadline = startsAt.getTime() - FREE_CHANGE_MS - now.getTime();
  return untilDeadline < SHORTEST_OFFER_MS ? null : Math.min(OFFER_WINDOW_MS, untilDeadline);
}

const claimSignature = (services: Services, entry: Pick<WaitlistEntry, "id" | "offerRound">) =>
  signFor(services.secret, "waitlist-offer", `${entry.id}:${entry.offerRound}`);

const hourOf = (entry: Pick<WaitlistEntry, "date" | "time" | "sessionType">): Hour => ({
  date: entry.date,
  time: entry.time,
  sessionType: entry.sessionType,
});

const sameHour = (hour: Hour) =>
  and(
    eq(waitlistEntries.sessionType, hour.sessionType),
    eq(waitlistEntries.date, hour.date),
    eq(waitlistEntries.time, hour.time),
  );

/** She joins the line of a full hour with one of her sessions still to schedule; joining twice is one place. */
export async function joinWaitlist(
  services: Services,
  client: Client,
  input: { sessionId: number; date: string; time: string; autoBook: boolean; requestKey?: string },
) {
  const row = await ownedSession(services, { client }, input.sessionId);
  if (row.session.status !== "pending") {
    throw refusal("CONFLICT", "server.waitlist.onlyToSchedule");
  }
  const hour: Hour = { date: input.date, time: input.time, sessionType: row.sessionType };
  const startsAt = miamiInstant(hour.date, hour.time);
  const lead = startsAt.getTime() - services.now().getTime();
  if (lead < NOTICE_MS) throw fieldError("time", says("server.sessions.tooSoon"));
  if (lead > HORIZON_MS) throw fieldError("date", says("server.sessions.tooFar"));
  refuseAfterExpiry(row.booking, startsAt);
  await refuseUnlessOpen(services.db, hour.sessionType, hour.date, hour.time);

  await services.db.transaction(async (tx) => {
    // Her own changes take turns, so the count of her places in line holds under a burst.
    await lockClientHours(tx, client.email);
    const [slot] = await lockSlots(tx, [], hour);
    const free = slot
      ? slot.maxCapacity - (await placesTaken(tx, slot.id)) - (await placesHeld(tx, hour, services.now(), client.email))
      : 1;
    const [already] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.clientEmail, client.email), sameHour(hour), inLine));
    if (already) return;
    // An hour with a place the trainer cannot be at (she is at another home, or too far to travel) is full for her.
    const sheIsAway = async () =>
      (await clashFor(tx, { startsAt, place: whereaboutsOf(row) }, await travelTime(tx), services.now(), {
        sessionId: input.sessionId,
        clientEmail: client.email,
      })) !== null;
    if (free > 0 && !(await sheIsAway())) {
      throw refusal("CONFLICT", "server.waitlist.hasPlace");
    }
    const [{ value: places } = { value: 0 }] = await tx
      .select({ value: count() })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.clientEmail, client.email), inLine));
    if (places >= MOST_PLACES_IN_LINE) {
      throw refusal("CONFLICT", "server.waitlist.atMost", { count: MOST_PLACES_IN_LINE });
    }
    await tx
      .insert(waitlistEntries)
      .values({
        sessionId: input.sessionId,
        clientEmail: client.email,
        ...hour,
        startsAt,
        autoBook: input.autoBook,
        requestKey: input.requestKey,
      })
      .onConflictDoNothing();
  });
  const mine = await waitlistOf(services, client.email, hour);
  if (!mine) throw new Error("A place in line was written, yet it cannot be read");
  return mine;
}

/** She steps out of a line; an offer she held goes to the next. Leaving twice is harmless. */
export async function leaveWaitlist(services: Services, client: Client, entryId: number) {
  const [left] = await services.db
    .update(waitlistEntries)
    .set({ status: "left" })
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.clientEmail, client.email), inLine))
    .returning();
  if (left?.offeredAt) void requestWaitlistFill(services, hourOf(left));
  if (!left) {
    const [mine] = await services.db
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.clientEmail, client.email)));
    if (!mine) throw refusal("NOT_FOUND", "server.waitlist.notFound");
  }
  return { success: true as const };
}

/**
 * Her places in line (waiting or offered), soonest hour first, each with its position and its package named in the
 * page's language.
 */
export async function myWaitlist(
  services: Services,
  email: string,
  hour?: Hour,
  language: Language = DEFAULT_LANGUAGE,
): Promise<WaitlistEntryView[]> {
  const ahead = sql<number>`(select count(*)::int from ${waitlistEntries} other
    where other.session_type = ${waitlistEntries.sessionType} and other.date = ${waitlistEntries.date}
      and other.time = ${waitlistEntries.time} and other.status in ('waiting', 'offered')
      and other.id < ${waitlistEntries.id})`;
  const rows = await services.db
    .select({
      entry: waitlistEntries,
      sessionNumber: packageSessions.sessionNumber,
      packageId: bookings.packageId,
      packageName: bookings.packageName,
      ahead,
    })
    .from(waitlistEntries)
    .innerJoin(packageSessions, eq(packageSessions.id, waitlistEntries.sessionId))
    .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
    .where(and(eq(waitlistEntries.clientEmail, email), inLine, hour ? sameHour(hour) : undefined))
    .orderBy(asc(waitlistEntries.startsAt))
    .limit(MOST_PLACES_IN_LINE);
  const now = services.now();
  const nameOf = await packageNamesIn(services, language);
  return rows.map(({ entry, sessionNumber, packageId, packageName, ahead }) => {
    const open = entry.status === "offered" && entry.offerExpiresAt !== null && entry.offerExpiresAt > now;
    return {
      id: entry.id,
      sessionId: entry.sessionId,
      sessionNumber,
      packageName: nameOf({ packageId, packageName }),
      date: entry.date,
      time: entry.time,
      startsAt: entry.startsAt,
      when: miamiLabel(entry.startsAt),
      autoBook: entry.autoBook,
      status: entry.status,
      position: ahead + 1,
      offerExpiresAt: open ? entry.offerExpiresAt : null,
      claimToken: open ? claimSignature(services, entry) : null,
    };
  });
}

async function waitlistOf(services: Services, email: string, hour: Hour) {
  const [entry] = await myWaitlist(services, email, hour);
  return entry;
}

/**
 * The link in her offer e-mail: the place is hers if the offer is still open (and, offered to everyone, still
 * free). Taken by someone quicker, she keeps her place in line.
 */
export async function claimOffer(services: Services, input: { entry: number; token: string }) {
  const [entry] = await services.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, input.entry));
  if (!entry || !safeEqual(input.token, claimSignature(services, entry))) {
    throw refusal("NOT_FOUND", "server.waitlist.offerNotFound");
  }
  if (entry.status === "booked") {
    const [session] = await services.db.select().from(packageSessions).where(eq(packageSessions.id, entry.sessionId));
    if (session?.status === "scheduled" && session.date === entry.date && session.time === entry.time) {
      return placedAnswer(entry);
    }
  }
  if (entry.status !== "offered" || !entry.offerExpiresAt || entry.offerExpiresAt <= services.now()) {
    throw refusal("CONFLICT", "server.waitlist.offerEnded");
  }
  try {
    await scheduleSession(services, { client: { email: entry.clientEmail } }, entry.sessionId, entry.date, entry.time, {
      claim: true,
    });
  } catch (error) {
    // Someone claimed an offer made to everyone first: she stays in line, in the same place.
    if (error instanceof HourFull) {
      await services.db
        .update(waitlistEntries)
        .set({ status: "waiting", offeredAt: null, offerExpiresAt: null })
        .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, "offered")));
    }
    throw error;
  }
  return placedAnswer(entry);
}

const placedAnswer = (entry: WaitlistEntry) => ({
  id: entry.sessionId,
  date: entry.date,
  time: entry.time,
  startsAt: entry.startsAt.toISOString(),
  status: "scheduled" as const,
  when: miamiLabel(entry.startsAt),
});

interface Offer {
  entry: WaitlistEntry;
  alone: boolean;
}

/**
 * Serves an hour's line: ends the offers that ran out, then gives each free place to the next in line. Run by the
 * `fill-waitlist` job after a place frees and when an offer runs out, and by the minute's sweep.
 */
export async function fillWaitlist(services: Services, hour: Hour) {
  const now = services.now();
  const startsAt = miamiInstant(hour.date, hour.time);
  const lead = startsAt.getTime() - now.getTime();
  const { offers, autoBooks } = await services.db.transaction(async (tx) => {
    const offers: Offer[] = [];
    const autoBooks: WaitlistEntry[] = [];
    // Where she will be is decided under the same day locks as scheduling: an offer holds its place for her too.
    const travelMs = await travelTime(tx);
    await lockHerDays(tx, startsAt, travelMs);
    const [slot] = await lockSlots(tx, [], hour);
    await endLapsedOffers(tx, hour, now);
    if (lead < NOTICE_MS) {
      // Too late to schedule: the line closes.
      await tx
        .update(waitlistEntries)
        .set({ status: "closed" })
        .where(and(sameHour(hour), inLine));
      return { offers, autoBooks };
    }
    if (!slot) return { offers, autoBooks };
    let free = slot.maxCapacity - (await placesTaken(tx, slot.id)) - (await placesHeld(tx, hour, now));
    while (free > 0) {
      const [next] = await tx
        .select({
          entry: waitlistEntries,
          sessionStatus: packageSessions.status,
          bookingId: bookings.id,
          address: bookings.address,
        })
        .from(waitlistEntries)
        .innerJoin(packageSessions, eq(packageSessions.id, waitlistEntries.sessionId))
        .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
        .where(and(sameHour(hour), eq(waitlistEntries.status, "waiting")))
        .orderBy(asc(waitlistEntries.id))
        .limit(1);
      if (!next) break;
      if (next.sessionStatus !== "pending") {
        await tx.update(waitlistEntries).set({ status: "closed" }).where(eq(waitlistEntries.id, next.entry.id));
        continue;
      }
      // The trainer cannot be there for her (at another home then, or too far to travel): the line waits.
      const place = whereabouts(hour.sessionType, next.address, next.bookingId);
      const leaveOut = { sessionId: next.entry.sessionId, clientEmail: next.entry.clientEmail };
      if (await clashFor(tx, { startsAt, place }, travelMs, now, leaveOut)) break;
      const hold = offerHoldMs(startsAt, now, next.entry.autoBook);
      if (hold === null) {
        offers.push(...(await offerToEveryone(tx, hour, now, startsAt)));
        break;
      }
      const [offered] = await tx
        .update(waitlistEntries)
        .set({
          status: "offered",
          offerRound: sql`${waitlistEntries.offerRound} + 1`,
          offeredAt: now,
          offerExpiresAt: new Date(now.getTime() + hold),
        })
        .where(eq(waitlistEntries.id, next.entry.id))
        .returning();
      if (!offered) break;
      if (offered.autoBook) autoBooks.push(offered);
      else offers.push({ entry: offered, alone: true });
      free--;
    }
    return { offers, autoBooks };
  });
  for (const entry of autoBooks) await bookAutomatically(services, entry);
  for (const offer of offers) await sendOffer(services, offer);
  const ends = offers.map(({ entry }) => entry.offerExpiresAt?.getTime() ?? 0).filter((end) => end > 0);
  if (ends.length) void requestWaitlistFill(services, hour, new Date(Math.min(...ends) + 1000));
}

/** Offers to her alone that ran out lapse (she leaves the line); offers to everyone that ran out close. */
async function endLapsedOffers(tx: Transaction, hour: Hour, now: Date) {
  await tx
    .update(waitlistEntries)
    .set({
      status: sql`case when ${offeredAlone} then 'lapsed' else 'closed' end`,
    })
    .where(and(sameHour(hour), eq(waitlistEntries.status, "offered"), lte(waitlistEntries.offerExpiresAt, now)));
}

/** Inside 24 hours: everyone still waiting is offered the place until scheduling closes, 12 hours before. */
async function offerToEveryone(tx: Transaction, hour: Hour, now: Date, startsAt: Date): Promise<Offer[]> {
  const offered = await tx
    .update(waitlistEntries)
    .set({
      status: "offered",
      offerRound: sql`${waitlistEntries.offerRound} + 1`,
      offeredAt: now,
      offerExpiresAt: new Date(startsAt.getTime() - NOTICE_MS),
    })
    .where(and(sameHour(hour), eq(waitlistEntries.status, "waiting")))
    .returning();
  return offered.map((entry) => ({ entry, alone: false }));
}

/** "Book me automatically": the held place is claimed for her at once; if it cannot be, the line moves on. */
async function bookAutomatically(services: Services, entry: WaitlistEntry) {
  try {
    await scheduleSession(services, { client: { email: entry.clientEmail } }, entry.sessionId, entry.date, entry.time, {
      claim: true,
      autoBooked: true,
    });
  } catch (error) {
    // Taken by a quicker claim inside 24 hours, she keeps her place in line; any other refusal (her session
    // already placed, another session of hers at that hour) ends it, and the line moves on.
    await services.db
      .update(waitlistEntries)
      .set(
        error instanceof HourFull ? { status: "waiting", offeredAt: null, offerExpiresAt: null } : { status: "closed" },
      )
      .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, "offered")));
    void requestWaitlistFill(services, hourOf(entry));
  }
}

async function sendOffer(services: Services, { entry, alone }: Offer) {
  const [row] = await services.db
    .select({ clientName: bookings.clientName })
    .from(packageSessions)
    .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
    .where(eq(packageSessions.id, entry.sessionId));
  const owned = await ownedSession(services, { client: { email: entry.clientEmail } }, entry.sessionId).catch(
    () => null,
  );
  if (!row || !owned || !entry.offerExpiresAt) return;
  const { language } = owned.booking;
  const claimQuery = new URLSearchParams({ entry: String(entry.id), token: claimSignature(services, entry) });
  const claimPath = (pageLanguage: Language) => `${pathIn(pageLanguage, "/waitlist/claim")}?${claimQuery}`;
  const claimUrl = new URL(claimPath(language), services.publicUrl);
  // Her phones too, when she chose it, each in its own language: the same signed link, once per offer round.
  await notifyWaitlistOffer(
    services,
    { email: entry.clientEmail },
    {
      entryId: entry.id,
      offerRound: entry.offerRound,
      startsAt: entry.startsAt,
      sessionNumber: owned.session.sessionNumber,
      atHome: owned.sessionType === "home",
      until: entry.offerExpiresAt,
      alone,
      claimPath,
    },
  );
  await sendEmail(services, {
    to: entry.clientEmail,
    template: "waitlist-offer",
    email: waitlistOffer({
      clientName: row.clientName,
      when: miamiLabel(entry.startsAt, language),
      location: placeOf(owned),
      until: miamiLabel(entry.offerExpiresAt, language),
      alone,
      claimUrl: claimUrl.toString(),
      language,
    }),
  });
}

/** The minute's safety net: every hour with people in line is served (a lost job, an offer that ran out). */
export async function sweepWaitlists(services: Services) {
  const hours = await services.db
    .selectDistinct({
      date: waitlistEntries.date,
      time: waitlistEntries.time,
      sessionType: waitlistEntries.sessionType,
    })
    .from(waitlistEntries)
    .where(inLine);
  for (const hour of hours) await fillWaitlist(services, hour);
}

/** The trainer's view: every line in a week, in order, with each client's session. */
export async function waitlistsBetween(services: Services, from: string, to: string) {
  return services.db
    .select({
      id: waitlistEntries.id,
      date: waitlistEntries.date,
      time: waitlistEntries.time,
      sessionType: waitlistEntries.sessionType,
      clientName: bookings.clientName,
      packageName: bookings.packageName,
      sessionNumber: packageSessions.sessionNumber,
      status: waitlistEntries.status,
      autoBook: waitlistEntries.autoBook,
      offerExpiresAt: waitlistEntries.offerExpiresAt,
      createdAt: waitlistEntries.createdAt,
    })
    .from(waitlistEntries)
    .innerJoin(packageSessions, eq(packageSessions.id, waitlistEntries.sessionId))
    .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
    .where(and(gte(waitlistEntries.date, from), lte(waitlistEntries.date, to), inLine))
    .orderBy(asc(waitlistEntries.date), asc(waitlistEntries.time), asc(waitlistEntries.id));
}
