import {
  contactInput,
  contactReceiptOutput,
  contactReplyInput,
  idInput,
  inboxArchiveInput,
  inboxHandledInput,
  inboxListInput,
  inboxListOutput,
  inboxMessageOutput,
  inboxReadInput,
} from "@studio/validators";
import { adminProcedure, publicProcedure, router } from "../trpc";
import { inboxMessage, listInbox, setArchived, setHandled, setRead } from "./admin";
import { submitContact } from "./contact";
import { replyToMessage } from "./reply";

export const contactRouter = router({
  submit: publicProcedure
    .input(contactInput)
    .output(contactReceiptOutput)
    .mutation(({ ctx, input }) => submitContact(ctx, input)),
});

/** The trainer's inbox of contact messages (admin.inbox.*). */
export const contactAdminRouter = router({
  list: adminProcedure
    .input(inboxListInput.optional())
    .output(inboxListOutput)
    .query(({ ctx, input }) => listInbox(ctx, input ?? { filter: "open", page: 1 })),
  get: adminProcedure
    .input(idInput)
    .output(inboxMessageOutput)
    .query(({ ctx, input }) => inboxMessage(ctx, input.id)),
  setRead: adminProcedure
    .input(inboxReadInput)
    .output(inboxMessageOutput)
    .mutation(({ ctx, input }) => setRead(ctx, input.id, input.read)),
  setHandled: adminProcedure
    .input(inboxHandledInput)
    .output(inboxMessageOutput)
    .mutation(({ ctx, input }) => setHandled(ctx, input.id, input.handled)),
  setArchived: adminProcedure
    .input(inboxArchiveInput)
    .output(inboxMessageOutput)
    .mutation(({ ctx, input }) => setArchived(ctx, input.id, input.archived)),
  reply: adminProcedure
    .input(contactReplyInput)
    .output(inboxMessageOutput)
    .mutation(({ ctx, input }) => replyToMessage(ctx, ctx.adminSession.username, input)),
});
