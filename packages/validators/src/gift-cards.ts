// Gift cards: bought on the site for an amount, e-mailed to the recipient with a code, spent at the booking form.
import { z } from "zod";
import {
  id,
  instant,
  listPage,
  listPageSize,
  listSearch,
  money,
  numeric,
  optionalText,
  pageOutput,
  requestKey,
} from "./common";
import { GIFT_CARD_MAX, GIFT_CARD_MESSAGE_MAX, GIFT_CARD_MIN, GIFT_CARD_STATUSES } from "./gift-card-kinds";
import { LANGUAGES } from "./languages";
import { paymentStatus } from "./payments";

const AMOUNT_RULE = "validation.giftCards.amount";
const name = z.string().trim().min(2, "validation.bookings.fullName").max(100, "validation.bookings.nameTooLong");
const address = z
  .string()
  .trim()
  .max(254, "validation.email.tooLong")
  .email("validation.email.invalid")
  .transform((value) => value.toLowerCase());

/** The page's form: an amount in whole dollars, who gives it, who receives it, and a note. Priced by the server. */
export const buyGiftCardInput = z.object({
  amount: numeric(
    z.number({ error: AMOUNT_RULE }).int(AMOUNT_RULE).min(GIFT_CARD_MIN, AMOUNT_RULE).max(GIFT_CARD_MAX, AMOUNT_RULE),
  ),
  buyerName: name,
  buyerEmail: address,
  recipientName: name,
  recipientEmail: address,
  message: optionalText(GIFT_CARD_MESSAGE_MAX, "validation.giftCards.messageTooLong"),
  requestKey,
});
export type BuyGiftCardInput = z.input<typeof buyGiftCardInput>;

/**
 * The card's access token, handed to the browser that bought it: its confirmation after paying carries it, so a
 * guessed id confirms nothing.
 */
const giftCardToken = z
  .string({ error: "token is required: the token returned when the gift card was bought" })
  .min(1, "token is required: the token returned when the gift card was bought")
  .max(200, "token must be at most 200 characters");
export const giftCardAccessInput = z.object({ id, token: giftCardToken });

/** What the buyer's browser knows of her card: never its code, which only the recipient's e-mail carries. */
export const giftCardReceiptOutput = z.object({
  id,
  token: z.string(),
  amount: money,
  recipientName: z.string(),
  recipientEmail: z.string(),
  status: z.enum(GIFT_CARD_STATUSES),
});

/** A bought card and how to pay for it: Stripe's client secret, or paid at once without Stripe (mock). */
export const buyGiftCardOutput = z.object({
  giftCard: giftCardReceiptOutput,
  payment: z.object({
    clientSecret: z.string().nullable(),
    isMockPayment: z.boolean(),
    publishableKey: z.string().nullable(),
  }),
});
export type BuyGiftCardOutput = z.infer<typeof buyGiftCardOutput>;

/** What a gift card's code does at the booking form: its balance, and what is left of it after this booking. */
export const giftCardUse = z.object({
  amount: money,
  balance: money,
  balanceAfter: money,
});

/** admin.giftCards.list: newest first, found by part of a code or of the buyer's or recipient's e-mail. */
export const giftCardListInput = z.object({ search: listSearch, page: listPage, pageSize: listPageSize });
export type GiftCardListInput = z.input<typeof giftCardListInput>;

export const giftCardOutput = z.object({
  id,
  code: z.string(),
  amount: money,
  balance: money,
  buyerName: z.string(),
  buyerEmail: z.string(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  message: z.string().nullable(),
  language: z.enum(LANGUAGES),
  status: z.enum(GIFT_CARD_STATUSES),
  paymentMethod: z.string().nullable(),
  paidAt: instant.nullable(),
  sentAt: instant.nullable(),
  createdAt: instant,
  /** Bookings that took something from it (a released booking's use included, marked returned). */
  redemptionCount: z.number().int(),
});
export const giftCardPageOutput = /* @__PURE__ */ pageOutput(giftCardOutput);

/** admin.giftCards.redemptions: one card's bookings, newest first, a page at a time. */
export const giftCardRedemptionsInput = z.object({ id, page: listPage, pageSize: listPageSize });
export const giftCardRedemptionOutput = z.object({
  id,
  /** Null once the trainer deleted the booking. */
  bookingId: id.nullable(),
  clientName: z.string().nullable(),
  packageName: z.string().nullable(),
  paymentStatus: paymentStatus.nullable(),
  amount: money,
  createdAt: instant,
  /** When a booking released unpaid gave the amount back to the card. */
  returnedAt: instant.nullable(),
});
export const giftCardRedemptionPageOutput = /* @__PURE__ */ pageOutput(giftCardRedemptionOutput);

export const giftCardConfirmOutput = z.object({ status: z.enum(GIFT_CARD_STATUSES) });

/**
 * admin.giftCards.issue: a card the trainer sells at the desk for cash, e-mailed at once in the language she chooses
 * for the two of them; one card per attempt of her form.
 */
export const issueGiftCardInput = buyGiftCardInput.extend({
  language: z.enum(LANGUAGES, { error: "Choose English or Spanish" }),
  requestKey: z.uuid("requestKey must be a UUID"),
});
export type IssueGiftCardInput = z.input<typeof issueGiftCardInput>;

/** admin.giftCards.resend: a paid card's e-mail again, to its recipient's address or a corrected one. */
export const resendGiftCardInput = z.object({ id, recipientEmail: address });
export type ResendGiftCardInput = z.input<typeof resendGiftCardInput>;
