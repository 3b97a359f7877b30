import { type CodePurpose, REMINDER_DEFAULTS, type ReminderType } from "@studio/validators";
import { boolean, date, index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/** A client, created the first time she proves her e-mail address with a code. */
export const users = pgTable("users", {
  id: serial().primaryKey(),
  username: text().notNull().unique(),
  /** Clients sign in with e-mail codes; no password is kept unless one is ever set. */
  password: text(),
  fullName: text(),
  email: text().notNull().unique(),
  phone: text(),
  address: text(),
  createdAt: createdAt(),
});

export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    /** HMAC-SHA256 of the code under the server secret; the code itself is never stored. */
    code: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    used: boolean().notNull().default(false),
    /** Guesses compared with this code: each is counted before the comparison, so a burst cannot pass five. */
    failedAttempts: integer().notNull().default(0),
    /** sign-in, or erase: a code asked for to confirm "Delete my data" opens nothing else. */
    purpose: text().$type<CodePurpose>().notNull().default("sign-in"),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.email, t.createdAt)],
);

export const sessionReminders = pgTable("session_reminders", {
  id: serial().primaryKey(),
  userId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  reminderType: text().$type<ReminderType>().notNull().default(REMINDER_DEFAULTS.reminderType),
  reminderTime: integer().notNull().default(REMINDER_DEFAULTS.reminderTime),
  enabled: boolean().notNull().default(REMINDER_DEFAULTS.enabled),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const progressTrackers = pgTable(
  "progress_trackers",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: timestamp({ withTimezone: true }).notNull(),
    /** The day in Miami the entry belongs to: one entry per client per day. */
    entryDay: date({ mode: "string" }).notNull(),
    moodRating: integer().notNull(),
    energyLevel: integer().notNull(),
    workoutCompleted: boolean().notNull().default(true),
    workoutType: text(),
    notes: text(),
    /** Comma-separated codes: workout-complete, 3-day-streak, ..., mood-improver. */
    achievements: text(),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.userId, t.entryDay), index().on(t.userId, t.date)],
);

export type User = typeof users.$inferSelect;
export type VerificationCode = typeof verificationCodes.$inferSelect;
export type SessionReminder = typeof sessionReminders.$inferSelect;
export type ProgressEntry = typeof progressTrackers.$inferSelect;
