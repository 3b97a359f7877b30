// A client's reminder settings: how and how long before each session she is reminded.
import { z } from "zod";

export const REMINDER_TYPES = ["email", "sms", "both"] as const;
export type ReminderType = (typeof REMINDER_TYPES)[number];
export const reminderHours = [1, 2, 6, 12, 24, 48] as const;

/** What a client gets until she changes it: the database's column defaults and the server's fallback alike. */
export const REMINDER_DEFAULTS = { enabled: true, reminderType: "email", reminderTime: 24 } as const satisfies {
  enabled: boolean;
  reminderType: ReminderType;
  reminderTime: (typeof reminderHours)[number];
};

export const reminderSettingsInput = z.object({
  userId: z.coerce.number().int().positive().optional(),
  enabled: z.boolean(),
  reminderType: z.enum(REMINDER_TYPES, { error: "Choose email, sms or both" }),
  reminderTime: z.coerce
    .number()
    .refine((hours) => (reminderHours as readonly number[]).includes(hours), "Choose 1, 2, 6, 12, 24 or 48 hours"),
});
export const testReminderInput = z.object({
  sessionId: z.coerce.number().int().positive(),
  userId: z.coerce.number().int().positive().optional(),
});
