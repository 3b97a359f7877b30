// The health questionnaire: hers under portal.*, the trainer's reading under admin.clients.*.
import { clientEmailInput, intakeInput, intakeOutput, myIntakeOutput } from "@studio/validators";
import { adminProcedure, clientProcedure } from "../trpc";
import { intakeOf, saveIntake } from "./intake";

/** Merged into the portal's procedures: her own questionnaire once she has signed in. */
export const clientIntakeProcedures = {
  intake: clientProcedure
    .output(myIntakeOutput)
    .query(async ({ ctx }) => ({ intake: await intakeOf(ctx.db, ctx.client.email) })),
  saveIntake: clientProcedure
    .input(intakeInput)
    .output(intakeOutput)
    .mutation(({ ctx, input }) => saveIntake(ctx, ctx.client.email, ctx.request.language, input)),
};

/** Merged into admin.clients: one client's questionnaire, or null before she has filled it. */
export const intakeAdminProcedures = {
  intake: adminProcedure
    .input(clientEmailInput)
    .output(intakeOutput.nullable())
    .query(({ ctx, input }) => intakeOf(ctx.db, input.email)),
};
