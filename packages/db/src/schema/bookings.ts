// A client's purchase of a package: what she paid (or owes), with the discount it used and the language she booked in.
// Its sessions, and the relations between the two, are the sessions domain's (sessions/).
import type { BookingStatus, ManualPaymentKind, PaymentMethod, PaymentStatus } from "@studio/validators";
import type { Language } from "@studio/validators/languages";
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { packages } from "./catalogue";
import { createdAt, money, updatedAt } from "./columns";
import { memberships } from "./memberships";
import { timeSlots } from "./sessions/slots";
import { users } from "./users";

export type { BookingStatus, PaymentMethod, PaymentStatus } from "@studio/validators";

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
    /** Sessions sold when the trainer set her own number at the desk; null for the package's own. */
    sessionCount: integer(),
    /** The trainer who sold it at the desk; null when the client booked it herself. */
    soldBy: text(),
    /** How a payment recorded by hand came: cash or bank transfer. */
    manualMethod: text().$type<ManualPaymentKind>(),
    /** Until when a payment link holds an unpaid sale (the booking form's own hold is 30 minutes). */
    payBy: timestamp({ withTimezone: true }),
    /**
     * When its sessions left to book lapse: the package's months after payment, or a later day the trainer gave.
     * Null: they never do.
     */
    expiresAt: timestamp({ withTimezone: true }),
    /** When the client was told her sessions are about to lapse; cleared when the trainer extends them. */
    expiryRemindedAt: timestamp({ withTimezone: true }),
    /** The membership whose month this booking is; null for a pack. */
    membershipId: integer().references(() => memberships.id, { onDelete: "restrict" }),
    /** The card processor's invoice that paid this month of a membership: one booking per invoice. */
    invoiceId: text().unique(),
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
    // The expiry sweeps: packs that lapse, or will soon.
    index().on(t.expiresAt).where(sql`${t.expiresAt} is not null`),
    index().on(t.membershipId).where(sql`${t.membershipId} is not null`),
    check("bookings_language", sql`${t.language} in ('en', 'es')`),
    check("bookings_manual_method", sql`${t.manualMethod} in ('cash', 'bank')`),
    check("bookings_session_count", sql`${t.sessionCount} between 1 and 100`),
    check("bookings_amounts", sql`${t.amount} >= 0 AND ${t.discountAmount} >= 0 AND ${t.originalAmount} >= 0`),
  ],
);

export type Booking = typeof bookings.$inferSelect;

/**
 * How many sessions a booking holds, in a query that joins its package: the trainer's own count from the desk,
 * else the package's.
 */
export const sessionsSold = sql<number>`coalesce(${bookings.sessionCount}, ${packages.sessionCount})`.mapWith(Number);
