// A client's membership: a package paid for every month through the card processor's subscriptions. Each paid month
// is a booking of its own (bookings.membership_id), so its sessions, ledger, expiry and money are a pack's.
import type { MembershipStatus } from "@studio/validators/kinds";
import type { Language } from "@studio/validators/languages";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { packages } from "./catalogue";
import { createdAt, money, updatedAt } from "./columns";

export const memberships = pgTable(
  "memberships",
  {
    id: serial().primaryKey(),
    packageId: integer()
      .notNull()
      .references(() => packages.id, { onDelete: "restrict" }),
    /** The booking she signed up with: its payment is the first month's. */
    firstBookingId: integer().notNull().unique(),
    clientName: text().notNull(),
    clientEmail: text().notNull(),
    language: text().$type<Language>().notNull().default("en"),
    /** The monthly price she signed up at, in dollars. */
    amount: money().notNull(),
    status: text().$type<MembershipStatus>().notNull().default("incomplete"),
    /** The processor's subscription (sub_…, or mock_sub_… without Stripe) and customer. */
    subscriptionId: text().unique(),
    customerId: text(),
    /** When the month now paid for ends: the next renewal. */
    currentPeriodEnd: timestamp({ withTimezone: true }),
    /** When a cancellation she asked for takes effect (the end of the month paid for); null while it renews. */
    endsAt: timestamp({ withTimezone: true }),
    /** When it ended. */
    cancelledAt: timestamp({ withTimezone: true }),
    /** When the pause it is in began; null when it is not paused (every pause, past ones too: membership_pauses). */
    pausedAt: timestamp({ withTimezone: true }),
    /** When a renewal last failed, until one is paid: what the trainer is shown as needing attention. */
    paymentFailedAt: timestamp({ withTimezone: true }),
    /** The creation time of the last subscription event applied, so an older event delivered late changes nothing. */
    syncedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.clientEmail),
    index().on(t.status),
    // The reports' members ended since a range began.
    index().on(t.cancelledAt),
    check("memberships_language", sql`${t.language} in ('en', 'es')`),
    check("memberships_status", sql`${t.status} in ('incomplete', 'active', 'past_due', 'paused', 'cancelled')`),
  ],
);

export type Membership = typeof memberships.$inferSelect;

/**
 * Each pause of a membership, from when it was paused to when it resumed or ended (null while it lasts), written
 * with the change that makes it (her change, the trainer's, or Stripe's word), so the reports can tell a past day's
 * pause from today's: the membership itself keeps only the pause it is in.
 */
export const membershipPauses = pgTable(
  "membership_pauses",
  {
    id: serial().primaryKey(),
    membershipId: integer()
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
    pausedAt: timestamp({ withTimezone: true }).notNull(),
    resumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // The reports look up each membership's pauses by when they began.
    index().on(t.membershipId, t.pausedAt),
    // One pause at a time: a pause asked for twice, or told by her tap and by Stripe's event, is one.
    uniqueIndex("membership_pauses_open_idx").on(t.membershipId).where(sql`${t.resumedAt} is null`),
    check("membership_pauses_order", sql`${t.resumedAt} >= ${t.pausedAt}`),
  ],
);
