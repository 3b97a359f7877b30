import { paymentIntentInput, paymentIntentOutput, paymentSuccessInput, paymentSuccessOutput } from "@studio/validators";
import { publicProcedure } from "../trpc";
import { confirmPaymentSuccess, createPaymentIntent } from "./payments";

/** Paying for a booking (published under bookings.*, beside the booking itself). */
export const paymentProcedures = {
  createPaymentIntent: publicProcedure
    .input(paymentIntentInput)
    .output(paymentIntentOutput)
    .mutation(({ ctx, input }) => createPaymentIntent(ctx, input.bookingId, input.token)),
  paymentSuccess: publicProcedure
    .input(paymentSuccessInput)
    .output(paymentSuccessOutput)
    .mutation(({ ctx, input }) => confirmPaymentSuccess(ctx, input.id, input.token)),
};
