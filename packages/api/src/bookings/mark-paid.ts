// The trainer records a cash or bank payment (SPEC section 4, Mark as Paid): the booking becomes paid once, with
// her name on it and an audit entry in the same transaction; the client is e-mailed her confirmation after.
// A membership's booking is refused: a membership is paid through its monthly billing (its subscription pays each
// month, grants the month's sessions and sets its period), never by hand, as a desk sale refuses cash for one.
import { bookings, packages } from "@studio/db";
import type { ManualPaymentKind } from "@studio/validators";
import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import type { Services } from "../context";
import { audit } from "../lib/audit";
import { refusal } from "../lib/said";
import { applyPaid, sendBookingConfirmation } from "../payments/booking-payment";
import { paymentFields } from "./cancel";

export async function markPaidManually(services: Services, actor: string, id: number, kind?: ManualPaymentKind) {
  const paid = await services.db.transaction(async (tx) => {
    // Locked, so a double tap (or a card payment arriving) waits, then finds it paid and is refused.
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
    if (!booking) throw refusal("NOT_FOUND", "server.bookings.notFound");
    if (booking.paymentStatus === "paid" || booking.status === "cancelled") {
      throw new TRPCError({
        code: "CONFLICT",
        message: `Booking #${id} is ${booking.paymentStatus}; only pending bookings can be marked as paid.`,
      });
    }
    // A package's billing never changes once it has bookings, so the package says what the booking is.
    const [pkg] = await tx
      .select({ billing: packages.billing })
      .from(packages)
      .where(eq(packages.id, booking.packageId));
    if (booking.membershipId !== null || pkg?.billing === "monthly") {
      throw new TRPCError({
        code: "CONFLICT",
        message: `Booking #${id} is a membership: a membership is paid through its monthly billing, by card, never marked paid by hand. Send her a payment link (New sale), or she completes the payment from My Sessions while the booking is held.`,
      });
    }
    const paid = await applyPaid(tx, id, {
      method: "manual",
      status: "confirmed",
      recordedBy: actor,
      manualMethod: kind,
      at: services.now(),
    });
    if (!paid) throw new TRPCError({ code: "CONFLICT", message: `Booking #${id} is already paid.` });
    await audit(tx, {
      actor,
      action: "booking.mark_paid",
      bookingId: id,
      clientEmail: booking.clientEmail,
      before: paymentFields(booking),
      after: { ...paymentFields(paid.booking), manualMethod: kind ?? null, sessionsCreated: paid.sessionCount },
    });
    return paid;
  });
  await sendBookingConfirmation(services, paid);
  return paid.booking;
}
