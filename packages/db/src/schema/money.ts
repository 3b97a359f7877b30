import type { RefundStatus } from "@studio/validators/kinds";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { createdAt, money, updatedAt } from "./columns";

/**
 * Money returned to a client. One row per refund asked of the card processor (or recorded, in mock mode and for
 * manual payments); the booking's refunded total is the sum of its succeeded rows.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    amount: money().notNull(),
    reason: text().notNull(),
    status: text().$type<RefundStatus>().notNull().default("pending"),
    /** stripe, mock or manual: who moved the money. */
    provider: text().notNull(),
    /** The processor's refund id (re_...), once it answered; its webhook finds the row by it. */
    providerRefundId: text().unique(),
    /** Sent to the processor as its idempotency key, so a retried request refunds once. */
    idempotencyKey: text().notNull().unique(),
    requestedBy: text().notNull(),
    failureReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.bookingId),
    // Money collected by when it went back, and the refunds that need her attention.
    index().on(t.status, t.createdAt),
    check("refunds_amount", sql`${t.amount} > 0`),
  ],
);

/** Every admin action that changes money or a client's sessions: who, what, when, and the row before and after. */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: serial().primaryKey(),
    actor: text().notNull(),
    /** "booking.cancel", "booking.refund", "booking.mark_paid", "session.move", ... */
    action: text().notNull(),
    bookingId: integer(),
    sessionId: integer(),
    clientEmail: text(),
    before: text(),
    after: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.bookingId), index().on(t.clientEmail, t.createdAt)],
);

export type Refund = typeof refunds.$inferSelect;
export type AdminAuditEntry = typeof adminAudit.$inferSelect;
