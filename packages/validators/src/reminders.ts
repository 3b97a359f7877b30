// A client's reminder settings: how and how long before each session she is reminded.
import { z } from "zod";
import { id, instant, listPage, listPageSize, numeric, pageOutput } from "./common";
import { pushPreferencesInput, pushPreferencesOutput } from "./push";

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
  userId: /* @__PURE__ */ id.optional(),
  enabled: z.boolean(),
  reminderType: z.enum(REMINDER_TYPES, { error: "Choose email, sms or both" }),
  reminderTime: numeric(
    z
      .number()
      .refine((hours) => (reminderHours as readonly number[]).includes(hours), "Choose 1, 2, 6, 12, 24 or 48 hours"),
  ),
  /** What she is told on her phones, kind by kind; left out (or a kind left out), it stays as it was. */
  push: /* @__PURE__ */ pushPreferencesInput.optional(),
});
export const testReminderInput = z.object({
  sessionId: id,
  userId: /* @__PURE__ */ id.optional(),
});

export const reminderSettingsOutput = z.object({
  data: z.object({
    enabled: z.boolean(),
    reminderType: z.enum(REMINDER_TYPES),
    reminderTime: z.number().int(),
    push: pushPreferencesOutput,
  }),
});

export const REMINDER_CHANNELS = ["email", "sms"] as const;
/** sending: claimed by a worker; sent, failed or skipped: its outcome. */
export const REMINDER_OUTCOMES = ["sending", "sent", "failed", "skipped"] as const;

/** One reminder attempt in the trainer's log, with whose session it was for. */
export const reminderLogEntryOutput = z.object({
  id,
  at: instant,
  channel: z.enum(REMINDER_CHANNELS),
  status: z.enum(REMINDER_OUTCOMES),
  detail: z.string().nullable(),
  sessionStartsAt: instant,
  sessionId: id,
  sessionNumber: z.number().int(),
  bookingId: id,
  clientName: z.string(),
  clientEmail: z.string(),
  /** `at` and `sessionStartsAt` as people read them, in Miami time. */
  atLabel: z.string(),
  sessionWhen: z.string(),
});

/** admin.sessions.reminderLog: a page of the attempts, newest first; all of them, or those of one outcome. */
export const reminderLogInput = z
  .object({
    status: z.enum(REMINDER_OUTCOMES, { error: "status must be sending, sent, failed or skipped" }).optional(),
    page: listPage,
    pageSize: listPageSize,
  })
  .prefault({});
export const reminderLogPageOutput = /* @__PURE__ */ pageOutput(reminderLogEntryOutput);
