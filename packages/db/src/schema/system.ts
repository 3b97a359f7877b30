// Tables the server needs to be safe: sessions, webhook idempotency, the mail outbox and rate limits.
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

/** Admin sign-ins. The primary key is the SHA-256 of the cookie's token. */
export const adminSessions = pgTable("admin_sessions", {
  id: text().primaryKey(),
  username: text().notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/** Clients who proved their e-mail with a code. The primary key is the SHA-256 of the cookie's token. */
export const clientSessions = pgTable(
  "client_sessions",
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.userId)],
);

/** Stripe event ids already handled, so a redelivered event has one effect. */
export const processedStripeEvents = pgTable("processed_stripe_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

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

/** Fixed-window counters shared by every server instance (login failures, code requests). */
/** UNLOGGED (migration 0010): counters that a crash may forget, written without a disk flush. */
export const rateLimits = pgTable("rate_limits", {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});

export type OutboxMessage = typeof emailOutbox.$inferSelect;
