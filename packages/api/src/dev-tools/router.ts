import { testPaymentIntentInput, testSmtpInput, testWorkoutEmailInput } from "@studio/validators";
import { devToolProcedure, router } from "../trpc";
import { createTestBooking, createTestPaymentIntent, sendTestSmtp, sendTestWorkoutEmail } from "./dev-tools";

export const devToolsRouter = router({
  testBooking: devToolProcedure.mutation(({ ctx }) => createTestBooking(ctx)),
  testPaymentIntent: devToolProcedure
    .input(testPaymentIntentInput)
    .mutation(({ ctx, input }) => createTestPaymentIntent(ctx, input.amount)),
  testWorkoutEmail: devToolProcedure
    .input(testWorkoutEmailInput)
    .mutation(({ ctx, input }) => sendTestWorkoutEmail(ctx, input)),
  testSmtp: devToolProcedure.input(testSmtpInput).mutation(({ ctx, input }) => sendTestSmtp(ctx, input.recipientEmail)),
});
