import { bookings, packageSessions, packages } from "@studio/db";
import { asc, eq } from "drizzle-orm";
import type { Services } from "../context";
import { sessionColumns } from "./admin-lists";

/**
 * Her day on a phone: the sessions dated `date` (Miami), in order of their hour, with who, what and which session
 * of the pack. A day holds a few sessions, whatever the history: no paging.
 */
export function dayAgenda(services: Services, date: string) {
  return services.db
    .select({
      ...sessionColumns,
      startsAt: packageSessions.startsAt,
      package: { name: bookings.packageName, type: packages.type, sessionCount: packages.sessionCount },
    })
    .from(packageSessions)
    .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(eq(packageSessions.date, date))
    .orderBy(asc(packageSessions.time), asc(bookings.clientName), asc(packageSessions.id));
}
