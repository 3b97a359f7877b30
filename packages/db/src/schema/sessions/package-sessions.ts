// The sessions of a booking's pack: when each one is (or is not yet) scheduled, and its state.
import type { SessionStatus } from "@studio/validators";
import { relations, sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { bookings } from "../bookings";
import { packages } from "../catalogue";
import { createdAt, updatedAt } from "../columns";
import { users } from "../users";
import { timeSlots } from "./slots";

export const packageSessions = pgTable(
  "package_sessions",
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    sessionNumber: integer().notNull(),
    date: date({ mode: "string" }),
    time: text(),
    /** The same moment as date + time in America/New_York, kept as an instant so reminders survive DST. */
    startsAt: timestamp({ withTimezone: true }),
    timeSlotId: integer().references(() => timeSlots.id, { onDelete: "set null" }),
    status: text().$type<SessionStatus>().notNull().default("pending"),
    reminderSent: boolean().notNull().default(false),
    /** Set when the admin overrode the 24-hour policy: who, when and what. */
    policyOverride: text(),
    /** The calendar invite's SEQUENCE (RFC 5545): one more on every change of its hour, so her calendar keeps one event. */
    calendarSequence: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.bookingId, t.sessionNumber),
    index().on(t.startsAt),
    index().on(t.timeSlotId),
    // The admin's session list: from today on, by date then time.
    index().on(t.date, t.time),
    // The sessions sold and not trained yet (what she owes), found without reading every session ever trained.
    index("package_sessions_open_idx").on(t.bookingId).where(sql`${t.status} in ('pending', 'scheduled', 'postponed')`),
  ],
);

// A booking's relations are written here, where its sessions are known: bookings.ts cannot import this file.
export const bookingsRelations = relations(bookings, ({ one, many }) => ({
  package: one(packages, { fields: [bookings.packageId], references: [packages.id] }),
  user: one(users, { fields: [bookings.userId], references: [users.id] }),
  sessions: many(packageSessions),
}));
export const packageSessionsRelations = relations(packageSessions, ({ one }) => ({
  booking: one(bookings, { fields: [packageSessions.bookingId], references: [bookings.id] }),
  timeSlot: one(timeSlots, { fields: [packageSessions.timeSlotId], references: [timeSlots.id] }),
}));

export type PackageSession = typeof packageSessions.$inferSelect;
