import type { BookingStatus, PaymentMethod, PaymentStatus, SessionStatus, SessionType } from "@studio/validators";
import type { Language } from "@studio/validators/languages";
import { relations, sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { packages } from "./catalog";
import { createdAt, money, updatedAt } from "./columns";
import { users } from "./users";

export type { BookingStatus, PaymentMethod, PaymentStatus, SessionStatus, SessionType } from "@studio/validators";

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

export const bookings = pgTable(
  "bookings",
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    packageId: integer()
      .notNull()
      .references(() => packages.id, { onDelete: "restrict" }),
    packageName: text().notNull(),
    date: date({ mode: "string" }).notNull(),
    time: text().notNull(),
    timeSlotId: integer().references(() => timeSlots.id, { onDelete: "set null" }),
    location: text().notNull(),
    address: text(),
    notes: text(),
    clientName: text().notNull(),
    clientEmail: text().notNull(),
    clientPhone: text(),
    experience: text(),
    status: text().$type<BookingStatus>().notNull().default("pending"),
    paymentIntent: text().unique(),
    paymentStatus: text().$type<PaymentStatus>().notNull().default("unpaid"),
    /** How it was paid: stripe, manual (cash or bank, marked by the admin), free, or mock (no Stripe configured). */
    paymentMethod: text().$type<PaymentMethod>(),
    /** The trainer who recorded a manual payment (cash, bank transfer). */
    paymentRecordedBy: text(),
    amount: money().notNull(),
    discountCode: text(),
    discountAmount: money().notNull().default("0.00"),
    originalAmount: money().notNull(),
    /**
     * Made by the booking form once per attempt: the same attempt sent twice (a double tap, a retry after a
     * lost answer) finds this booking instead of making a second.
     */
    requestKey: uuid().unique(),
    /** The language she booked in: her e-mails and reminders for this booking are written in it. */
    language: text().$type<Language>().notNull().default("en"),
    /** When the money arrived (the card payment, or the trainer's record of cash); null while unpaid. */
    paidAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.clientEmail),
    index().on(t.createdAt),
    index().on(t.packageId),
    index().on(t.paymentStatus),
    // The overview's figures and the dashboard's date filters: paid bookings by when they were made.
    index().on(t.paymentStatus, t.createdAt),
    // The money collected, by when it arrived.
    index().on(t.paidAt).where(sql`${t.paidAt} is not null`),
    check("bookings_language", sql`${t.language} in ('en', 'es')`),
    check("bookings_amounts", sql`${t.amount} >= 0 AND ${t.discountAmount} >= 0 AND ${t.originalAmount} >= 0`),
  ],
);

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
  ],
);

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

export const bookingsRelations = relations(bookings, ({ one, many }) => ({
  package: one(packages, { fields: [bookings.packageId], references: [packages.id] }),
  user: one(users, { fields: [bookings.userId], references: [users.id] }),
  sessions: many(packageSessions),
}));
export const packageSessionsRelations = relations(packageSessions, ({ one }) => ({
  booking: one(bookings, { fields: [packageSessions.bookingId], references: [bookings.id] }),
  timeSlot: one(timeSlots, { fields: [packageSessions.timeSlotId], references: [timeSlots.id] }),
}));

export type Booking = typeof bookings.$inferSelect;
export type PackageSession = typeof packageSessions.$inferSelect;
export type TimeSlot = typeof timeSlots.$inferSelect;
export type ReminderLogEntry = typeof reminderLog.$inferSelect;
