// The trainer's actions on a booking: the two payment actions of SPEC section 4 (Mark as Paid, Cancel Booking) and
// deleting it. Her list is in admin-lists.ts, its figures in admin-overview.ts, its export in admin-export.ts; a
// cancel's refunds in cancel.ts, a manual payment in mark-paid.ts.
import { bookings, packageSessions, refunds, type Transaction } from "@studio/db";
import type { ManualPaymentKind, RefundChoice } from "@studio/validators";
import { TRPCError } from "@trpc/server";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Services } from "../context";
import { returnGiftCardUse } from "../gift-cards/redemption";
import { audit } from "../lib/audit";
import { refusal } from "../lib/said";
import { lockSlots, recountPlaces } from "../sessions/slot-places";
import { cancelBooking } from "./cancel";
import { markPaidManually } from "./mark-paid";

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
    if (!booking) throw refusal("NOT_FOUND", "server.bookings.notFound");
    const [refund] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.bookingId, id)).limit(1);
    if (refund) {
      throw new TRPCError({
        code: "CONFLICT",
        message: `Booking #${id} has refunds on record, so it cannot be deleted; it stays in the list as ${booking.paymentStatus}.`,
      });
    }
    const slots = await lockSlots(tx, await slotsOfBooking(tx, id));
    // A gift card's dollars go back to it when nothing was paid; a paid booking's stay spent.
    if (!booking.paidAt) await returnGiftCardUse(tx, id, services.now());
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
