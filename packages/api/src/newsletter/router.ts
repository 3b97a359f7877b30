import {
  messageOutput,
  newsletterSubscribeInput,
  newsletterUnsubscribeInput,
  subscriberListInput,
  subscriberListOutput,
} from "@studio/validators";
import { adminProcedure, publicProcedure, router } from "../trpc";
import { listSubscribers } from "./admin";
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

/** The trainer's audience (admin.newsletter.*); the CSV export is a streamed download beside it. */
export const newsletterAdminRouter = router({
  subscribers: adminProcedure
    .input(subscriberListInput.optional())
    .output(subscriberListOutput)
    .query(({ ctx, input }) => listSubscribers(ctx, input ?? { status: "all", search: undefined, page: 1 })),
});
