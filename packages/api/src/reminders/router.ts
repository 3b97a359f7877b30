import {
  reminderLogInput,
  reminderLogPageOutput,
  reminderSettingsInput,
  reminderSettingsOutput,
  successMessageOutput,
  testReminderInput,
  userIdInput,
} from "@studio/validators";
import { ownUserId } from "../auth/own-user";
import { adminProcedure, clientProcedure } from "../trpc";
import { reminderLogEntries } from "./reminder-log";
import { reminderSettings, saveReminderSettings, sendTestReminder } from "./reminders";

/** Her reminder settings (reminders.*; the portal adds the sessions they are for). */
export const remindersProcedures = {
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
  test: clientProcedure
    .input(testReminderInput)
    .output(successMessageOutput)
    .mutation(({ ctx, input }) => {
      ownUserId(ctx.client, input.userId, "reminders");
      return sendTestReminder(ctx, ctx.client, input.sessionId);
    }),
};

/** What the trainer sees of reminders: the log, published beside her sessions (admin.sessions.reminderLog). */
export const remindersAdminProcedures = {
  reminderLog: adminProcedure
    .input(reminderLogInput)
    .output(reminderLogPageOutput)
    .query(({ ctx, input }) => reminderLogEntries(ctx, input)),
};
