// The trainer's money on the bookings dashboard (admin.bookings.*): cancelling with a refund, retrying a refund,
// one booking's payment and refunds, the refunds needing her attention, and revenue by week or month.
import {
  bookingMoneyOutput,
  cancelBookingInput,
  cancelPreviewOutput,
  idInput,
  refundAttentionInput,
  refundAttentionPageOutput,
  refundOutput,
  retryRefundInput,
  revenueInput,
  revenueOutput,
} from "@studio/validators";
import { refundsNeedingAttention } from "../payments/refund-attention";
import { bookingMoney, retryRefund } from "../payments/refunds";
import { adminProcedure } from "../trpc";
import { cancelBooking, cancelPreview } from "./cancel";
import { cancelBookingOutput } from "./record";
import { revenueReport } from "./revenue";

export const bookingMoneyProcedures = {
  cancelPreview: adminProcedure
    .input(idInput)
    .output(cancelPreviewOutput)
    .query(({ ctx, input }) => cancelPreview(ctx, input.id)),
  cancel: adminProcedure
    .input(cancelBookingInput)
    .output(cancelBookingOutput)
    .mutation(({ ctx, input }) => cancelBooking(ctx, ctx.adminSession.username, input)),
  retryRefund: adminProcedure
    .input(retryRefundInput)
    .output(refundOutput)
    .mutation(({ ctx, input }) => retryRefund(ctx, ctx.adminSession.username, input.refundId)),
  /** Refunds that failed or wait too long, oldest first, a page at a time: each with a retry where one can act. */
  refundsNeedingAttention: adminProcedure
    .input(refundAttentionInput)
    .output(refundAttentionPageOutput)
    .query(({ ctx, input }) => refundsNeedingAttention(ctx, input)),
  money: adminProcedure
    .input(idInput)
    .output(bookingMoneyOutput)
    .query(({ ctx, input }) => bookingMoney(ctx, input.id)),
  revenue: adminProcedure
    .input(revenueInput)
    .output(revenueOutput)
    .query(({ ctx, input }) => revenueReport(ctx, input)),
};
