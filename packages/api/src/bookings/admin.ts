// The trainer's actions on a booking: the two payment actions of SPEC section 4 (Mark as Paid, Cancel Booking) and
// deleting it. Her list is in admin-lists.ts, its figures in admin-overview.ts, its export in admin-export.ts.
import { bookings, packageSessions, type Transaction } from "@studio/db";
import { studioDate } from "@studio/validators/studio-time";
import { TRPCError } from "@trpc/server";
import { and, eq, gte, inArray, isNotNull, isNull, or } from "drizzle-orm";
import type { Services } from "../context";
import { markBookingPaid } from "../payments/booking-payment";
import { lockSlots, recountPlaces } from "../sessions/slot-places";
import { findBooking } from "./bookings";

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
