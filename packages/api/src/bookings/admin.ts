// The trainer's view of bookings: all of them with their package price, the overview numbers, and the
// two payment actions of SPEC section 4 (Mark as Paid, Cancel Booking). Unpaid bookings the 30-minute sweep released
// stay out of the list and the figures unless she asks to see them.
import { bookings, packageSessions, packages, refunds, type Transaction } from "@studio/db";
import { fromCents, type ManualPaymentKind, type PaymentStatus, type RefundChoice, toCents } from "@studio/validators";
import { mondayOf } from "@studio/validators/studio-time";
import { TRPCError } from "@trpc/server";
import { and, desc, eq, isNotNull, ne, or } from "drizzle-orm";
import type { Services } from "../context";
import { audit } from "../lib/audit";
import { lockSlots, recountPlaces } from "../sessions/slot-places";
import { cancelBooking } from "./cancel";
import { markPaidManually } from "./mark-paid";

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

/**
 * PATCH /api/admin/bookings/{id} and the dashboard's row: Mark as Paid records a cash or bank payment; Cancel
 * Booking cancels a paid booking with the refund she chose (none unless she says).
 */
export async function setPaymentStatus(
  services: Services,
  actor: string,
  input: { id: number; paymentStatus: "paid" | "cancelled"; method?: ManualPaymentKind; refund?: RefundChoice },
) {
  if (input.paymentStatus === "paid") return markPaidManually(services, actor, input.id, input.method);
  const { booking } = await cancelBooking(services, actor, { id: input.id, refund: input.refund ?? "none" });
  return booking;
}

/**
 * Deletes a booking with its sessions (on delete cascade), freeing their places. A booking with refunds on record
 * keeps them (the money moved): it is refused with a 409 that says so, decided under the booking's lock, which a
 * refund being written would wait for.
 */
export async function deleteBooking(services: Services, actor: string, id: number) {
  await services.db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
    if (!booking) throw new TRPCError({ code: "NOT_FOUND", message: "Booking not found" });
    const [refund] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.bookingId, id)).limit(1);
    if (refund) {
      throw new TRPCError({
        code: "CONFLICT",
        message: `Booking #${id} has refunds on record, so it cannot be deleted; it stays in the list as ${booking.paymentStatus}.`,
      });
    }
    const slots = await lockSlots(tx, await slotsOfBooking(tx, id));
    await tx.delete(bookings).where(eq(bookings.id, id));
    await recountPlaces(tx, slots);
    await audit(tx, {
      actor,
      action: "booking.delete",
      bookingId: id,
      clientEmail: booking.clientEmail,
      before: { ...booking, sessionsHeld: slots.length },
    });
  });
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
