import { paymentIntentOutput, testPaymentIntentInput } from "@studio/validators";
import { z } from "zod";
import { type RestRoute, route } from "../define";

/** The developer test pages' calls: open in development, admin-only in production. */
export const devToolRoutes: RestRoute[] = [
  route({
    method: "GET",
    url: "/api/test-session-scheduling",
    summary: "Create a paid test booking of package 6 (12 Gym Sessions)",
    tag: "test pages",
    access: "admin",
    output: z.object({
      success: z.boolean(),
      bookingId: z.number().int(),
      packageId: z.number().int(),
      sessionCount: z.number().int(),
      message: z.string(),
      accessToken: z.string(),
      clientName: z.string(),
    }),
    call: (caller) => caller.devTools.testBooking(),
  }),
  route<{ amount: number }>({
    method: "POST",
    url: "/api/test-payment-intent",
    summary: "Create a test PaymentIntent (mock when Stripe is not configured)",
    tag: "test pages",
    access: "admin",
    input: testPaymentIntentInput,
    output: paymentIntentOutput,
    call: (caller, input) => caller.devTools.testPaymentIntent(input),
  }),
];
