// The trainer's directory of her clients: her private notes on each one.
import { index, pgTable, serial, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** The trainer's private notes on a client, by her e-mail address (lower case, as bookings keep it). */
export const clientNotes = pgTable(
  "client_notes",
  {
    id: serial().primaryKey(),
    clientEmail: text().notNull(),
    body: text().notNull(),
    writtenBy: text().notNull(),
    /** Her form's key for one attempt: Save tapped twice is one note. */
    requestKey: uuid().unique(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.clientEmail, t.createdAt)],
);

export type ClientNote = typeof clientNotes.$inferSelect;
