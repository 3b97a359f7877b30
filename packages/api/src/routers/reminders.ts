import { reminderSettingsInput, testReminderInput, userIdInput } from "@studio/validators";
import { TRPCError } from "@trpc/server";
import { sessionsFor } from "../services/portal";
import { reminderSettings, saveReminderSettings, sendTestReminder } from "../services/reminders";
import { clientProcedure, router } from "../trpc";

/** Reminders belong to the signed-in client: another user's id is refused. */
function ownId(session: { userId: number }, asked: number | undefined): number {
  if (asked !== undefined && asked !== session.userId) {
    throw new TRPCError({ code: "FORBIDDEN", message: "You can only see and change your own reminders." });
  }
  return session.userId;
}

export const remindersRouter = router({
  settings: clientProcedure.input(userIdInput.partial()).query(async ({ ctx, input }) => ({
    data: await reminderSettings(ctx, ownId(ctx.client, input.userId)),
  })),
  save: clientProcedure.input(reminderSettingsInput).mutation(async ({ ctx, input }) => ({
    data: await saveReminderSettings(ctx, ownId(ctx.client, input.userId), input),
  })),
  upcoming: clientProcedure.input(userIdInput.partial()).query(({ ctx, input }) => {
    ownId(ctx.client, input.userId);
    return sessionsFor(ctx, ctx.client.email);
  }),
  test: clientProcedure.input(testReminderInput).mutation(({ ctx, input }) => {
    ownId(ctx.client, input.userId);
    return sendTestReminder(ctx, ctx.client, input.sessionId);
  }),
});
