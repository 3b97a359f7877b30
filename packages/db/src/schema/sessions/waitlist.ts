// The waiting list for a full hour: who is in line, and the offers made to her.
import type { SessionType } from "@studio/validators";
import type { WaitlistStatus } from "@studio/validators/kinds";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../columns";
import { packageSessions } from "./package-sessions";

/** A client in line for a full hour, with the session of her pack she wants placed there. First come, first served. */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: serial().primaryKey(),
    sessionId: integer()
      .notNull()
      .references(() => packageSessions.id, { onDelete: "cascade" }),
    /** Lower case, as bookings keep it. */
    clientEmail: text().notNull(),
    sessionType: text().$type<SessionType>().notNull(),
    date: date({ mode: "string" }).notNull(),
    /** "HH:MM", 24-hour, Miami time. */
    time: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    /** "Book me automatically": a freed place is taken for her at once, with no offer to claim. */
    autoBook: boolean().notNull().default(false),
    status: text().$type<WaitlistStatus>().notNull().default("waiting"),
    /** Counts the offers made to her; each offer's claim link is signed with its round, so an old link is dead. */
    offerRound: integer().notNull().default(0),
    offeredAt: timestamp({ withTimezone: true }),
    offerExpiresAt: timestamp({ withTimezone: true }),
    /** Her form's key for one attempt: Join tapped twice is one place in line. */
    requestKey: uuid().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One place in line per client per hour.
    uniqueIndex("waitlist_one_per_client_hour")
      .on(t.clientEmail, t.sessionType, t.date, t.time)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    // The line of one hour, in order.
    index().on(t.sessionType, t.date, t.time, t.id),
    // Offers that run out, for the sweep.
    index("waitlist_offers_by_expiry").on(t.offerExpiresAt).where(sql`${t.status} = 'offered'`),
    index().on(t.clientEmail),
  ],
);

export type WaitlistEntry = typeof waitlistEntries.$inferSelect;
