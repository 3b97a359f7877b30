// What scheduling itself does to the waiting list (kept apart from waitlist.ts, which schedules through
// scheduling.ts): a session placed settles her places in line, and a freed place asks for the line to be served.
import { type SessionType, type Transaction, waitlistEntries } from "@studio/db";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Services } from "../context";
import type { Hour } from "./slot-places";

/** A waiting or offered place in line. */
export const inLine = inArray(waitlistEntries.status, ["waiting", "offered"]);

/**
 * In the transaction that places a session: her place in line for that hour is booked, and any other place in
 * line waiting to use this session is closed (the session is spoken for).
 */
export async function settleWaitlist(tx: Transaction, sessionId: number, clientEmail: string, hour: Hour) {
  const sameHour = and(
    eq(waitlistEntries.clientEmail, clientEmail),
    eq(waitlistEntries.sessionType, hour.sessionType),
    eq(waitlistEntries.date, hour.date),
    eq(waitlistEntries.time, hour.time),
  );
  await tx
    .update(waitlistEntries)
    .set({ status: sql`case when ${sameHour} then 'booked' else 'closed' end` })
    .where(and(inLine, or(eq(waitlistEntries.sessionId, sessionId), sameHour)));
}

/** The job that serves an hour's line; one waits per hour. A lost request is made good by the minute's sweep. */
export function requestWaitlistFill(services: Services, hour: Hour, at?: Date) {
  const key = `${hour.date} ${hour.time} ${hour.sessionType}`;
  return services.jobs
    .enqueue(
      "fill-waitlist",
      { date: hour.date, time: hour.time, sessionType: hour.sessionType as SessionType },
      at ? { startAfter: at, singletonKey: `${key} ${at.toISOString()}` } : { singletonKey: key },
    )
    .catch(() => {});
}
