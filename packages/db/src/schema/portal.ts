// The portal's e-mail codes: how a client proves her address to sign in (or to confirm erasing her data).
import type { CodePurpose } from "@studio/validators";
import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    /** HMAC-SHA256 of the code under the server secret; the code itself is never stored. */
    code: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    used: boolean().notNull().default(false),
    /** Guesses compared with this code: each is counted before the comparison, so a burst cannot pass five. */
    failedAttempts: integer().notNull().default(0),
    /** sign-in, or erase: a code asked for to confirm "Delete my data" opens nothing else. */
    purpose: text().$type<CodePurpose>().notNull().default("sign-in"),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.email, t.createdAt)],
);

export type VerificationCode = typeof verificationCodes.$inferSelect;
