// The trainer's clients (admin.clients.*): the directory, one client's history, her notes and a sign-in code.
import {
  broadcastAudienceInput,
  broadcastAudienceOutput,
  broadcastInput,
  broadcastListOutput,
  broadcastOutput,
  clientDirectoryInput,
  clientDirectoryOutput,
  clientEmailInput,
  clientMessageInput,
  clientMessageOutput,
  clientNoteInput,
  clientNoteOutput,
  clientNotesInput,
  clientNotesOutput,
  clientProfileOutput,
  clientSignInCodeInput,
  clientTimelineInput,
  clientTimelineOutput,
  idInput,
  messageTemplateInput,
  messageTemplateOutput,
  okOutput,
  successMessageOutput,
} from "@studio/validators";
import { z } from "zod";
import { adminProcedure, router } from "../trpc";
import { audienceSize, listBroadcasts, sendBroadcast } from "./broadcasts";
import { listClients } from "./directory";
import { listTemplates, removeTemplate, saveTemplate } from "./message-templates";
import { clientTimeline, writeToClient } from "./messages";
import { addNote, listNotes } from "./notes";
import { clientProfile } from "./profile";
import { sendClientSignInCode } from "./sign-in-code";

/** admin.clients.*, joined in the root by her questionnaire (intake). */
export const clientsAdminProcedures = {
  list: adminProcedure
    .input(clientDirectoryInput.optional())
    .output(clientDirectoryOutput)
    .query(({ ctx, input }) => listClients(ctx, input ?? { search: undefined, page: 1 })),
  get: adminProcedure
    .input(clientEmailInput)
    .output(clientProfileOutput)
    .query(({ ctx, input }) => clientProfile(ctx, input.email)),
  notes: adminProcedure
    .input(clientNotesInput)
    .output(clientNotesOutput)
    .query(({ ctx, input }) => listNotes(ctx, input.email, input.cursor ?? undefined)),
  addNote: adminProcedure
    .input(clientNoteInput)
    .output(clientNoteOutput)
    .mutation(({ ctx, input }) => addNote(ctx, ctx.adminSession.username, input)),
  sendSignInCode: adminProcedure
    .input(clientSignInCodeInput)
    .output(successMessageOutput)
    .mutation(({ ctx, input }) => sendClientSignInCode(ctx, input.email, input.requestKey)),
  write: adminProcedure
    .input(clientMessageInput)
    .output(clientMessageOutput)
    .mutation(({ ctx, input }) => writeToClient(ctx, ctx.adminSession.username, input)),
  timeline: adminProcedure
    .input(clientTimelineInput)
    .output(clientTimelineOutput)
    .query(({ ctx, input }) => clientTimeline(ctx, input.email, input.cursor)),
  broadcasts: router({
    list: adminProcedure.output(broadcastListOutput).query(({ ctx }) => listBroadcasts(ctx)),
    /** How many clients the group holds now, before she writes to it. */
    audience: adminProcedure
      .input(broadcastAudienceInput)
      .output(broadcastAudienceOutput)
      .query(({ ctx, input }) => audienceSize(ctx, input.audience)),
    send: adminProcedure
      .input(broadcastInput)
      .output(broadcastOutput)
      .mutation(({ ctx, input }) => sendBroadcast(ctx, ctx.adminSession.username, input)),
  }),
  templates: router({
    list: adminProcedure.output(z.array(messageTemplateOutput)).query(({ ctx }) => listTemplates(ctx)),
    save: adminProcedure
      .input(messageTemplateInput)
      .output(messageTemplateOutput)
      .mutation(({ ctx, input }) => saveTemplate(ctx, input)),
    remove: adminProcedure
      .input(idInput)
      .output(okOutput)
      .mutation(({ ctx, input }) => removeTemplate(ctx, input.id)),
  }),
};
