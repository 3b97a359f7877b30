// A client's progress log: one entry a day, with the achievements it earned.
import { boolean, date, index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

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

export type ProgressEntry = typeof progressTrackers.$inferSelect;
