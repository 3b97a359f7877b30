// The discount codes, and each booking that used one.
import { relations, sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { createdAt, money, updatedAt } from "./columns";

export type DiscountType = "percentage" | "fixed";

export const discountCodes = pgTable(
  "discount_codes",
  {
    id: serial().primaryKey(),
    /** Stored uppercase; clients' input is trimmed and uppercased before lookup. */
    code: text().notNull().unique(),
    description: text(),
    type: text().$type<DiscountType>().notNull(),
    /** Percent (0-100) for percentage codes, dollars for fixed ones. */
    value: money().notNull(),
    minAmount: money(),
    maxDiscount: money(),
    usageLimit: integer(),
    usageCount: integer().notNull().default(0),
    /** Uses allowed per client e-mail. */
    userLimit: integer().notNull().default(1),
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("discount_codes_value", sql`${t.value} >= 0`),
    check("discount_codes_usage", sql`${t.usageLimit} IS NULL OR ${t.usageCount} <= ${t.usageLimit}`),
  ],
);

/** One row per booking that used a code: the per-e-mail limit counts these. */
export const discountRedemptions = pgTable(
  "discount_redemptions",
  {
    id: serial().primaryKey(),
    discountCodeId: integer()
      .notNull()
      .references(() => discountCodes.id, { onDelete: "cascade" }),
    bookingId: integer()
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: "cascade" }),
    clientEmail: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.discountCodeId, t.clientEmail)],
);

export const discountRedemptionsRelations = relations(discountRedemptions, ({ one }) => ({
  discountCode: one(discountCodes, {
    fields: [discountRedemptions.discountCodeId],
    references: [discountCodes.id],
  }),
  booking: one(bookings, { fields: [discountRedemptions.bookingId], references: [bookings.id] }),
}));

export type DiscountCode = typeof discountCodes.$inferSelect;
