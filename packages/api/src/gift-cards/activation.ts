// A gift card becomes spendable once, when its payment is known: the mock's at once, Stripe's by its webhook or by
// the buyer's browser after the server asked Stripe, or the trainer's cash at the desk. Its two e-mails are written
// to the outbox in the same transaction, so they exist exactly when the activation does.
import { type Executor, type GiftCard, giftCards } from "@studio/db";
import { giftCardEmail, giftCardReceipt } from "@studio/email";
import { pathIn } from "@studio/i18n/paths";
import { fromCents, MAX_ID } from "@studio/validators";
import { and, eq, isNull, or } from "drizzle-orm";
import type { Services } from "../context";
import { queueEmails, sendQueuedEmail } from "../lib/outbox";

export interface PaidWith {
  method: "stripe" | "mock" | "manual";
  /** The processor's PaymentIntent that paid it (a card's stored one must be this one). */
  paymentIntent?: string;
  /** What the processor says was paid, in cents: a card is activated only for its own amount. */
  amountCents?: number;
  at: Date;
}

/** The recipient's card with its code, in the card's language: at activation, and when the trainer sends it again. */
export function recipientEmail(publicUrl: string, card: GiftCard) {
  return {
    to: card.recipientEmail,
    template: "gift-card",
    email: giftCardEmail({
      code: card.code,
      amount: card.amount,
      buyerName: card.buyerName,
      recipientName: card.recipientName,
      message: card.message,
      link: `${publicUrl}${pathIn(card.language, "/booking")}`,
      language: card.language,
    }),
  };
}

/** The recipient's card and the buyer's receipt, in the card's language. */
function activationEmails(publicUrl: string, card: GiftCard) {
  return [
    recipientEmail(publicUrl, card),
    {
      to: card.buyerEmail,
      template: "gift-card-receipt",
      email: giftCardReceipt({
        amount: card.amount,
        buyerName: card.buyerName,
        recipientName: card.recipientName,
        recipientEmail: card.recipientEmail,
        withNote: card.message !== null,
        language: card.language,
      }),
    },
  ];
}

/**
 * Makes a pending card active inside `tx`, once: a conditional update from pending, so a repeated webhook, a
 * concurrent confirmation or a double tap finds it active and does nothing. Returns the ids of its e-mails, to be
 * sent after the commit (sendActivationEmails); none when it changed nothing.
 */
export async function activateGiftCard(
  tx: Executor,
  services: Pick<Services, "publicUrl">,
  id: number,
  paid: PaidWith,
): Promise<number[]> {
  const [card] = await tx
    .update(giftCards)
    .set({
      status: "active",
      paymentMethod: paid.method,
      paidAt: paid.at,
      sentAt: paid.at,
      ...(paid.paymentIntent ? { paymentIntent: paid.paymentIntent } : {}),
    })
    .where(
      and(
        eq(giftCards.id, id),
        eq(giftCards.status, "pending"),
        paid.paymentIntent
          ? or(isNull(giftCards.paymentIntent), eq(giftCards.paymentIntent, paid.paymentIntent))
          : undefined,
        paid.amountCents === undefined ? undefined : eq(giftCards.amount, fromCents(paid.amountCents)),
      ),
    )
    .returning();
  if (!card) return [];
  return queueEmails(tx, activationEmails(services.publicUrl, card));
}

/** Sends an activation's e-mails now; a failure is retried by the outbox's job and sweep. */
export async function sendActivationEmails(services: Services, outboxIds: number[]) {
  for (const id of outboxIds) await sendQueuedEmail(services, id);
}

/**
 * A verified Stripe payment_intent event whose metadata names a gift card, inside the webhook's transaction (which
 * records the event id with it): a success for the card's amount activates it. A failure leaves it pending, to be
 * paid again from the same form. Returns the e-mails to send after the commit.
 */
export async function applyGiftCardPayment(
  tx: Executor,
  services: Pick<Services, "publicUrl">,
  type: string,
  intent: { id: string; amount: number; metadata?: Record<string, string> | null },
  now: Date,
): Promise<number[]> {
  const id = Number(intent.metadata?.giftCardId);
  if (type !== "payment_intent.succeeded" || !Number.isInteger(id) || id <= 0 || id > MAX_ID) return [];
  return activateGiftCard(tx, services, id, {
    method: "stripe",
    paymentIntent: intent.id,
    amountCents: intent.amount,
    at: now,
  });
}
