// The rate limits' counters, which every domain takes from and no one domain owns.
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Fixed-window counters shared by every server instance (login failures, code requests). */
/** UNLOGGED (migration 0010): counters that a crash may forget, written without a disk flush. */
export const rateLimits = pgTable("rate_limits", {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});
