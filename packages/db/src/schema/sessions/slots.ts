// The bookable hours with their places. They stand below bookings (a booking keeps the hour it was made for), and
// the rest of the domain above them (a session belongs to a booking), so the domain is a folder, not one file.
import type { SessionType } from "@studio/validators";
import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { createdAt } from "../columns";

/** One bookable hour at the studio (or at a client's home) with its capacity. */
export const timeSlots = pgTable(
  "time_slots",
  {
    id: serial().primaryKey(),
    date: date({ mode: "string" }).notNull(),
    /** "HH:MM", 24-hour, Miami time. */
    time: text().notNull(),
    sessionType: text().$type<SessionType>().notNull(),
    bookedCount: integer().notNull().default(0),
    maxCapacity: integer().notNull().default(3),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.date, t.time, t.sessionType),
    check("time_slots_capacity", sql`${t.bookedCount} >= 0 AND ${t.bookedCount} <= ${t.maxCapacity}`),
  ],
);

export type TimeSlot = typeof timeSlots.$inferSelect;
