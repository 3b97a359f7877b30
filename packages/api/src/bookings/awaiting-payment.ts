// A booking she made and did not pay for, offered back to her in My Sessions until it is released as abandoned.
import { bookings } from "@studio/db";
import type { AwaitingPayment } from "@studio/validators";
import { and, desc, eq, gt } from "drizzle-orm";
import { bookingAccessToken } from "../auth/booking-access";
import type { Services } from "../context";
import { holdAt, STALE_BOOKING_MS, unpaidBooking } from "./bookings";

/** More than the booking limit lets one e-mail make in the 30 minutes a booking is held. */
const LISTED = 20;

/**
 * Her own unpaid bookings still held for her: the ones the sweep (releaseStaleBookings) would not release now, so
 * one offered here can still be paid. Only her signed-in e-mail's, each with the token her checkout needs: the
 * same token the browser that made the booking was given.
 */
export async function awaitingPaymentFor(services: Services, email: string): Promise<AwaitingPayment> {
  const rows = await services.db
    .select({
      id: bookings.id,
      packageId: bookings.packageId,
      packageName: bookings.packageName,
      clientName: bookings.clientName,
      amount: bookings.amount,
      createdAt: bookings.createdAt,
      payBy: bookings.payBy,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.clientEmail, email),
        unpaidBooking,
        holdAt(services.now(), true),
        // A free booking is completed on the spot; nothing to pay.
        gt(bookings.amount, "0"),
      ),
    )
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(LISTED);
  return {
    email,
    bookings: rows.map(({ payBy, ...row }) => ({
      ...row,
      heldUntil: payBy ?? new Date(row.createdAt.getTime() + STALE_BOOKING_MS),
      accessToken: bookingAccessToken(services, row.id),
    })),
  };
}
