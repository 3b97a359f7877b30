// Money going back to a client when the trainer cancels a paid booking (the payments domain's refunds), and what the
// cancel dialog is told beforehand. Amounts are computed by the server; the client only picks which refund.
import { z } from "zod";
import { id, instant, listPage, listPageSize, money, pageOutput } from "./common";
import { paymentMethod, paymentStatus, refundChoice } from "./payments";
import { REFUND_STATUSES } from "./refund-kinds";

export { REFUND_STATUSES, type RefundStatus } from "./refund-kinds";
export const refundStatus = z.enum(REFUND_STATUSES);

/** Who moves the money back: Stripe (card), nobody (mock payments in development), or the trainer (cash, bank). */
export const REFUND_PROVIDERS = ["stripe", "mock", "manual"] as const;
export type RefundProvider = (typeof REFUND_PROVIDERS)[number];
export const refundProvider = z.enum(REFUND_PROVIDERS);

export const refundOutput = z.object({
  id,
  bookingId: id,
  amount: money,
  reason: z.string(),
  status: refundStatus,
  provider: refundProvider,
  /** The processor's refund id (re_...), once it answered. */
  providerRefundId: z.string().nullable(),
  requestedBy: z.string(),
  /** Why the processor refused it, in its words. */
  failureReason: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type RefundRecord = z.infer<typeof refundOutput>;

/** admin.bookings.cancelPreview: what cancelling this booking would do, for the dialog to say before she confirms. */
export const cancelPreviewOutput = z.object({
  bookingId: id,
  clientName: z.string(),
  packageName: z.string(),
  paymentStatus,
  paymentMethod: paymentMethod.nullable(),
  amountPaid: money,
  /** Refunded already, or on its way (pending). */
  refunded: money,
  /** Who would move the money back; null when nothing was paid that could be refunded. */
  provider: refundProvider.nullable(),
  sessions: z.object({
    total: z.number().int(),
    completed: z.number().int(),
    /** Cancelled before: forfeited under the 24-hour rule, or cancelled by the trainer. */
    forfeited: z.number().int(),
    /** Still "scheduled" on a day gone by: kept as history, counted as used. */
    past: z.number().int(),
    /** Booked for today or later: cancelled, their places freed. */
    scheduled: z.number().int(),
    /** Not booked yet (or postponed): cancelled. */
    unscheduled: z.number().int(),
  }),
  /** The amount each choice refunds, never more than what is left of the payment. */
  amounts: z.object({ full: money, unused: money, none: money }),
});
export type CancelPreview = z.infer<typeof cancelPreviewOutput>;

export const cancelBookingInput = z.object({
  id,
  refund: refundChoice,
  /**
   * The amount the dialog showed for this choice. When given and the server now computes another (a session was
   * completed meanwhile), nothing is done and she is asked to look again.
   */
  expectedRefund: money.optional(),
});

// What a cancel answers (cancelBookingOutput) carries the booking record, made from the table: it lives with the
// API (packages/api/src/bookings/record.ts).

export const retryRefundInput = z.object({ refundId: id });

/** admin.bookings.money: how one booking was paid and what went back. */
export const bookingMoneyOutput = z.object({
  bookingId: id,
  amount: money,
  paymentStatus,
  paymentMethod: paymentMethod.nullable(),
  /** The trainer who recorded a cash or bank payment. */
  paymentRecordedBy: z.string().nullable(),
  /** Succeeded refunds. */
  refunded: money,
  refunds: z.array(refundOutput),
});

/**
 * Why a refund needs the trainer: it failed (and was not asked again), Stripe never answered it, or Stripe holds it
 * still pending after a few minutes (its webhook will settle it).
 */
export const REFUND_ATTENTION_REASONS = ["failed", "unanswered", "processing"] as const;
export type RefundAttentionReason = (typeof REFUND_ATTENTION_REASONS)[number];

/** admin.bookings.refundsNeedingAttention: which page of them. */
export const refundAttentionInput = z.object({ page: listPage, pageSize: listPageSize }).prefault({});
export type RefundAttentionInput = z.output<typeof refundAttentionInput>;

/** A refund needing her, with whose booking it is and whether a retry can act on it. */
export const refundAttentionOutput = refundOutput.extend({
  clientName: z.string(),
  clientEmail: z.string(),
  packageName: z.string(),
  reason: z.enum(REFUND_ATTENTION_REASONS),
  /** A failed or unanswered refund can be asked again; one Stripe holds waits for its webhook. */
  retriable: z.boolean(),
});
export type RefundNeedingAttention = z.infer<typeof refundAttentionOutput>;
export const refundAttentionPageOutput = /* @__PURE__ */ pageOutput(refundAttentionOutput);
