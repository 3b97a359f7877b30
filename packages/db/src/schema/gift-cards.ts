// Gift cards bought on the site, and what each booking took from one. The balance is kept here and changed only by
// conditional updates (packages/api/src/gift-cards/), so no two bookings can spend the same dollars.
import type { GiftCardStatus } from "@studio/validators/kinds";
import type { Language } from "@studio/validators/languages";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { createdAt, money, updatedAt } from "./columns";

export type { GiftCardStatus } from "@studio/validators/kinds";

export const giftCards = pgTable(
  "gift_cards",
  {
    id: serial().primaryKey(),
    /** "GIFT-7KQ4-M9XR": typed at the booking form's discount box. */
    code: text().notNull().unique(),
    /** What was paid for it, in dollars. */
    amount: money().notNull(),
    /** What is left to spend. */
    balance: money().notNull(),
    buyerName: text().notNull(),
    buyerEmail: text().notNull(),
    recipientName: text().notNull(),
    recipientEmail: text().notNull(),
    /** The buyer's note, printed in the recipient's e-mail. */
    message: text(),
    /** The language of the page it was bought on: both its e-mails are written in it. */
    language: text().$type<Language>().notNull().default("en"),
    status: text().$type<GiftCardStatus>().notNull().default("pending"),
    /** stripe, mock (no Stripe configured) or manual (sold by the trainer at the desk). */
    paymentMethod: text(),
    /** The processor's PaymentIntent (pi_…, or mock_gift_… without Stripe). */
    paymentIntent: text().unique(),
    paidAt: timestamp({ withTimezone: true }),
    /** When the recipient's e-mail was written to the outbox, with the activation. */
    sentAt: timestamp({ withTimezone: true }),
    /** The trainer who sold it at the desk; null when bought on the site. */
    soldBy: text(),
    /** One purchase per attempt of the form, however often Pay is tapped. */
    requestKey: uuid().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.createdAt),
    // The reports: the cards sold in a range, by when they were paid; and the live ones (paid, with money left on
    // them), the liability at a range's end, found without reading the cards long spent.
    index().on(t.paidAt),
    index("gift_cards_live_idx").on(t.paidAt).where(sql`${t.status} = 'active' and ${t.balance} > 0`),
    // A client's own cards, those she gave and those she was given: her data download and her erasure find them
    // by address, compared in lower case.
    index("gift_cards_buyer_email_lower_idx").on(sql`lower(${t.buyerEmail})`),
    index("gift_cards_recipient_email_lower_idx").on(sql`lower(${t.recipientEmail})`),
    check("gift_cards_balance", sql`${t.balance} >= 0 AND ${t.balance} <= ${t.amount}`),
    check("gift_cards_amount", sql`${t.amount} > 0`),
    check("gift_cards_status", sql`${t.status} in ('pending', 'active')`),
    check("gift_cards_language", sql`${t.language} in ('en', 'es')`),
  ],
);

/**
 * What a booking took from a card. A booking released unpaid gives it back once (`returned_at`, set by the
 * conditional update that returns it); a booking the trainer deletes leaves its row without a booking.
 */
export const giftCardRedemptions = pgTable(
  "gift_card_redemptions",
  {
    id: serial().primaryKey(),
    giftCardId: integer()
      .notNull()
      .references(() => giftCards.id, { onDelete: "cascade" }),
    bookingId: integer()
      .unique()
      .references(() => bookings.id, { onDelete: "set null" }),
    amount: money().notNull(),
    createdAt: createdAt(),
    returnedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.giftCardId, t.createdAt),
    // The reports: dollars taken in a range, and given back in it, each found by its own instant.
    index().on(t.createdAt),
    index().on(t.returnedAt).where(sql`${t.returnedAt} is not null`),
    check("gift_card_redemptions_amount", sql`${t.amount} > 0`),
  ],
);

export type GiftCard = typeof giftCards.$inferSelect;
