// The trainer's bookings list: SPEC section 9's filters, package and payment method, sorted and cut into pages by
// the database, so that ten years of bookings cost what one page shows.
import { bookings, packages } from "@studio/db";
import type { AdminBookingFilter, AdminBookingListQuery, BookingRange, BookingSort } from "@studio/validators";
import { miamiInstant, studioDate } from "@studio/validators/studio-time";
import { and, asc, count, desc, eq, gte, inArray, isNotNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { Services } from "../context";
import { holding, offsetOf, pageOf } from "../lib/paging";

/**
 * Every booking but those the sweep released (releaseStaleBookings sets status and paymentStatus "cancelled" on a
 * booking never paid). A paid booking she cancelled (Cancel Booking) keeps how it was paid, so it stays in view.
 */
export const notReleased = or(
  ne(bookings.status, "cancelled"),
  ne(bookings.paymentStatus, "cancelled"),
  isNotNull(bookings.paymentMethod),
);

/** What a row of her list shows: the booking with its package's price, type and billing. */
export const adminBookingColumns = {
  id: bookings.id,
  packageId: bookings.packageId,
  packageName: bookings.packageName,
  packagePrice: packages.price,
  packageType: packages.type,
  packageBilling: packages.billing,
  clientName: bookings.clientName,
  clientEmail: bookings.clientEmail,
  clientPhone: bookings.clientPhone,
  location: bookings.location,
  date: bookings.date,
  time: bookings.time,
  status: bookings.status,
  paymentStatus: bookings.paymentStatus,
  paymentMethod: bookings.paymentMethod,
  amount: bookings.amount,
  discountCode: bookings.discountCode,
  discountAmount: bookings.discountAmount,
  notes: bookings.notes,
  createdAt: bookings.createdAt,
};

const DAY_MS = 86_400_000;

/** When a date range starts: today from midnight in Miami, the others counted back from now. */
export function rangeStart(range: BookingRange, now: Date): Date | null {
  switch (range) {
    case "all":
      return null;
    case "today":
      return miamiInstant(studioDate(now), "00:00");
    case "7d":
      return new Date(now.getTime() - 7 * DAY_MS);
    case "30d":
      return new Date(now.getTime() - 30 * DAY_MS);
  }
}

/** The filters as one condition. Pending is everything not yet paid (unpaid, or a payment under way). */
export function bookingConditions(filter: AdminBookingFilter, now: Date): SQL | undefined {
  const since = rangeStart(filter.range, now);
  return and(
    filter.includeReleased ? undefined : notReleased,
    filter.status === "paid" ? eq(bookings.paymentStatus, "paid") : undefined,
    filter.status === "cancelled" ? eq(bookings.paymentStatus, "cancelled") : undefined,
    filter.status === "pending" ? inArray(bookings.paymentStatus, ["unpaid", "pending"]) : undefined,
    since ? gte(bookings.createdAt, since) : undefined,
    filter.search ? holding(filter.search, bookings.clientEmail, bookings.clientName) : undefined,
    filter.packageId ? eq(bookings.packageId, filter.packageId) : undefined,
    filter.paymentMethod ? eq(bookings.paymentMethod, filter.paymentMethod) : undefined,
  );
}

/** Each order ends on the id, so that rows that tie keep their place from one page to the next. */
const orders: Record<BookingSort, SQL[]> = {
  newest: [desc(bookings.createdAt), desc(bookings.id)],
  oldest: [asc(bookings.createdAt), asc(bookings.id)],
  "amount-desc": [desc(bookings.amount), desc(bookings.id)],
  "amount-asc": [asc(bookings.amount), asc(bookings.id)],
  client: [sql`lower(${bookings.clientName})`, asc(bookings.id)],
};

/** Rows of her list, `limit` of them after `offset`, in `sort` order. */
export function bookingRows(services: Services, where: SQL | undefined, sort: BookingSort, limit: number, offset = 0) {
  return services.db
    .select(adminBookingColumns)
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(where)
    .orderBy(...orders[sort])
    .limit(limit)
    .offset(offset);
}

/** One page of the bookings the filters leave, and how many they leave in all. */
export async function listBookings(services: Services, query: AdminBookingListQuery) {
  const where = bookingConditions(query, services.now());
  const [items, [counted]] = await Promise.all([
    bookingRows(services, where, query.sort, query.pageSize, offsetOf(query)),
    services.db.select({ total: count() }).from(bookings).where(where),
  ]);
  return pageOf(items, counted?.total ?? 0, query);
}
