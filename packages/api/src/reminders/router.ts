import {
  portalPackage,
  reminderLogInput,
  reminderLogPageOutput,
  reminderSettingsInput,
  reminderSettingsOutput,
  successMessageOutput,
  testReminderInput,
  userIdInput,
} from "@studio/validators";
import { z } from "zod";
import { ownUserId } from "../portal/own-user";
import { sessionsFor } from "../portal/portal";
import { adminProcedure, clientProcedure, router } from "../trpc";
import { reminderLogEntries } from "./reminder-log";
import { reminderSettings, saveReminderSettings, sendTestReminder } from "./reminders";

export const remindersRouter = router({
  settings: clientProcedure
    .input(userIdInput.partial())
    .output(reminderSettingsOutput)
    .query(async ({ ctx, input }) => ({
      data: await reminderSettings(ctx, ownUserId(ctx.client, input.userId, "reminders")),
    })),
  save: clientProcedure
    .input(reminderSettingsInput)
    .output(reminderSettingsOutput)
    .mutation(async ({ ctx, input }) => ({
      data: await saveReminderSettings(ctx, ownUserId(ctx.client, input.userId, "reminders"), input),
    })),
  upcoming: clientProcedure
    .input(userIdInput.partial())
    .output(z.array(portalPackage))
    .query(({ ctx, input }) => {
      ownUserId(ctx.client, input.userId, "reminders");
      return sessionsFor(ctx, ctx.client.email, ctx.request.language);
    }),
  test: clientProcedure
    .input(testReminderInput)
    .output(successMessageOutput)
    .mutation(({ ctx, input }) => {
      ownUserId(ctx.client, input.userId, "reminders");
      return sendTestReminder(ctx, ctx.client, input.sessionId);
    }),
});

/** What the trainer sees of reminders: the log, published beside her sessions (admin.sessions.reminderLog). */
export const remindersAdminProcedures = {
  reminderLog: adminProcedure
    .input(reminderLogInput)
    .output(reminderLogPageOutput)
    .query(({ ctx, input }) => reminderLogEntries(ctx, input)),
};
