// The contact form's messages, and the trainer's inbox: read, answered, archived, with her replies.
import type { Language } from "@studio/validators/languages";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const contacts = pgTable(
  "contacts",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    /** The language of the page she wrote from: the trainer's replies are framed in it. */
    language: text().$type<Language>().notNull().default("en"),
    /** The contact form's key for one attempt: Send Message tapped twice stores one message. */
    requestKey: uuid().unique(),
    /** The trainer's inbox: when she first opened it, answered or set it aside. */
    readAt: timestamp({ withTimezone: true }),
    handledAt: timestamp({ withTimezone: true }),
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.createdAt),
    // Her messages, on the client's page and counted by the reply caps, are found by her address as typed.
    index("contacts_email_lower_idx").on(sql`lower(${t.email})`, t.createdAt),
    check("contacts_language", sql`${t.language} in ('en', 'es')`),
  ],
);

/** The trainer's answers to a contact message, e-mailed through the outbox. */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: serial().primaryKey(),
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    body: text().notNull(),
    sentBy: text().notNull(),
    /** Her form's key for one attempt: Send tapped twice is one reply, one e-mail. */
    requestKey: uuid().unique(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.contactId)],
);

export type Contact = typeof contacts.$inferSelect;
export type ContactReply = typeof contactReplies.$inferSelect;
