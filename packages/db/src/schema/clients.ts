// The trainer's directory of her clients: her private notes on each one, and what she writes to them.
import type { Language } from "@studio/validators/languages";
import { sql } from "drizzle-orm";
import { check, index, pgTable, serial, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

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

/** What the trainer writes to a client from her page, e-mailed through the outbox and kept on her timeline. */
export const clientMessages = pgTable(
  "client_messages",
  {
    id: serial().primaryKey(),
    clientEmail: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    /** The client's language when it was sent: the e-mail's frame was written in it. */
    language: text().$type<Language>().notNull(),
    sentBy: text().notNull(),
    /** Her form's key for one attempt: Send tapped twice is one message, one e-mail. */
    requestKey: uuid().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.clientEmail, t.createdAt),
    check("client_messages_language", sql`${t.language} in ('en', 'es')`),
  ],
);

/** The messages she writes often, saved by name to start a new one from. */
export const messageTemplates = pgTable("message_templates", {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  subject: text().notNull(),
  body: text().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type ClientMessage = typeof clientMessages.$inferSelect;
export type MessageTemplate = typeof messageTemplates.$inferSelect;
