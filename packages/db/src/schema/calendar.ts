// A client's private calendar feed of her sessions.
import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * A client's private calendar feed. The feed's address carries a token signed with the server secret over the
 * row's id and version, so no secret is stored; rotating bumps the version and the old address stops answering.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  id: serial().primaryKey(),
  /** Lower case, as bookings keep it. */
  clientEmail: text().notNull().unique(),
  version: integer().notNull().default(1),
  rotatedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

export type CalendarFeed = typeof calendarFeeds.$inferSelect;
