// The mail outbox, which every domain writes to and no one domain owns: an e-mail is kept before it is sent.
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export type OutboxStatus = "queued" | "sending" | "sent" | "failed";

/** Every e-mail the site sends, kept before sending so a mail outage loses nothing. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    template: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    replyTo: text(),
    /** Extra headers, such as List-Unsubscribe. */
    headers: jsonb().$type<Record<string, string>>(),
    /** Attachments such as calendar invites: [{ filename, contentType, content }]. */
    attachments: jsonb().$type<{ filename: string; contentType: string; content: string }[]>(),
    /** The Message-ID every attempt carries, so a message sent twice (its first outcome lost) is one message. */
    messageId: uuid().notNull().defaultRandom(),
    status: text().$type<OutboxStatus>().notNull().default("queued"),
    attempts: integer().notNull().default(0),
    lastAttemptAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.status, t.createdAt)],
);

export type OutboxMessage = typeof emailOutbox.$inferSelect;
