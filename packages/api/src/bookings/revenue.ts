// Revenue two ways, by week or by month in Miami, summed by the database over the bookings of the periods shown
// (the index on payment status and creation time finds them; each booking's refunds by their own index):
// - SPEC's revenue: the package price over the bookings paid now;
// - the money collected: what clients paid (after discounts) for bookings made in the period, less what was
//   refunded on them, whether they were cancelled since or not.
import { bookings, packages, refunds } from "@studio/db";
import { fromCents, type RevenuePeriod, toCents } from "@studio/validators";
import { studio } from "@studio/validators/studio";
import { addDays, miamiInstant, mondayOf, studioDate } from "@studio/validators/studio-time";
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Services } from "../context";

/** The first day of the period holding `date`, and of the one `offset` periods after it. */
function periodStart(by: RevenuePeriod, date: string, offset = 0): string {
  if (by === "week") return addDays(mondayOf(date), offset * 7);
  const [year = 0, month = 1] = date.split("-").map(Number);
  const first = new Date(Date.UTC(year, month - 1 + offset, 1));
  return first.toISOString().slice(0, 10);
}

export async function revenueReport(services: Services, input: { by: RevenuePeriod; periods: number }) {
  const { by, periods } = input;
  const today = studioDate(services.now());
  const first = periodStart(by, today, -(periods - 1));
  const end = periodStart(by, today, 1);
  // Written into the statement, not sent as parameters: GROUP BY must repeat the select's expression to the letter.
  // Both are our own constants (`by` is one of two words the schema allows).
  const unit = sql.raw(`'${by === "week" ? "week" : "month"}'`);
  const zone = sql.raw(`'${studio.timeZone}'`);
  const start = sql<string>`(date_trunc(${unit}, ${bookings.createdAt} at time zone ${zone}))::date::text`;
  const refunded = services.db
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)`.as("refunded_total") })
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookings.id), eq(refunds.status, "succeeded")))
    .as("refunded");
  const rows = await services.db
    .select({
      start,
      revenue: sql<string>`coalesce(sum(${packages.price}) filter (where ${bookings.paymentStatus} = 'paid'), 0)::text`,
      // A booking that was paid has a payment method; one released unpaid has none.
      paid: sql<string>`coalesce(sum(${bookings.amount}) filter (where ${bookings.paymentMethod} is not null), 0)::text`,
      refunded: sql<string>`coalesce(sum(${refunded.total}), 0)::text`,
    })
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .leftJoinLateral(refunded, sql`true`)
    .where(
      and(
        inArray(bookings.paymentStatus, ["paid", "cancelled", "refunded"]),
        gte(bookings.createdAt, miamiInstant(first, "00:00")),
        lt(bookings.createdAt, miamiInstant(end, "00:00")),
      ),
    )
    .groupBy(start);

  const byStart = new Map(rows.map((row) => [row.start, row]));
  const totals = { revenue: 0, paid: 0, refunded: 0 };
  const shown = Array.from({ length: periods }, (_, index) => {
    const periodFirst = periodStart(by, first, index);
    const row = byStart.get(periodFirst);
    const cents = {
      revenue: toCents(row?.revenue ?? "0"),
      paid: toCents(row?.paid ?? "0"),
      refunded: toCents(row?.refunded ?? "0"),
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
