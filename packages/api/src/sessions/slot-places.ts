// An hour's places are the sessions in it. Every change that puts a session into an hour or takes one out
// locks the hours it touches first (in id order, so two changes never wait on each other in a circle), changes
// the session only from the state it read, and then writes each hour's count from the sessions actually in it:
// the count can neither drift nor pass the capacity, whatever the concurrency and however many instances.
import {
  type PackageSession,
  packageSessions,
  type SessionStatus,
  type SessionType,
  type TimeSlot,
  type Transaction,
  timeSlots,
  waitlistEntries,
} from "@studio/db";
import { FREE_CHANGE_MS } from "@studio/validators/studio";
import { and, asc, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { refusal } from "../lib/said";

/** A session in one of these states holds its place in its hour (a missed one held it until she did not come). */
export const HOLDS_PLACE: readonly SessionStatus[] = ["scheduled", "completed", "no_show"];
export const holdsPlace = (status: SessionStatus) => HOLDS_PLACE.includes(status);

export interface Hour {
  date: string;
  time: string;
  sessionType: SessionType;
}

/** Locks the slots with these ids (and the slot of `hour`, when given) until the transaction ends. */
export async function lockSlots(tx: Transaction, ids: readonly (number | null | undefined)[], hour?: Hour) {
  const slotIds = ids.filter((id): id is number => typeof id === "number");
  if (!slotIds.length && !hour) return [];
  const byId = inArray(timeSlots.id, slotIds);
  const matches = hour
    ? or(
        byId,
        and(eq(timeSlots.date, hour.date), eq(timeSlots.time, hour.time), eq(timeSlots.sessionType, hour.sessionType)),
      )
    : byId;
  return tx.select().from(timeSlots).where(matches).orderBy(asc(timeSlots.id)).for("update");
}

/** Places taken in a locked slot, leaving out the session `except` (the one being moved). */
export async function placesTaken(tx: Transaction, slotId: number, except = 0): Promise<number> {
  const [row] = await tx
    .select({ taken: sql<number>`count(*)::int` })
    .from(packageSessions)
    .where(
      and(
        eq(packageSessions.timeSlotId, slotId),
        inArray(packageSessions.status, [...HOLDS_PLACE]),
        ne(packageSessions.id, except),
      ),
    );
  return row?.taken ?? 0;
}

/**
 * A place offered to one client from the waiting list (24 hours or more before the start) is hers until her offer
 * runs out: nobody else can take it meanwhile. An offer to everyone left in line (inside 24 hours) holds nothing;
 * the first to claim it has it.
 */
export const heldOffer = (now: Date) =>
  and(eq(waitlistEntries.status, "offered"), gt(waitlistEntries.offerExpiresAt, now), offeredAlone);

/** An offer made 24 hours or more before the start: made to her alone. */
export const offeredAlone = sql`${waitlistEntries.startsAt} - ${waitlistEntries.offeredAt} >= ${`${FREE_CHANGE_MS / 1000} seconds`}::interval`;

/** Places of an hour held by offers (leaving out the offer made to `except`, who is claiming hers). */
export async function placesHeld(tx: Transaction, hour: Hour, now: Date, except?: string): Promise<number> {
  const [row] = await tx
    .select({ held: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.sessionType, hour.sessionType),
        eq(waitlistEntries.date, hour.date),
        eq(waitlistEntries.time, hour.time),
        heldOffer(now),
        except ? ne(waitlistEntries.clientEmail, except) : undefined,
      ),
    );
  return row?.held ?? 0;
}

/** Writes the booked count of each slot `lockSlots` returned from the sessions in it. */
export async function recountPlaces(tx: Transaction, locked: readonly TimeSlot[]) {
  if (!locked.length) return;
  await tx
    .update(timeSlots)
    .set({
      bookedCount: sql`(select count(*)::int from ${packageSessions}
        where ${packageSessions.timeSlotId} = ${timeSlots.id}
          and ${inArray(packageSessions.status, [...HOLDS_PLACE])})`,
    })
    .where(
      inArray(
        timeSlots.id,
        locked.map((slot) => slot.id),
      ),
    );
}

/** The session as it was read: a change applies only if nothing changed it meanwhile (a double tap, a race). */
export function unchangedSince(session: PackageSession) {
  return and(
    eq(packageSessions.id, session.id),
    eq(packageSessions.status, session.status),
    session.timeSlotId === null
      ? isNull(packageSessions.timeSlotId)
      : eq(packageSessions.timeSlotId, session.timeSlotId),
  );
}

export const changedMeanwhile = () => refusal("CONFLICT", "server.sessions.justChanged");
