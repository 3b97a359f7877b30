// Who is signed in: the trainer's and the clients' sessions; her second factors: passkeys, an authenticator app (TOTP)
// and one-time recovery codes; and the short-lived steps between a right password and a session (or between asking
// for a passkey and saving it).
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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

/** Her passkeys (WebAuthn credentials). The key is the credential id, base64url. */
export const adminPasskeys = pgTable(
  "admin_passkeys",
  {
    id: text().primaryKey(),
    username: text().notNull(),
    /** The credential's COSE public key, base64url. */
    publicKey: text().notNull(),
    /** The authenticator's signature counter (0 for those that keep none). */
    counter: bigint({ mode: "number" }).notNull().default(0),
    transports: jsonb().$type<string[]>(),
    name: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.username)],
);

/** Her authenticator app: one per username. The secret is encrypted (AES-256-GCM under a key from the server secret). */
export const adminTotp = pgTable("admin_totp", {
  username: text().primaryKey(),
  secret: text().notNull(),
  /** Null while set-up waits for her first code: an unconfirmed secret signs nobody in. */
  confirmedAt: timestamp({ withTimezone: true }),
  /** The last 30-second step whose code was accepted: that code, and older ones, never work again. */
  lastUsedStep: bigint({ mode: "number" }),
  createdAt: createdAt(),
});

/** One-time recovery codes, kept only as HMACs. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: serial().primaryKey(),
    username: text().notNull(),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.username, t.codeHash)],
);

export type AdminChallengeKind = "second-factor" | "passkey-registration";

/**
 * A step under way: a right password waiting for its second factor (keyed by the SHA-256 of the cookie's token), or
 * a passkey being added (keyed by the admin session). Single use, and short-lived.
 */
export const adminChallenges = pgTable("admin_challenges", {
  id: text().primaryKey(),
  kind: text().$type<AdminChallengeKind>().notNull(),
  username: text().notNull(),
  /** The WebAuthn challenge given to the browser, once asked for. */
  challenge: text(),
  createdAt: createdAt(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
