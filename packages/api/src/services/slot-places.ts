// An hour's places are the sessions in it. Every change that puts a session into an hour or takes one out
// locks the hours it touches first (in id order, so two changes never wait on each other in a circle), changes
// the session only from the state it read, and then writes each hour's count from the sessions actually in it:
// the count can neither drift nor pass the capacity, whatever the concurrency and however many instances.
import { packageSessions, type SessionStatus, type SessionType, type Transaction, timeSlots } from "@studio/db";
import { and, asc, eq, inArray, ne, or, sql } from "drizzle-orm";

/** A session in one of these states holds its place in its hour. */
export const HOLDS_PLACE: readonly SessionStatus[] = ["scheduled", "completed"];
export const holdsPlace = (status: SessionStatus) => HOLDS_PLACE.includes(status);

export interface Hour {
  date: string;
  time: string;
  sessionType: SessionType;
}

const onlyIds = (ids: readonly (number | null | undefined)[]) => [
  ...new Set(ids.filter((id): id is number => typeof id === "number")),
];

/** Locks the slots with these ids (and the slot of `hour`, when given) until the transaction ends. */
export async function lockSlots(tx: Transaction, ids: readonly (number | null | undefined)[], hour?: Hour) {
  const slotIds = onlyIds(ids);
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

/** Writes each locked slot's booked count from the sessions in it. */
export async function recountPlaces(tx: Transaction, ids: readonly (number | null | undefined)[]) {
  const slotIds = onlyIds(ids);
  if (!slotIds.length) return;
  await tx
    .update(timeSlots)
    .set({
      bookedCount: sql`(select count(*)::int from ${packageSessions}
        where ${packageSessions.timeSlotId} = ${timeSlots.id}
          and ${inArray(packageSessions.status, [...HOLDS_PLACE])})`,
    })
    .where(inArray(timeSlots.id, slotIds));
}
