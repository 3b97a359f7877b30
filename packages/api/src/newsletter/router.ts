import { messageOutput, newsletterSubscribeInput, newsletterUnsubscribeInput } from "@studio/validators";
import { publicProcedure, router } from "../trpc";
import { subscribe, unsubscribe } from "./newsletter";

export const newsletterRouter = router({
  subscribe: publicProcedure
    .input(newsletterSubscribeInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => subscribe(ctx, input.email)),
  unsubscribe: publicProcedure
    .input(newsletterUnsubscribeInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => unsubscribe(ctx, input.email, input.token)),
});
