// Buying a gift card on the site: the server prices it (the amount chosen, in whole dollars), keeps it pending with
// its code, and takes the payment as the booking checkout does: Stripe's Payment Element for a PaymentIntent that
// names the card, or paid at once without Stripe (mock). It becomes active once (activation.ts).
import { type Executor, type GiftCard, giftCards } from "@studio/db";
import { formatMoney } from "@studio/i18n";
import { type BuyGiftCardOutput, type buyGiftCardInput, toCents } from "@studio/validators";
import type { Language } from "@studio/validators/languages";
import { HOUR_MS } from "@studio/validators/studio-time";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Context, Services } from "../context";
import { oncePerRequest } from "../lib/once-per-request";
import { takeLimits } from "../lib/rate-limit";
import { refusal } from "../lib/said";
import { safeEqual, signFor } from "../lib/tokens";
import { activateGiftCard, sendActivationEmails } from "./activation";
import { newGiftCardCode } from "./codes";

type BuyGiftCard = z.output<typeof buyGiftCardInput>;

/** Lets the browser that bought the card confirm its payment; the code itself is never handed to it. */
export const giftCardAccessToken = (services: Services, id: number) =>
  signFor(services.secret, "gift-card", String(id));

/** The card, for the browser holding its token; anyone else gets 403. */
async function ownedCard(services: Services, id: number, token: string): Promise<GiftCard> {
  if (!safeEqual(token, giftCardAccessToken(services, id))) {
    throw refusal("FORBIDDEN", "server.giftCards.linkNotValid");
  }
  const [card] = await services.db.select().from(giftCards).where(eq(giftCards.id, id));
  if (!card) throw refusal("FORBIDDEN", "server.giftCards.linkNotValid");
  return card;
}

/**
 * The page's Pay: one card per attempt of the form (its request key), counted against a limit per address and per
 * buyer before it is made; then its payment, started or (without Stripe) made.
 */
export async function buyGiftCard(ctx: Context, input: BuyGiftCard): Promise<BuyGiftCardOutput> {
  const card = await oncePerRequest(
    input.requestKey,
    (key) => cardForRequest(ctx, key, input),
    async () => {
      await takeLimits(
        ctx,
        [
          { key: `gift-card:ip:${ctx.request.ip}`, limit: 20, windowMs: HOUR_MS },
          { key: `gift-card:email:${input.buyerEmail}`, limit: 10, windowMs: HOUR_MS },
        ],
        "server.limit.giftCards",
      );
      return insertCard(ctx, input, ctx.request.language);
    },
  );
  const payment = await startPayment(ctx, card);
  const [now] = await ctx.db.select({ status: giftCards.status }).from(giftCards).where(eq(giftCards.id, card.id));
  return {
    giftCard: {
      id: card.id,
      token: giftCardAccessToken(ctx, card.id),
      amount: card.amount,
      recipientName: card.recipientName,
      recipientEmail: card.recipientEmail,
      status: now?.status ?? card.status,
    },
    payment,
  };
}

/** The card an earlier send of this same attempt made, if any; a key reused for another card is refused. */
export async function cardForRequest(
  services: Services,
  key: string,
  input: BuyGiftCard,
  db: Executor = services.db,
): Promise<GiftCard | null> {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.requestKey, key));
  if (!card) return null;
  const same =
    card.buyerEmail === input.buyerEmail &&
    card.recipientEmail === input.recipientEmail &&
    toCents(card.amount) === input.amount * 100;
  if (!same) throw refusal("CONFLICT", "server.giftCards.requestUsed");
  return card;
}

/**
 * A pending card with a fresh code, written with `db` (a desk sale's transaction); null when a twin of this attempt
 * was written first.
 */
export async function insertCard(
  services: Services,
  input: BuyGiftCard,
  language: Language,
  db: Executor = services.db,
  soldBy: string | null = null,
): Promise<GiftCard | null> {
  const amount = input.amount.toFixed(2);
  // Two codes alike are one draw in hundreds of billions: a clash (or the twin's key) skips the insert, and a clash
  // is drawn again.
  for (let draw = 0; draw < 5; draw++) {
    const [card] = await db
      .insert(giftCards)
      .values({
        code: newGiftCardCode(),
        amount,
        balance: amount,
        buyerName: input.buyerName,
        buyerEmail: input.buyerEmail,
        recipientName: input.recipientName,
        recipientEmail: input.recipientEmail,
        message: input.message,
        language,
        requestKey: input.requestKey ?? null,
        soldBy,
        createdAt: services.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (card) return card;
    if (input.requestKey && (await cardForRequest(services, input.requestKey, input, db))) return null;
  }
  throw new Error("No free gift card code after five draws");
}

/** The payment of a card: none left to make, made at once (mock), or Stripe's intent for its amount. */
async function startPayment(services: Services, card: GiftCard): Promise<BuyGiftCardOutput["payment"]> {
  const { mode, publishableKey } = services.payments;
  if (card.status === "active") return { clientSecret: null, isMockPayment: mode === "mock", publishableKey };
  if (mode === "mock") {
    const mail = await services.db.transaction((tx) =>
      activateGiftCard(tx, services, card.id, {
        method: "mock",
        paymentIntent: `mock_gift_${card.id}`,
        at: services.now(),
      }),
    );
    await sendActivationEmails(services, mail);
    return { clientSecret: null, isMockPayment: true, publishableKey: null };
  }
  const amountCents = toCents(card.amount);
  if (card.paymentIntent) {
    const existing = await services.payments.retrieveIntent(card.paymentIntent);
    if (existing.clientSecret && existing.amountCents === amountCents && existing.status !== "canceled") {
      return { clientSecret: existing.clientSecret, isMockPayment: false, publishableKey };
    }
  }
  const intent = await services.payments.createIntent({
    bookingId: null,
    amountCents,
    idempotencyKey: `gift-card-${card.id}-${amountCents}`,
    description: `Gift card of ${formatMoney(card.amount)} from ${card.buyerName} for ${card.recipientName} (gift card #${card.id})`,
    metadata: { giftCardId: String(card.id) },
  });
  if (!intent.clientSecret) throw new Error("Payment provider returned no client secret");
  await services.db.update(giftCards).set({ paymentIntent: intent.id }).where(eq(giftCards.id, card.id));
  return { clientSecret: intent.clientSecret, isMockPayment: false, publishableKey };
}

/** The browser says it paid: believed only after asking the processor (or in mock mode). */
export async function confirmGiftCard(services: Services, id: number, token: string) {
  const card = await ownedCard(services, id, token);
  if (card.status === "active") return { status: "active" as const };
  let mail: number[];
  if (services.payments.mode === "mock") {
    mail = await services.db.transaction((tx) =>
      activateGiftCard(tx, services, id, { method: "mock", paymentIntent: `mock_gift_${id}`, at: services.now() }),
    );
  } else {
    if (!card.paymentIntent) throw refusal("CONFLICT", "server.giftCards.notCompleted");
    const intent = await services.payments.retrieveIntent(card.paymentIntent);
    const verified =
      intent.status === "succeeded" &&
      intent.amountCents === toCents(card.amount) &&
      intent.metadata?.giftCardId === String(id);
    if (!verified) throw refusal("CONFLICT", "server.giftCards.notCompleted");
    mail = await services.db.transaction((tx) =>
      activateGiftCard(tx, services, id, {
        method: "stripe",
        paymentIntent: intent.id,
        amountCents: intent.amountCents,
        at: services.now(),
      }),
    );
  }
  await sendActivationEmails(services, mail);
  return { status: "active" as const };
}
