// The trainer's session list, a page at a time: the database filters, orders and counts, so it costs what one page
// shows however many sessions the years have piled up.
import { bookings, packageSessions, packages } from "@studio/db";
import type { adminSessionListInput } from "@studio/validators";
import { studioDate } from "@studio/validators/studio-time";
import { and, asc, count, eq, gte, isNull, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";
import { holding, offsetOf, pageOf } from "../lib/paging";

type Query = z.output<typeof adminSessionListInput>;

/** A session as the trainer's lists show it: its hour and status, whose it is, and of which package. */
export const sessionColumns = {
  id: packageSessions.id,
  sessionNumber: packageSessions.sessionNumber,
  date: packageSessions.date,
  time: packageSessions.time,
  status: packageSessions.status,
  booking: {
    id: bookings.id,
    clientName: bookings.clientName,
    clientEmail: bookings.clientEmail,
    location: bookings.location,
  },
};

function sessionRows(services: Services, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  return services.db
    .select({ ...sessionColumns, package: { name: packages.name, type: packages.type, price: packages.price } })
    .from(packageSessions)
    .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** How many sessions `where` leaves; the booking is joined only to search by its client (every session has one). */
async function sessionCount(services: Services, where: SQL | undefined, search: boolean) {
  const counting = services.db.select({ total: count() }).from(packageSessions);
  const [counted] = await (search
    ? counting.innerJoin(bookings, eq(bookings.id, packageSessions.bookingId)).where(where)
    : counting.where(where));
  return counted?.total ?? 0;
}

/**
 * SPEC: sessions dated today or later, plus undated ones, by date then time, undated last. Asked as two ranges of
 * the index on (date, time), the dated ones and then the undated ones, since "dated from today, or undated" in one
 * condition made PostgreSQL walk the index from the first session ever (150 ms over 600,000 sessions; the two
 * ranges take a few).
 */
export async function upcomingSessions(services: Services, query: Query) {
  const today = studioDate(services.now());
  const filter = and(
    query.status === "all" ? undefined : eq(packageSessions.status, query.status),
    query.search ? holding(query.search, bookings.clientEmail, bookings.clientName) : undefined,
  );
  const dated = and(gte(packageSessions.date, today), filter);
  const undated = and(isNull(packageSessions.date), filter);
  const offset = offsetOf(query);
  const [datedTotal, undatedTotal, datedRows] = await Promise.all([
    sessionCount(services, dated, Boolean(query.search)),
    sessionCount(services, undated, Boolean(query.search)),
    sessionRows(
      services,
      dated,
      [asc(packageSessions.date), asc(packageSessions.time), asc(packageSessions.id)],
      query.pageSize,
      offset,
    ),
  ]);
  // The page runs past the dated sessions: the undated ones follow, oldest first.
  const left = query.pageSize - datedRows.length;
  const undatedRows =
    left > 0 && undatedTotal > 0
      ? await sessionRows(services, undated, [asc(packageSessions.id)], left, Math.max(0, offset - datedTotal))
      : [];
  return pageOf([...datedRows, ...undatedRows], datedTotal + undatedTotal, query);
}
