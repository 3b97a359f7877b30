// A client's progress log: one entry a day, with the achievements it earned; and her body's measurements, one set a
// day, seen only by her and the trainer.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
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

/**
 * Her measurements on a day (Miami), each optional but one: weight in pounds, waist and hips in inches, to one
 * decimal. Gone with her account.
 */
export const bodyMeasurements = pgTable(
  "body_measurements",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    weightLb: numeric({ precision: 4, scale: 1 }),
    waistIn: numeric({ precision: 3, scale: 1 }),
    hipsIn: numeric({ precision: 3, scale: 1 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.userId, t.day),
    check("body_measurements_some", sql`coalesce(${t.weightLb}, ${t.waistIn}, ${t.hipsIn}) is not null`),
  ],
);

export type BodyMeasurement = typeof bodyMeasurements.$inferSelect;
