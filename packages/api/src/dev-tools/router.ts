import {
  paymentIntentOutput,
  successMessageOutput,
  testBookingOutput,
  testPaymentIntentInput,
  testSmtpInput,
  testSmtpOutput,
  testWorkoutEmailInput,
} from "@studio/validators";
import { devToolProcedure, router } from "../trpc";
import { createTestBooking, createTestPaymentIntent, sendTestSmtp, sendTestWorkoutEmail } from "./dev-tools";

export const devToolsRouter = router({
  testBooking: devToolProcedure.output(testBookingOutput).mutation(({ ctx }) => createTestBooking(ctx)),
  testPaymentIntent: devToolProcedure
    .input(testPaymentIntentInput)
    .output(paymentIntentOutput)
    .mutation(({ ctx, input }) => createTestPaymentIntent(ctx, input.amount)),
  testWorkoutEmail: devToolProcedure
    .input(testWorkoutEmailInput)
    .output(successMessageOutput)
    .mutation(({ ctx, input }) => sendTestWorkoutEmail(ctx, input)),
  testSmtp: devToolProcedure
    .input(testSmtpInput)
    .output(testSmtpOutput)
    .mutation(({ ctx, input }) => sendTestSmtp(ctx, input.recipientEmail)),
});
