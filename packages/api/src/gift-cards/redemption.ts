// Spending a gift card at the booking form: its code in the discount box takes min(balance, price) off a package
// paid once. The balance is decided by the database in one conditional update, inside the booking's transaction,
// so any number of bookings at once never take more than the card holds; a booking released unpaid gives back what
// it took, once.
import { type Executor, giftCardRedemptions, giftCards } from "@studio/db";
import { formatMoney } from "@studio/i18n";
import { fromCents, toCents } from "@studio/validators";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { type Saying, says } from "../lib/said";

/** What a card takes off an order: the amount, and its balance before and after. */
export interface GiftCardUse {
  giftCardId: number;
  takenCents: number;
  balanceCents: number;
}

export type GiftCardQuote = { ok: true; use: GiftCardUse; amount: string } | { ok: false; refusal: Saying };

const refused = (id: Parameters<typeof says>[0]): GiftCardQuote => ({ ok: false, refusal: says(id) });

/** Why a card takes nothing off: unknown, not yet paid, or spent. */
function whyNot(card: { status: string; balance: string } | undefined): Saying {
  if (!card) return says("server.giftCards.invalid");
  if (card.status !== "active") return says("server.giftCards.notPaid");
  return says("server.giftCards.usedUp");
}

/** The discount box's check: what the card would take off an order of `priceCents` now (nothing is held). */
export async function quoteGiftCard(db: Executor, code: string, priceCents: number): Promise<GiftCardQuote> {
  const [card] = await db
    .select({ id: giftCards.id, status: giftCards.status, balance: giftCards.balance, amount: giftCards.amount })
    .from(giftCards)
    .where(eq(giftCards.code, code));
  return quoteOf(card, priceCents);
}

/**
 * What `card` (none: an unknown code) takes off an order of `priceCents`: min(balance, price) of an active card with
 * money on it; refused for an unknown, unpaid or spent card, or an order with nothing to pay.
 */
export function quoteOf(
  card: { id: number; status: string; balance: string; amount: string } | undefined,
  priceCents: number,
): GiftCardQuote {
  if (card?.status !== "active" || toCents(card.balance) === 0) return { ok: false, refusal: whyNot(card) };
  if (priceCents <= 0) return refused("server.giftCards.nothingToPay");
  const balanceCents = toCents(card.balance);
  return {
    ok: true,
    amount: card.amount,
    use: { giftCardId: card.id, takenCents: Math.min(balanceCents, priceCents), balanceCents },
  };
}

/** "Gift card: $60 of its $100 balance used; $40 left on it after this booking." */
export const useSaying = (use: Pick<GiftCardUse, "takenCents" | "balanceCents">) =>
  says("server.giftCards.applies", (language) => ({
    taken: formatMoney(fromCents(use.takenCents), language),
    balance: formatMoney(fromCents(use.balanceCents), language),
    left: formatMoney(fromCents(use.balanceCents - use.takenCents), language),
  }));

/**
 * Takes min(balance, price) from the card, inside the booking's transaction, in one statement: the card's row is
 * locked by the statement's own subquery, which reads its balance as the last committed booking left it, and the
 * update takes the amount from that balance. A card that is spent (or unknown, or unpaid) is refused, and nothing
 * is taken. Never read in one statement and written in another.
 */
export async function claimGiftCard(
  tx: Executor,
  code: string,
  priceCents: number,
): Promise<{ ok: true; use: GiftCardUse } | { ok: false; refusal: Saying; spent: boolean }> {
  if (priceCents <= 0) return { ok: false, refusal: says("server.giftCards.nothingToPay"), spent: false };
  const held = tx
    .select({
      cardId: giftCards.id,
      before: sql<string>`${giftCards.balance}`.as("before"),
      taken: sql<string>`least(${giftCards.balance}, ${fromCents(priceCents)}::numeric)`.as("taken"),
    })
    .from(giftCards)
    .where(and(eq(giftCards.code, code), eq(giftCards.status, "active")))
    .for("update")
    .as("held");
  const [claimed] = await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} - ${held.taken}` })
    .from(held)
    .where(and(eq(giftCards.id, held.cardId), gt(held.taken, "0")))
    .returning({ id: giftCards.id, taken: held.taken, before: held.before });
  if (claimed) {
    return {
      ok: true,
      use: { giftCardId: claimed.id, takenCents: toCents(claimed.taken), balanceCents: toCents(claimed.before) },
    };
  }
  // Nothing taken: say why (a read after the refusal, which decides nothing).
  const [card] = await tx
    .select({ status: giftCards.status, balance: giftCards.balance })
    .from(giftCards)
    .where(eq(giftCards.code, code));
  return { ok: false, refusal: whyNot(card), spent: card?.status === "active" };
}

/** What the booking took, written with it. */
export async function recordGiftCardUse(tx: Executor, use: GiftCardUse, bookingId: number, now: Date) {
  await tx.insert(giftCardRedemptions).values({
    giftCardId: use.giftCardId,
    bookingId,
    amount: fromCents(use.takenCents),
    createdAt: now,
  });
}

/**
 * Gives a released booking's amount back to its card, once: the redemption is marked returned by a conditional
 * update, and only the statement that marked it adds the amount back.
 */
export async function returnGiftCardUse(tx: Executor, bookingId: number, now: Date) {
  const [returned] = await tx
    .update(giftCardRedemptions)
    .set({ returnedAt: now })
    .where(and(eq(giftCardRedemptions.bookingId, bookingId), isNull(giftCardRedemptions.returnedAt)))
    .returning({ giftCardId: giftCardRedemptions.giftCardId, amount: giftCardRedemptions.amount });
  if (!returned) return;
  await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} + ${returned.amount}::numeric` })
    .where(eq(giftCards.id, returned.giftCardId));
}
