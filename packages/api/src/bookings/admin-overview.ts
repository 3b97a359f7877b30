// The overview's figures, each an aggregate the database works out (backed by the index on payment status and
// creation time), so the answer is the same size after ten years as after one week.
import { bookings, packages } from "@studio/db";
import { fromCents, PAYMENT_STATUSES, type PaymentStatus, REVENUE_WEEKS, toCents } from "@studio/validators";
import { addDays, miamiInstant, mondayOf, studioDate } from "@studio/validators/studio-time";
import { and, count, eq, gte, sql, sum } from "drizzle-orm";
import type { Services } from "../context";
import { bookingRows, notReleased } from "./admin-lists";

/**
 * SPEC: revenue is the sum of package price over paid bookings. Beside it: how many bookings and paid ones, the
 * five newest, revenue by week for the last REVENUE_WEEKS weeks, and counts by payment status; all over the
 * bookings the list shows by default (released ones left out).
 */
export async function bookingOverview(services: Services) {
  const now = services.now();
  const firstWeek = addDays(mondayOf(studioDate(now)), -7 * (REVENUE_WEEKS - 1));
  const weekOf = sql<string>`to_char(date_trunc('week', ${bookings.createdAt} at time zone 'America/New_York'), 'YYYY-MM-DD')`;
  const [byStatus, weeks, recent] = await Promise.all([
    services.db
      .select({ status: bookings.paymentStatus, count: count(), priced: sum(packages.price) })
      .from(bookings)
      .innerJoin(packages, eq(packages.id, bookings.packageId))
      .where(notReleased)
      .groupBy(bookings.paymentStatus),
    services.db
      .select({ week: weekOf, revenue: sum(packages.price) })
      .from(bookings)
      .innerJoin(packages, eq(packages.id, bookings.packageId))
      .where(and(eq(bookings.paymentStatus, "paid"), gte(bookings.createdAt, miamiInstant(firstWeek, "00:00"))))
      .groupBy(weekOf),
    bookingRows(services, notReleased, "newest", 5),
  ]);
  const paid = byStatus.find((row) => row.status === "paid");
  const weekly = new Map(weeks.map((row) => [row.week, toCents(row.revenue ?? "0")]));
  const known = new Set<string>(PAYMENT_STATUSES);
  return {
    revenue: fromCents(toCents(paid?.priced ?? "0")),
    totalBookings: byStatus.reduce((total, row) => total + row.count, 0),
    paidBookings: paid?.count ?? 0,
    recent,
    revenueByWeek: Array.from({ length: REVENUE_WEEKS }, (_, at) => {
      const week = addDays(firstWeek, 7 * at);
      return { week, revenue: (weekly.get(week) ?? 0) / 100 };
    }),
    countsByStatus: byStatus
      .filter((row): row is typeof row & { status: PaymentStatus } => known.has(row.status))
      .map((row) => ({ status: row.status, count: row.count })),
  };
}
