// What a sale at the desk answers: the booking record it made (made from the bookings table, bookings/record.ts), and
// how she pays or when her first session is.
import { z } from "zod";
import { bookingRecordOutput } from "../bookings/record";

export const deskSaleOutput = z.object({
  booking: bookingRecordOutput,
  /** The address she pays at (a payment link's sale), in her language; null when paid at the desk. */
  payLink: z.string().nullable(),
  /** The first session, when it was asked for: when it is, or why it could not be booked (the sale stands). */
  firstSession: z.union([z.object({ when: z.string() }), z.object({ refused: z.string() })]).nullable(),
});
export type DeskSale = z.infer<typeof deskSaleOutput>;
