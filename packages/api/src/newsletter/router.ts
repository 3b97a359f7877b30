import {
  messageOutput,
  newsletterConfirmInput,
  newsletterConfirmOutput,
  newsletterSubscribeInput,
  newsletterUnsubscribeInput,
  streamedFileOutput,
  subscriberExportInput,
  subscriberListInput,
  subscriberListOutput,
} from "@studio/validators";
import { adminProcedure, publicProcedure, router } from "../trpc";
import { listSubscribers } from "./admin";
import { exportSubscribersCsv } from "./admin-export";
import { confirm, subscribe, unsubscribe } from "./newsletter";

export const newsletterRouter = router({
  subscribe: publicProcedure
    .input(newsletterSubscribeInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => subscribe(ctx, input.email)),
  /** The confirmation e-mail's link, POSTed by its page: the sign-up counts from here. */
  confirm: publicProcedure
    .input(newsletterConfirmInput)
    .output(newsletterConfirmOutput)
    .mutation(({ ctx, input }) => confirm(ctx, input.email, input.token)),
  unsubscribe: publicProcedure
    .input(newsletterUnsubscribeInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => unsubscribe(ctx, input.email, input.token)),
});

/** The trainer's audience (admin.newsletter.*): her list, and the same view as a CSV file, streamed. */
export const newsletterAdminRouter = router({
  subscribers: adminProcedure
    .input(subscriberListInput.optional())
    .output(subscriberListOutput)
    .query(({ ctx, input }) => listSubscribers(ctx, input ?? { status: "all", search: undefined, page: 1 })),
  /** The view as a CSV file for her mailing tool, streamed: for GET /api/admin/newsletter/subscribers.csv. */
  exportCsv: adminProcedure
    .input(subscriberExportInput)
    .output(streamedFileOutput)
    .query(({ ctx, input }) => exportSubscribersCsv(ctx, input)),
});
