import {
  bookingAccessInput,
  bookingConfirmationOutput,
  bookingOutput,
  type CreateBookingInput,
  completeFreeBookingInput,
  createBookingInput,
  paymentIntentInput,
  paymentIntentOutput,
  paymentSuccessInput,
} from "@studio/validators";
import { z } from "zod";
import { type RestRoute, route } from "../define";

type WithId<T> = T & { id: number };

export const bookingRoutes: RestRoute[] = [
  route<CreateBookingInput>({
    method: "POST",
    url: "/api/bookings",
    summary: "Book a package; the server prices it (package price less any discount) and ignores client amounts",
    tag: "bookings",
    access: "public",
    input: createBookingInput,
    output: bookingOutput,
    call: (caller, input) => caller.bookings.create(input),
  }),
  route<WithId<{ payment_status: "paid"; status: "completed" }>>({
    method: "PATCH",
    url: "/api/bookings/:id",
    summary: "Complete a free booking (only when the server's amount is 0.00; 409 otherwise)",
    tag: "bookings",
    access: "public",
    input: completeFreeBookingInput,
    output: bookingOutput,
    call: (caller, input) => caller.bookings.completeFree(input),
  }),
  route<{ id: number; token: string }>({
    method: "GET",
    url: "/api/bookings/:id/confirmation",
    summary: "The confirmation page's view of a booking, for the holder of its access token",
    tag: "bookings",
    access: "public",
    input: bookingAccessInput,
    output: bookingConfirmationOutput,
    call: (caller, input) => caller.bookings.confirmation(input),
  }),
  route<{ bookingId: number }>({
    method: "POST",
    url: "/api/create-payment-intent",
    summary: "Create (or reuse) the booking's PaymentIntent for the server's amount",
    tag: "payments",
    access: "public",
    input: paymentIntentInput,
    output: paymentIntentOutput,
    call: (caller, input) => caller.bookings.createPaymentIntent(input),
  }),
  route<WithId<{ status: "paid" }>>({
    method: "POST",
    url: "/api/bookings/:id/payment-success",
    summary: "Report a confirmed card payment; believed only after checking the PaymentIntent with Stripe",
    tag: "payments",
    access: "public",
    input: paymentSuccessInput,
    output: z.object({ success: z.boolean(), paymentStatus: z.literal("paid") }),
    call: (caller, input) => caller.bookings.paymentSuccess(input),
  }),
];
