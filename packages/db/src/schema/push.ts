// Web Push: each device a client turned notifications on for, what was sent to it (so a repeat sends once), and the
// server's own VAPID key pair when none is configured.
import type { Language } from "@studio/validators/languages";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

/** A browser's push subscription: where to post her notifications and the keys to encrypt them to. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The push service's address for this browser: one subscription, whoever signed in on it last. */
    endpoint: text().notNull().unique(),
    /** The browser's P-256 public key and authentication secret (base64url), as its PushManager gave them. */
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** The page's language when she turned them on: what this device's notifications are written in. */
    language: text().$type<Language>().notNull(),
    /** A short name of the browser ("Safari on iPhone"), for her data download. */
    userAgent: text().notNull().default(""),
    createdAt: createdAt(),
    /** The last time its push service took a notification. */
    lastSuccessAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId)],
);

/** "sending" while claimed by a worker; "sent" once its push service took it; "failed" to be tried again. */
export type PushDeliveryStatus = "sending" | "sent" | "failed";

/**
 * One notice to one device: the once-only key. A job retried after some devices took it sends only to the rest, and
 * the same notice queued again (a reminder's safety net, a second offer e-mail) finds it sent.
 */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    id: serial().primaryKey(),
    subscriptionId: integer()
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    /** What it was about, e.g. "session-reminder:12:2026-12-04T12:00:00.000Z". */
    noticeKey: text().notNull(),
    status: text().$type<PushDeliveryStatus>().notNull(),
    /** When this attempt claimed it: a claim left "sending" long past the send's time-out may be taken again. */
    claimedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex().on(t.subscriptionId, t.noticeKey), index().on(t.claimedAt)],
);

/** The key pair VAPID signs with when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: made once per database. */
export const pushVapidKeys = pgTable(
  "push_vapid_keys",
  {
    /** Always 1: one pair, whichever instance made it first. */
    id: smallint().primaryKey(),
    publicKey: text().notNull(),
    privateKey: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("push_vapid_keys_one", sql`${t.id} = 1`)],
);

export type PushSubscription = typeof pushSubscriptions.$inferSelect;
