// The trainer's clients (admin.clients.*): the directory, one client's history, her notes and a sign-in code.
import {
  clientDirectoryInput,
  clientDirectoryOutput,
  clientEmailInput,
  clientNoteInput,
  clientNoteOutput,
  clientNotesInput,
  clientNotesOutput,
  clientProfileOutput,
  clientSignInCodeInput,
  successMessageOutput,
} from "@studio/validators";
import { adminProcedure } from "../trpc";
import { listClients } from "./directory";
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
};
