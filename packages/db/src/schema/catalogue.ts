// The packages the studio sells, in person and online, with their prices and the trainer's order.
import type { PackageType } from "@studio/validators";
import type { PackageBilling } from "@studio/validators/kinds";
import type { Translations } from "@studio/validators/languages";
import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, serial, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, money, updatedAt } from "./columns";

export const packages = pgTable(
  "packages",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text().notNull(),
    type: text().$type<PackageType>().notNull(),
    price: money().notNull(),
    durationMinutes: integer().notNull().default(60),
    sessionCount: integer().notNull().default(1),
    /** Its sessions are to be used within this many months of payment; null: they never expire. */
    validMonths: integer(),
    /** once: a pack; monthly: a membership, `price` a month for `session_count` sessions a month. */
    billing: text().$type<PackageBilling>().notNull().default("once"),
    /**
     * A membership of unlimited sessions within her hours: each paid month brings one session for each day of its
     * period, at most one a day, all lapsing when the period ends. Only a membership (billing monthly) may be.
     */
    unlimited: boolean().notNull().default(false),
    /** The card processor's product for a membership, made the first time one is sold. */
    stripeProductId: text(),
    imageUrl: text(),
    /** What the package includes, as the trainer wrote it; null shows the lines written for its type. */
    features: text().array(),
    /** The trainer's order, where SPEC's ordering rules leave a tie (and in her list). */
    position: integer().notNull().default(0),
    /** A retired package leaves the site but keeps its bookings, sessions and program access. */
    active: boolean().notNull().default(true),
    /** Her Spanish name, description and lines, when she wrote them (features as one line each). */
    translations: jsonb().$type<Translations<"name" | "description" | "features">>().notNull().default({}),
    /** The trainer's form key for one attempt: Create tapped twice makes one package. Never shown. */
    requestKey: uuid().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("packages_valid_months", sql`${t.validMonths} between 1 and 36`),
    check("packages_billing", sql`${t.billing} in ('once', 'monthly')`),
    check("packages_unlimited_monthly", sql`not ${t.unlimited} or ${t.billing} = 'monthly'`),
  ],
);

export type Package = typeof packages.$inferSelect;
