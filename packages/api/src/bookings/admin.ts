// The trainer's view of bookings: all of them with their package price, the overview numbers, and the
// two payment actions of SPEC section 4 (Mark as Paid, Cancel Booking). Unpaid bookings the 30-minute sweep released
// stay out of the list and the figures unless she asks to see them.
import { bookings, packageSessions, packages, type Transaction } from "@studio/db";
import { fromCents, type PaymentStatus, toCents } from "@studio/validators";
import { mondayOf, studioDate } from "@studio/validators/studio-time";
import { TRPCError } from "@trpc/server";
import { and, desc, eq, gte, inArray, isNotNull, isNull, ne, or } from "drizzle-orm";
import type { Services } from "../context";
import { markBookingPaid } from "../payments/booking-payment";
import { lockSlots, recountPlaces } from "../sessions/slot-places";
import { findBooking } from "./bookings";

/**
 * Every booking but those the sweep released (releaseStaleBookings sets status and paymentStatus "cancelled" on a
 * booking never paid). A paid booking she cancelled (Cancel Booking) keeps how it was paid, so it stays in view.
 */
const notReleased = or(
  ne(bookings.status, "cancelled"),
  ne(bookings.paymentStatus, "cancelled"),
  isNotNull(bookings.paymentMethod),
);

export async function allBookings(services: Services, { includeReleased = false } = {}) {
  return services.db
    .select({
      id: bookings.id,
      packageId: bookings.packageId,
      packageName: bookings.packageName,
      packagePrice: packages.price,
      packageType: packages.type,
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
    })
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(includeReleased ? undefined : notReleased)
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
}

/**
 * SPEC: revenue is the sum of package price over paid bookings; plus revenue by week and counts by status, over the
 * bookings the list shows by default (released ones left out).
 */
export async function bookingOverview(services: Services) {
  const rows = await allBookings(services);
  const paid = rows.filter((row) => row.paymentStatus === "paid");
  const byWeek = new Map<string, number>();
  for (const row of paid) {
    const week = mondayOf(row.createdAt.toISOString().slice(0, 10));
    byWeek.set(week, (byWeek.get(week) ?? 0) + toCents(row.packagePrice));
  }
  const byStatus = new Map<PaymentStatus, number>();
  for (const row of rows) byStatus.set(row.paymentStatus, (byStatus.get(row.paymentStatus) ?? 0) + 1);
  return {
    revenue: fromCents(paid.reduce((sum, row) => sum + toCents(row.packagePrice), 0)),
    totalBookings: rows.length,
    paidBookings: paid.length,
    recent: rows.slice(0, 5),
    revenueByWeek: [...byWeek.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([week, cents]) => ({ week, revenue: cents / 100 })),
    countsByStatus: [...byStatus.entries()].map(([status, count]) => ({ status, count })),
  };
}

export async function setPaymentStatus(services: Services, id: number, next: "paid" | "cancelled") {
  const booking = await findBooking(services, id);
  if (next === "paid") {
    if (booking.paymentStatus === "paid" || booking.status === "cancelled") {
      throw new TRPCError({
        code: "CONFLICT",
        message: `Booking #${id} is ${booking.paymentStatus}; only pending bookings can be marked as paid.`,
      });
    }
    await markBookingPaid(services, id, { method: "manual", status: "confirmed" });
  } else {
    if (booking.paymentStatus !== "paid") {
      throw new TRPCError({
        code: "CONFLICT",
        message: `Booking #${id} is not paid; only paid bookings can be cancelled here.`,
      });
    }
    const today = studioDate(services.now());
    await services.db.transaction(async (tx) => {
      const slots = await lockSlots(tx, await slotsOfBooking(tx, id));
      await tx.update(bookings).set({ paymentStatus: "cancelled", status: "cancelled" }).where(eq(bookings.id, id));
      // Its future (and unscheduled) sessions go too; past ones stay as history.
      await tx
        .update(packageSessions)
        .set({ status: "cancelled" })
        .where(
          and(
            eq(packageSessions.bookingId, id),
            inArray(packageSessions.status, ["pending", "scheduled", "postponed"]),
            or(isNull(packageSessions.date), gte(packageSessions.date, today)),
          ),
        );
      await recountPlaces(tx, slots);
    });
  }
  return findBooking(services, id);
}

export async function deleteBooking(services: Services, id: number) {
  const deleted = await services.db.transaction(async (tx) => {
    // Its sessions go with it (on delete cascade), and with them the places they held.
    const slots = await lockSlots(tx, await slotsOfBooking(tx, id));
    const [row] = await tx.delete(bookings).where(eq(bookings.id, id)).returning({ id: bookings.id });
    await recountPlaces(tx, slots);
    return row;
  });
  if (!deleted) throw new TRPCError({ code: "NOT_FOUND", message: "Booking not found" });
  return { success: true as const };
}

/** The hours a booking's sessions sit in. */
async function slotsOfBooking(tx: Transaction, bookingId: number) {
  const rows = await tx
    .selectDistinct({ id: packageSessions.timeSlotId })
    .from(packageSessions)
    .where(and(eq(packageSessions.bookingId, bookingId), isNotNull(packageSessions.timeSlotId)));
  return rows.map((row) => row.id);
}
