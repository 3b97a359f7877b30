// The trainer is one person in one place. A session at a client's home takes her whole hour; a gym hour is shared
// by up to its capacity; and between two places (the gym, one home, another home) she needs her travel time.
// Every change that puts a session into an hour asks `clashFor` after `lockHerDays`, so two changes at once cannot
// both find her free: a burst meets the same rule as one request.
import {
  bookings,
  type Database,
  daySettings,
  packageSessions,
  packages,
  type SessionType,
  type Transaction,
  waitlistEntries,
} from "@studio/db";
import { packageCategory } from "@studio/validators";
import { HOUR_MS, studioDate } from "@studio/validators/studio-time";
import { and, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import { HOLDS_PLACE, heldOffer } from "./slot-places";

/** A session lasts an hour. */
export const SESSION_MS = HOUR_MS;

/** Her travel time when she has never set one. */
export const DEFAULT_TRAVEL_MINUTES = 30;

/**
 * Where a session puts her: the gym, or one client's home. Two bookings at the same address are one place; a home
 * booking without an address is a place of its own.
 */
export type Whereabouts = "gym" | `home:${string}`;

export function whereabouts(sessionType: SessionType, address: string | null, bookingId: number): Whereabouts {
  if (sessionType === "gym") return "gym";
  const street = address?.trim().toLowerCase().replace(/\s+/g, " ");
  return street ? `home:${street}` : `home:booking ${bookingId}`;
}

/** An hour she spends somewhere. */
export interface Visit {
  startsAt: Date;
  place: Whereabouts;
}

/** Two visits she cannot both make: the same hour (unless both at the gym), overlapping, or too close to travel. */
export function clash(a: Visit, b: Visit, travelMs: number): boolean {
  const apart = Math.abs(a.startsAt.getTime() - b.startsAt.getTime());
  if (apart === 0) return a.place !== "gym" || b.place !== "gym";
  if (apart < SESSION_MS) return true;
  return a.place !== b.place && apart < SESSION_MS + travelMs;
}

/** Her travel time between two places, in milliseconds. */
export async function travelTime(db: Database | Transaction): Promise<number> {
  const [row] = await db.select({ minutes: daySettings.travelMinutes }).from(daySettings).where(eq(daySettings.id, 1));
  return (row?.minutes ?? DEFAULT_TRAVEL_MINUTES) * 60_000;
}

/** How far apart two visits must start to be looked at together. */
const reachOf = (travelMs: number) => SESSION_MS + travelMs;

/**
 * Until the transaction ends, no other change puts her anywhere on the days around `startsAt` that a clash could
 * come from. Days are locked in date order, so two changes never wait on each other in a circle.
 */
export async function lockHerDays(tx: Transaction, startsAt: Date, travelMs: number) {
  const reach = reachOf(travelMs);
  const days = new Set([
    studioDate(new Date(startsAt.getTime() - reach)),
    studioDate(startsAt),
    studioDate(new Date(startsAt.getTime() + reach)),
  ]);
  for (const day of [...days].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`her-day:${day}`}, 0))`);
  }
}

/** A session (or a place held for a client by the waiting list) already somewhere, with whose it is. */
export interface Booked extends Visit {
  sessionId: number;
  sessionNumber: number;
  clientName: string;
  packageName: string;
  clientEmail: string;
  sessionType: SessionType;
  address: string | null;
}

export interface LeaveOut {
  /** Leave out the places the waiting list holds: sessions only. */
  offers?: boolean;
  /** The session being moved: it no longer stands where it was. */
  sessionId?: number;
  /** The client claiming her own offer from the waiting list: it holds nothing against her. */
  clientEmail?: string;
}

/**
 * Where she already is between `from` and `to` (exclusive): sessions holding their place, and places the waiting
 * list holds for one client until her offer runs out.
 */
export async function visitsBetween(
  db: Database | Transaction,
  from: Date,
  to: Date,
  now: Date,
  leaveOut: LeaveOut = {},
): Promise<Booked[]> {
  const sessionsAt = and(gt(packageSessions.startsAt, from), lt(packageSessions.startsAt, to));
  const [sessions, offers] = await Promise.all([
    db
      .select({
        sessionId: packageSessions.id,
        sessionNumber: packageSessions.sessionNumber,
        startsAt: packageSessions.startsAt,
        packageType: packages.type,
        bookingId: bookings.id,
        clientName: bookings.clientName,
        packageName: bookings.packageName,
        clientEmail: bookings.clientEmail,
        address: bookings.address,
      })
      .from(packageSessions)
      .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
      .innerJoin(packages, eq(packages.id, bookings.packageId))
      .where(
        and(
          sessionsAt,
          inArray(packageSessions.status, [...HOLDS_PLACE]),
          leaveOut.sessionId ? ne(packageSessions.id, leaveOut.sessionId) : undefined,
        ),
      ),
    leaveOut.offers
      ? []
      : db
          .select({
            sessionId: waitlistEntries.sessionId,
            sessionNumber: packageSessions.sessionNumber,
            startsAt: waitlistEntries.startsAt,
            sessionType: waitlistEntries.sessionType,
            bookingId: bookings.id,
            clientName: bookings.clientName,
            packageName: bookings.packageName,
            clientEmail: bookings.clientEmail,
            address: bookings.address,
          })
          .from(waitlistEntries)
          .innerJoin(packageSessions, eq(packageSessions.id, waitlistEntries.sessionId))
          .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
          .where(
            and(
              gt(waitlistEntries.startsAt, from),
              lt(waitlistEntries.startsAt, to),
              heldOffer(now),
              leaveOut.clientEmail ? ne(waitlistEntries.clientEmail, leaveOut.clientEmail) : undefined,
            ),
          ),
  ]);
  const booked: Booked[] = [];
  for (const { packageType, startsAt, ...row } of sessions) {
    const sessionType = packageCategory(packageType);
    if (!startsAt || (sessionType !== "gym" && sessionType !== "home")) continue;
    const place = whereabouts(sessionType, row.address, row.bookingId);
    booked.push({ ...row, startsAt, sessionType, place });
  }
  for (const row of offers) {
    booked.push({ ...row, place: whereabouts(row.sessionType, row.address, row.bookingId) });
  }
  return booked;
}

/**
 * The first session (or held place) that stops her from being at `visit`, or null when she can be there. Call it
 * after `lockHerDays` for the same start.
 */
export async function clashFor(
  tx: Transaction,
  visit: Visit,
  travelMs: number,
  now: Date,
  leaveOut: LeaveOut,
): Promise<Booked | null> {
  const reach = reachOf(travelMs);
  const around = await visitsBetween(
    tx,
    new Date(visit.startsAt.getTime() - reach),
    new Date(visit.startsAt.getTime() + reach),
    now,
    leaveOut,
  );
  return around.find((other) => clash(visit, other, travelMs)) ?? null;
}

/**
 * In a change's transaction: locks the days around `visit` and finds what stops her from being there, with the
 * travel time it was judged by.
 */
export async function clashUnderLock(tx: Transaction, visit: Visit, now: Date, leaveOut: LeaveOut) {
  const travelMs = await travelTime(tx);
  await lockHerDays(tx, visit.startsAt, travelMs);
  return { away: await clashFor(tx, visit, travelMs, now, leaveOut), travelMs };
}

/** The start times (ISO) among `starts` at which she cannot be at `place`, given where she already is. */
export async function hoursSheIsAway(
  db: Database,
  starts: readonly Date[],
  place: Whereabouts,
  now: Date,
  leaveOut: LeaveOut,
): Promise<Set<string>> {
  if (!starts.length) return new Set();
  const travelMs = await travelTime(db);
  const reach = reachOf(travelMs);
  const times = starts.map((start) => start.getTime());
  const around = await visitsBetween(
    db,
    new Date(Math.min(...times) - reach),
    new Date(Math.max(...times) + reach),
    now,
    leaveOut,
  );
  const away = new Set<string>();
  for (const startsAt of starts) {
    if (around.some((other) => clash({ startsAt, place }, other, travelMs))) away.add(startsAt.toISOString());
  }
  return away;
}

/**
 * Sessions ahead that already put her in two places, or leave her less than her travel time (booked before the rule,
 * or before she lengthened her travel time): each with the first session it clashes with, for her to move one.
 * Sessions are booked at most weeks ahead, so this reads a bounded stretch whatever the history.
 */
export async function sessionsInTwoPlaces(db: Database, now: Date, until: Date) {
  const travelMs = await travelTime(db);
  const reach = reachOf(travelMs);
  const visits = await visitsBetween(db, now, until, now, { offers: true });
  visits.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.sessionId - b.sessionId);
  const found = new Map<number, { session: Booked; with: Booked }>();
  for (let i = 0; i < visits.length; i++) {
    const a = visits[i] as Booked;
    for (let j = i + 1; j < visits.length; j++) {
      const b = visits[j] as Booked;
      if (b.startsAt.getTime() - a.startsAt.getTime() >= reach) break;
      if (!clash(a, b, travelMs)) continue;
      if (!found.has(a.sessionId)) found.set(a.sessionId, { session: a, with: b });
      if (!found.has(b.sessionId)) found.set(b.sessionId, { session: b, with: a });
    }
  }
  return [...found.values()].sort(
    (x, y) => x.session.startsAt.getTime() - y.session.startsAt.getTime() || x.session.sessionId - y.session.sessionId,
  );
}
