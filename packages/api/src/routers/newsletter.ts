import { newsletterSubscribeInput, newsletterUnsubscribeInput } from "@studio/validators";
import { subscribe, unsubscribe } from "../services/newsletter";
import { publicProcedure, router } from "../trpc";

export const newsletterRouter = router({
  subscribe: publicProcedure.input(newsletterSubscribeInput).mutation(({ ctx, input }) => subscribe(ctx, input.email)),
  unsubscribe: publicProcedure
    .input(newsletterUnsubscribeInput)
    .mutation(({ ctx, input }) => unsubscribe(ctx, input.email, input.token)),
});
