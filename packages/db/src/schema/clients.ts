// The trainer's directory of her clients: her private notes on each one, and what she writes to them.
import type { BroadcastAudience } from "@studio/validators";
import type { Language } from "@studio/validators/languages";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, uuid } from "drizzle-orm/pg-core";
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
/** A message the trainer wrote to a group of clients at once: each client's copy is on her timeline. */
export const broadcasts = pgTable(
  "broadcasts",
  {
    id: serial().primaryKey(),
    /** The group, as it was chosen: sessionsLeft, lapsed, recent. */
    audience: text().$type<BroadcastAudience>().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    /** The clients it was e-mailed to. */
    recipients: integer().notNull().default(0),
    sentBy: text().notNull(),
    /** Her form's key for one attempt: Send tapped twice is one broadcast. */
    requestKey: uuid().notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
);

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
    /** Her copy of a message written to a group; null for one written to her alone. */
    broadcastId: integer().references(() => broadcasts.id, { onDelete: "set null" }),
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
