// The trainer's actions, each written in the transaction of its change and read back in her history.
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

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

export type AdminAuditEntry = typeof adminAudit.$inferSelect;
