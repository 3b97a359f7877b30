import { testPaymentIntentInput } from "@studio/validators";
import { createTestBooking, createTestPaymentIntent } from "../services/dev-tools";
import { devToolProcedure, router } from "../trpc";

export const devToolsRouter = router({
  testBooking: devToolProcedure.mutation(({ ctx }) => createTestBooking(ctx)),
  testPaymentIntent: devToolProcedure
    .input(testPaymentIntentInput)
    .mutation(({ ctx, input }) => createTestPaymentIntent(ctx, input.amount)),
});
