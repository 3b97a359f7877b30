// Money in and out of a booking: the refunds asked of the card processor, and the Stripe events already handled.
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

/** Stripe event ids already handled, so a redelivered event has one effect. */
export const processedStripeEvents = pgTable("processed_stripe_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type Refund = typeof refunds.$inferSelect;
