// The trainer's hours: the weekly template of when a session can start, and the days the studio is closed.
import type { SessionType } from "@studio/validators";
import type { Translations } from "@studio/validators/languages";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/** The trainer's weekly template: the hours a session of each type can start on each weekday (0 = Sunday). */
export const weeklyHours = pgTable(
  "weekly_hours",
  {
    sessionType: text().$type<SessionType>().notNull(),
    weekday: smallint().notNull(),
    /** Start hours, Miami time (6 = 6:00 AM, 16 = 4:00 PM), ascending. */
    hours: integer().array().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionType, t.weekday] }),
    check("weekly_hours_weekday", sql`${t.weekday} between 0 and 6`),
  ],
);

/** Days the studio is closed (a holiday, a vacation): no session can be booked on them. */
export const closures = pgTable(
  "closures",
  {
    id: serial().primaryKey(),
    startsOn: date({ mode: "string" }).notNull(),
    endsOn: date({ mode: "string" }).notNull(),
    /** Shown to clients: "Closed for Thanksgiving". */
    reason: text().notNull(),
    /** Her Spanish reason ("Cerrado por Acción de Gracias"), when she wrote one; Spanish clients see it. */
    translations: jsonb().$type<Translations<"reason">>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [check("closures_range", sql`${t.endsOn} >= ${t.startsOn}`)],
);

export type WeeklyHours = typeof weeklyHours.$inferSelect;
export type Closure = typeof closures.$inferSelect;

/**
 * How the trainer's working day runs, one row: the time she needs to get from one place to another (the gym, a
 * client's home, another home), when her morning agenda is e-mailed, and her own calendar feed.
 */
export const daySettings = pgTable(
  "day_settings",
  {
    id: smallint().primaryKey().default(1),
    /** No booking leaves her less than this between two places. */
    travelMinutes: integer().notNull().default(30),
    /** Minutes after midnight, Miami time, when the day's agenda is e-mailed to her; null: she wants none. */
    agendaMinute: smallint().default(360),
    /** The Miami day whose agenda was last sent: each day's goes once. */
    agendaSentOn: date({ mode: "string" }),
    /** Her calendar feed's address is signed over this; a reset bumps it and the old address stops answering. */
    feedVersion: integer().notNull().default(1),
    feedRotatedAt: timestamp({ withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("day_settings_one_row", sql`${t.id} = 1`),
    check("day_settings_travel", sql`${t.travelMinutes} between 0 and 180`),
    check("day_settings_agenda", sql`${t.agendaMinute} between 0 and 1439`),
  ],
);

export type DaySettings = typeof daySettings.$inferSelect;
