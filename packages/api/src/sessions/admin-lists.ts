// The trainer's session list, a page at a time: the database filters, orders and counts (the index on date and
// time serves SPEC's order), so it costs what one page shows however many sessions the years have piled up.
import { bookings, packageSessions, packages } from "@studio/db";
import type { adminSessionListInput } from "@studio/validators";
import { studioDate } from "@studio/validators/studio-time";
import { and, asc, count, eq, gte, ilike, isNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";
import { containing, offsetOf, pageOf } from "../lib/paging";

/** SPEC: sessions dated today or later, plus undated ones, by date then time, undated last. */
export async function upcomingSessions(services: Services, query: z.output<typeof adminSessionListInput>) {
  const today = studioDate(services.now());
  const where = and(
    or(isNull(packageSessions.date), gte(packageSessions.date, today)),
    query.status === "all" ? undefined : eq(packageSessions.status, query.status),
    query.search
      ? or(ilike(bookings.clientName, containing(query.search)), ilike(bookings.clientEmail, containing(query.search)))
      : undefined,
  );
  const [items, [counted]] = await Promise.all([
    services.db
      .select({
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
        package: { name: packages.name, type: packages.type, price: packages.price },
      })
      .from(packageSessions)
      .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
      .innerJoin(packages, eq(packages.id, bookings.packageId))
      .where(where)
      .orderBy(
        sql`${packageSessions.date} asc nulls last`,
        sql`${packageSessions.time} asc nulls last`,
        asc(packageSessions.id),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    // The booking is joined only to search by its client: every session has one.
    query.search
      ? services.db
          .select({ total: count() })
          .from(packageSessions)
          .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
          .where(where)
      : services.db.select({ total: count() }).from(packageSessions).where(where),
  ]);
  return pageOf(items, counted?.total ?? 0, query);
}
