// A client's reminder settings, and the log of every reminder sent (or tried) for a session.
import { REMINDER_DEFAULTS, type ReminderType } from "@studio/validators";
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { packageSessions } from "./sessions/package-sessions";
import { users } from "./users";

export const sessionReminders = pgTable("session_reminders", {
  id: serial().primaryKey(),
  userId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  reminderType: text().$type<ReminderType>().notNull().default(REMINDER_DEFAULTS.reminderType),
  reminderTime: integer().notNull().default(REMINDER_DEFAULTS.reminderTime),
  enabled: boolean().notNull().default(REMINDER_DEFAULTS.enabled),
  /** What she is told on her phones (Web Push), each kind opted into on its own. */
  pushSessionReminders: boolean().notNull().default(false),
  pushWaitlistOffers: boolean().notNull().default(false),
  pushTrainerComments: boolean().notNull().default(false),
  pushTodaysWorkout: boolean().notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type ReminderChannel = "email" | "sms";
export type ReminderOutcome = "sending" | "sent" | "failed" | "skipped";

/**
 * One row per reminder attempt: the admin's reminder log, and the once-only key. A partial unique index allows
 * one 'sending' or 'sent' row per session, channel and start time, so two workers cannot both send it.
 */
export const reminderLog = pgTable(
  "reminder_log",
  {
    id: serial().primaryKey(),
    sessionId: integer()
      .notNull()
      .references(() => packageSessions.id, { onDelete: "cascade" }),
    channel: text().$type<ReminderChannel>().notNull(),
    /** The session start the reminder was for; a moved session gets a fresh key. */
    startsAt: timestamp({ withTimezone: true }).notNull(),
    status: text().$type<ReminderOutcome>().notNull(),
    detail: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reminder_log_once")
      .on(t.sessionId, t.channel, t.startsAt)
      .where(sql`${t.status} in ('sending', 'sent')`),
    index().on(t.createdAt),
  ],
);

export type SessionReminder = typeof sessionReminders.$inferSelect;
export type ReminderLogEntry = typeof reminderLog.$inferSelect;
