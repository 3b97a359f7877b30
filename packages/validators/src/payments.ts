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

/**
 * What the trainer refunds when she cancels: all that is left of the payment, the share of the sessions not used
 * (amount paid × unused ÷ total, in whole cents), or nothing.
 */
export const REFUND_CHOICES = ["full", "unused", "none"] as const;
export type RefundChoice = (typeof REFUND_CHOICES)[number];
export const refundChoice = z.enum(REFUND_CHOICES, { error: "refund must be 'full', 'unused' or 'none'" });

/** A cash or bank payment the trainer records herself ("Mark as Paid"). */
export const MANUAL_PAYMENT_KINDS = ["cash", "bank"] as const;
export type ManualPaymentKind = (typeof MANUAL_PAYMENT_KINDS)[number];
export const manualPaymentKind = z.enum(MANUAL_PAYMENT_KINDS, { error: "method must be 'cash' or 'bank'" });

export const paymentIntentInput = z.object({ bookingId: id, token: bookingToken });
export const paymentIntentOutput = z.object({
  clientSecret: z.string(),
  isMockPayment: z.boolean(),
  publishableKey: z.string().nullable(),
  /** True when the payment starts a membership: the amount is charged again every month until she cancels. */
  membership: z.boolean().optional(),
});

export const paymentSuccessInput = z.object({
  id,
  token: bookingToken,
  status: z.literal("paid", { error: "status must be 'paid'" }),
});
export const paymentSuccessOutput = z.object({ success: z.boolean(), paymentStatus: z.literal("paid") });
