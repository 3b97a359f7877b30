// Days the studio is closed. A closure only stops new bookings: sessions already on its days stay as they are,
// listed for the trainer to move or cancel (admin.ts), and never changed behind the client's back.
import { bookings, closures, packageSessions, packages } from "@studio/db";
import { type ClosureInput, packageCategory } from "@studio/validators";
import { writtenTranslations } from "@studio/validators/in-language";
import { addDays, studioDate } from "@studio/validators/studio-time";
import { and, asc, eq, gte, lte, type SQL } from "drizzle-orm";
import type { Services } from "../context";
import { fieldError } from "../lib/errors";
import { changingHours } from "./opening-hours";

/** How far back the list keeps closures that are over: enough to see what was just done. */
const RECENT_DAYS = 60;
const LIST_LIMIT = 200;

/** Upcoming closures, and those that ended in the last 60 days, by first day. */
export async function listClosures(services: Services) {
  const since = addDays(studioDate(services.now()), -RECENT_DAYS);
  return services.db
    .select()
    .from(closures)
    .where(gte(closures.endsOn, since))
    .orderBy(asc(closures.startsOn), asc(closures.id))
    .limit(LIST_LIMIT);
}

/**
 * Scheduled sessions still ahead that fall on a closed day, soonest first, each with the closure it is in (the
 * earliest when two overlap). `only` narrows it to one closure.
 */
export async function sessionsOnClosedDays(services: Services, only?: SQL) {
  const rows = await services.db
    .select({
      id: packageSessions.id,
      sessionNumber: packageSessions.sessionNumber,
      date: packageSessions.date,
      time: packageSessions.time,
      packageType: packages.type,
      clientName: bookings.clientName,
      clientEmail: bookings.clientEmail,
      packageName: bookings.packageName,
      closure: { id: closures.id, reason: closures.reason },
    })
    .from(packageSessions)
    .innerJoin(closures, and(lte(closures.startsOn, packageSessions.date), gte(closures.endsOn, packageSessions.date)))
    .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(and(eq(packageSessions.status, "scheduled"), gte(packageSessions.startsAt, services.now()), only))
    .orderBy(asc(packageSessions.startsAt), asc(packageSessions.id), asc(closures.startsOn), asc(closures.id));
  const seen = new Set<number>();
  return rows.flatMap(({ packageType, date, time, ...row }) => {
    if (seen.has(row.id) || !date || !time) return [];
    seen.add(row.id);
    const sessionType = packageCategory(packageType) === "home" ? ("home" as const) : ("gym" as const);
    return [{ ...row, date, time, sessionType }];
  });
}

/**
 * Closes the studio on a day or a range of days. The same closure sent twice (a double tap, a retry) is one
 * closure: under the hours lock, an identical one is found and answered again. The answer lists the sessions
 * already booked inside it; none of them is changed.
 */
export async function addClosure(services: Services, input: ClosureInput) {
  if (input.endsOn < studioDate(services.now())) {
    throw fieldError("endsOn", "This closure is already over: its last day has passed");
  }
  const closure = await services.db.transaction(async (tx) => {
    await changingHours(tx);
    const same = and(
      eq(closures.startsOn, input.startsOn),
      eq(closures.endsOn, input.endsOn),
      eq(closures.reason, input.reason),
    );
    const [existing] = await tx.select().from(closures).where(same).limit(1);
    if (existing) return existing;
    const [added] = await tx
      .insert(closures)
      .values({ ...input, translations: writtenTranslations(input.translations ?? {}) })
      .returning();
    if (!added) throw new Error("The closure was not stored");
    return added;
  });
  return { closure, sessions: await sessionsOnClosedDays(services, eq(closures.id, closure.id)) };
}

/** Opens the days again; removing a closure that is already gone changes nothing. */
export async function removeClosure(services: Services, id: number) {
  await services.db.transaction(async (tx) => {
    await changingHours(tx);
    await tx.delete(closures).where(eq(closures.id, id));
  });
  return { success: true as const };
}
