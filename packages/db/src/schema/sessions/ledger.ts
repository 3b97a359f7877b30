// The ledger of each pack's sessions, written by the database itself.
import type { CreditKind } from "@studio/validators/kinds";
import { index, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { bookings } from "../bookings";
import { createdAt } from "../columns";
import { packageSessions } from "./package-sessions";

/**
 * The append-only ledger of a pack's sessions, written by the database itself (migration 0017's trigger on
 * package_sessions) in the transaction of every change, so no code path can skip it. `credits` is the change in
 * sessions left to schedule: a pack's balance is the sum of its rows. Rows are never updated; they go only with
 * their booking.
 */
export const sessionLedger = pgTable(
  "session_ledger",
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    sessionId: integer().references(() => packageSessions.id, { onDelete: "cascade" }),
    kind: text().$type<CreditKind>().notNull(),
    credits: smallint().notNull(),
    /** When the session starts after the change (null when it has no hour). */
    startsAt: timestamp({ withTimezone: true }),
    /** Who: the trainer's name, "client", or "system" (set per transaction as studio.actor). */
    actor: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.bookingId, t.id)],
);

export type LedgerEntry = typeof sessionLedger.$inferSelect;
