import {
  bookingAccessInput,
  completeFreeBookingInput,
  createBookingInput,
  paymentIntentInput,
  paymentSuccessInput,
} from "@studio/validators";
import { bookingConfirmation, completeFreeBooking, createBooking } from "../services/bookings";
import { confirmPaymentSuccess, createPaymentIntent } from "../services/payments";
import { publicProcedure, router } from "../trpc";

export const bookingsRouter = router({
  create: publicProcedure.input(createBookingInput).mutation(({ ctx, input }) => createBooking(ctx, input)),
  completeFree: publicProcedure
    .input(completeFreeBookingInput)
    .mutation(({ ctx, input }) => completeFreeBooking(ctx, input.id)),
  confirmation: publicProcedure
    .input(bookingAccessInput)
    .query(({ ctx, input }) => bookingConfirmation(ctx, input.id, input.token)),
  createPaymentIntent: publicProcedure
    .input(paymentIntentInput)
    .mutation(({ ctx, input }) => createPaymentIntent(ctx, input.bookingId)),
  paymentSuccess: publicProcedure
    .input(paymentSuccessInput)
    .mutation(({ ctx, input }) => confirmPaymentSuccess(ctx, input.id)),
});
