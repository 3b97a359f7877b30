// Paying for a booking: its payment states and the checkout calls.
import { z } from "zod";
import { bookingToken } from "./booking-access";
import { id } from "./common";
import { PAYMENT_METHODS } from "./payment-kinds";

export const PAYMENT_STATUSES = ["unpaid", "pending", "paid", "cancelled", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const paymentStatus = z.enum(PAYMENT_STATUSES);

export { PAYMENT_METHODS, type PaymentMethod } from "./payment-kinds";
export const paymentMethod = z.enum(PAYMENT_METHODS);

export const paymentIntentInput = z.object({ bookingId: id, token: bookingToken });
export const paymentIntentOutput = z.object({
  clientSecret: z.string(),
  isMockPayment: z.boolean(),
  publishableKey: z.string().nullable(),
});

export const paymentSuccessInput = z.object({
  id,
  token: bookingToken,
  status: z.literal("paid", { error: "status must be 'paid'" }),
});
export const paymentSuccessOutput = z.object({ success: z.boolean(), paymentStatus: z.literal("paid") });
