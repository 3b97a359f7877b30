// A booking as stored, every column: drizzle-zod's schema of the bookings table, so a column added to the table is in
// every answer that returns the row. Only the columns whose rule says more than their SQL type are named here.
import { bookings } from "@studio/db";
import {
  bookingStatus,
  id,
  isoDate,
  manualPaymentKind,
  money,
  paymentMethod,
  paymentStatus,
  refundOutput,
} from "@studio/validators";
import { LANGUAGES } from "@studio/validators/languages";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";

/** The booking record: what the trainer's payment actions answer with. A nullable column stays nullable. */
export const bookingRecordOutput = createSelectSchema(bookings, {
  id: () => id,
  userId: () => id,
  packageId: () => id,
  date: () => isoDate,
  timeSlotId: () => id,
  status: () => bookingStatus,
  paymentStatus: () => paymentStatus,
  paymentMethod: () => paymentMethod,
  amount: () => money,
  discountAmount: () => money,
  originalAmount: () => money,
  language: () => z.enum(LANGUAGES),
  manualMethod: () => manualPaymentKind,
  membershipId: () => id,
});

/** The booking as its maker's browser gets it back. */
export const bookingOutput = bookingRecordOutput.extend({
  /** Lets the browser that made the booking read its confirmation page, and nobody else. */
  accessToken: z.string(),
});
export type BookingOutput = z.infer<typeof bookingOutput>;

export const cancelBookingOutput = z.object({
  booking: bookingRecordOutput,
  /** The sessions this cancel cancelled (0 when it had been cancelled before). */
  sessionsCancelled: z.number().int(),
  /** The refund this cancel asked for, as it stands now; null for no refund. */
  refund: refundOutput.nullable(),
  /** The booking had been cancelled before: this (repeated) request changed nothing. */
  alreadyCancelled: z.boolean(),
});
