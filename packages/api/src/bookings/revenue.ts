// Revenue two ways, by week or by month in Miami, summed by the database over the periods shown:
// - SPEC's revenue: the package price over the bookings paid now, by when they were booked (the index on payment
//   status and creation time finds them);
// - the money collected, dated by when it moved: what clients paid (after discounts) by when the money arrived
//   (`paid_at`, set once as a booking becomes paid: a card payment confirmed, a free or mock one, her cash marked
//   paid; its own partial index), less each refund in the period it was made and succeeded (the index on refund
//   status and creation time). A refund asked again after a failure is a refund of its own, dated by the retry,
//   so money that never went back is never counted.
import { bookings, packages, refunds } from "@studio/db";
import { fromCents, type RevenuePeriod, toCents } from "@studio/validators";
import { studio } from "@studio/validators/studio";
import { addDays, miamiInstant, mondayOf, studioDate } from "@studio/validators/studio-time";
import { and, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Services } from "../context";

/** The first day of the period holding `date`, and of the one `offset` periods after it. */
export function periodStart(by: RevenuePeriod, date: string, offset = 0): string {
  if (by === "week") return addDays(mondayOf(date), offset * 7);
  const [year = 0, month = 1] = date.split("-").map(Number);
  const first = new Date(Date.UTC(year, month - 1 + offset, 1));
  return first.toISOString().slice(0, 10);
}

/**
 * The first day, in Miami, of the week or month an instant falls in. Written into the statement, not sent as
 * parameters: GROUP BY must repeat the select's expression to the letter. Both are our own constants (`by` is one
 * of two words the schema allows).
 */
function periodOf(by: RevenuePeriod, instant: PgColumn): SQL<string> {
  const unit = sql.raw(`'${by === "week" ? "week" : "month"}'`);
  const zone = sql.raw(`'${studio.timeZone}'`);
  return sql<string>`(date_trunc(${unit}, ${instant} at time zone ${zone}))::date::text`;
}

export async function revenueReport(services: Services, input: { by: RevenuePeriod; periods: number }) {
  const { by, periods } = input;
  const today = studioDate(services.now());
  const first = periodStart(by, today, -(periods - 1));
  const end = periodStart(by, today, 1);
  const from = miamiInstant(first, "00:00");
  const until = miamiInstant(end, "00:00");
  const booked = periodOf(by, bookings.createdAt);
  const paidOn = periodOf(by, bookings.paidAt);
  const refundedIn = periodOf(by, refunds.createdAt);
  const [revenueRows, paidRows, refundRows] = await Promise.all([
    services.db
      .select({ start: booked, revenue: sql<string>`coalesce(sum(${packages.price}), 0)::text` })
      .from(bookings)
      .innerJoin(packages, eq(packages.id, bookings.packageId))
      .where(and(eq(bookings.paymentStatus, "paid"), gte(bookings.createdAt, from), lt(bookings.createdAt, until)))
      .groupBy(booked),
    // Every booking that was paid keeps the day its money arrived, cancelled or refunded since or not.
    services.db
      .select({ start: paidOn, paid: sql<string>`coalesce(sum(${bookings.amount}), 0)::text` })
      .from(bookings)
      .where(and(gte(bookings.paidAt, from), lt(bookings.paidAt, until)))
      .groupBy(paidOn),
    services.db
      .select({ start: refundedIn, refunded: sql<string>`coalesce(sum(${refunds.amount}), 0)::text` })
      .from(refunds)
      .where(and(eq(refunds.status, "succeeded"), gte(refunds.createdAt, from), lt(refunds.createdAt, until)))
      .groupBy(refundedIn),
  ]);

  const bookedIn = new Map(revenueRows.map((row) => [row.start, row.revenue]));
  const paidIn = new Map(paidRows.map((row) => [row.start, row.paid]));
  const backIn = new Map(refundRows.map((row) => [row.start, row.refunded]));
  const totals = { revenue: 0, paid: 0, refunded: 0 };
  const shown = Array.from({ length: periods }, (_, index) => {
    const periodFirst = periodStart(by, first, index);
    const cents = {
      revenue: toCents(bookedIn.get(periodFirst) ?? "0"),
      paid: toCents(paidIn.get(periodFirst) ?? "0"),
      refunded: toCents(backIn.get(periodFirst) ?? "0"),
    };
    totals.revenue += cents.revenue;
    totals.paid += cents.paid;
    totals.refunded += cents.refunded;
    return { start: periodFirst, ...asMoney(cents) };
  });
  return { by, periods: shown, totals: asMoney(totals) };
}

const asMoney = ({ revenue, paid, refunded }: { revenue: number; paid: number; refunded: number }) => ({
  revenue: fromCents(revenue),
  paid: fromCents(paid),
  refunded: fromCents(refunded),
  collected: fromCents(paid - refunded),
});
