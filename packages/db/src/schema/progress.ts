// A client's progress log: one entry a day, with the achievements it earned; and her body's measurements, one set a
// day, seen only by her and the trainer; and her progress photos.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
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

/**
 * Bytes as Postgres keeps them (bytea). postgres.js hands them over as a Buffer and PGlite as a Uint8Array: both
 * come out as a Buffer.
 */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Her progress photos: re-encoded WebP without metadata, kept in the database and never under /uploads, so no
 * public address exists for them. Served to her and the trainer only; gone with her account.
 */
export const progressPhotos = pgTable(
  "progress_photos",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The day in Miami the photo shows her on. */
    day: date({ mode: "string" }).notNull(),
    image: bytes().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    byteSize: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.day)],
);

export type ProgressPhoto = typeof progressPhotos.$inferSelect;
