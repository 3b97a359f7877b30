import { type Database, discountCodes, discountRedemptions, type Executor, packages } from "@studio/db";
import { fromCents, toCents, type ValidateDiscountOutput } from "@studio/validators";
import { isGiftCardCode } from "@studio/validators/kinds";
import { HOUR_MS } from "@studio/validators/studio-time";
import { and, count, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Context } from "../context";
import { quoteGiftCard, useSaying } from "../gift-cards/redemption";
import { takeLimits } from "../lib/rate-limit";
import { refusal, type Saying, says } from "../lib/said";
import { decideDiscount, NO_SUCH_CODE } from "./pricing";

async function findCode(db: Executor, code: string) {
  const [rule] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  return rule;
}

async function usesBy(db: Executor, codeId: number, email: string | undefined) {
  if (!email) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(discountRedemptions)
    .where(
      and(eq(discountRedemptions.discountCodeId, codeId), eq(discountRedemptions.clientEmail, email.toLowerCase())),
    );
  return row?.n ?? 0;
}

/** The amount a discount applies to: the package's own price when a package is named, and whether it is monthly. */
async function orderOf(db: Database, input: { packageId?: number; orderAmount?: number }) {
  if (input.packageId) {
    const [pkg] = await db
      .select({ price: packages.price, billing: packages.billing })
      .from(packages)
      .where(eq(packages.id, input.packageId));
    if (!pkg) throw refusal("NOT_FOUND", "server.catalogue.notFound");
    return { amountCents: toCents(pkg.price), monthly: pkg.billing === "monthly" };
  }
  return { amountCents: Math.round((input.orderAmount ?? 0) * 100), monthly: false };
}

/** Whether a code exists and is switched on, whatever it would take off (the legacy apply's only question). */
export async function isLiveCode(db: Executor, code: string): Promise<boolean> {
  return (await findCode(db, code))?.active === true;
}

/**
 * POST /api/discount-codes/validate: a rule failure is an answer (valid: false), not an error, its reason said in
 * the language of the page that asked.
 */
export async function validateDiscount(
  ctx: Context,
  input: { code: string; packageId?: number; orderAmount?: number; email?: string },
): Promise<ValidateDiscountOutput> {
  const refused = (why: Saying) => ({ success: true, valid: false, error: why.in(ctx.request.wordsIn) });
  const { amountCents, monthly } = await orderOf(ctx.db, input);
  if (isGiftCardCode(input.code)) {
    // Codes are guessed here or nowhere: a gift card's are counted per address before one is looked up.
    await takeLimits(
      ctx,
      [{ key: `gift-card-code:ip:${ctx.request.ip}`, limit: 60, windowMs: HOUR_MS }],
      "server.limit.giftCardCodes",
    );
    if (monthly) return refused(says("server.giftCards.notForMemberships"));
    const quote = await quoteGiftCard(ctx.db, input.code, amountCents);
    if (!quote.ok) return refused(quote.refusal);
    const { takenCents, balanceCents } = quote.use;
    return {
      success: true,
      valid: true,
      discount: {
        code: input.code,
        description: useSaying(quote.use).in(ctx.request.wordsIn),
        discountAmount: fromCents(takenCents),
        finalAmount: fromCents(amountCents - takenCents),
        giftCard: {
          amount: quote.amount,
          balance: fromCents(balanceCents),
          balanceAfter: fromCents(balanceCents - takenCents),
        },
      },
    };
  }
  const rule = await findCode(ctx.db, input.code);
  if (!rule) return refused(NO_SUCH_CODE.refusal);
  const decision = decideDiscount(rule, amountCents, ctx.now(), await usesBy(ctx.db, rule.id, input.email));
  if (!decision.ok) return refused(decision.refusal);
  return {
    success: true,
    valid: true,
    discount: {
      code: rule.code,
      description: rule.description,
      discountAmount: fromCents(decision.discountCents),
      finalAmount: fromCents(amountCents - decision.discountCents),
    },
  };
}

/**
 * Prices a code for a booking and counts its use, inside the booking's transaction. The conditional update
 * both enforces the usage limit and locks the code's row until commit, so the per-client count that follows
 * is exact even when bookings race.
 */
export async function claimDiscount(
  tx: Executor,
  input: { code: string; amountCents: number; email: string },
  now: Date,
): Promise<{ codeId: number; discountCents: number }> {
  const rule = await findCode(tx, input.code);
  // The usage limit is left to the conditional update below: exhausted codes answer 409, not 400.
  if (!rule) throw refusal("BAD_REQUEST", NO_SUCH_CODE.refusal);
  const decision = decideDiscount({ ...rule, usageLimit: null }, input.amountCents, now);
  if (!decision.ok) throw refusal("BAD_REQUEST", decision.refusal);
  const [counted] = await tx
    .update(discountCodes)
    .set({ usageCount: sql`${discountCodes.usageCount} + 1` })
    .where(
      and(
        eq(discountCodes.id, rule.id),
        or(isNull(discountCodes.usageLimit), lt(discountCodes.usageCount, discountCodes.usageLimit)),
      ),
    )
    .returning({ id: discountCodes.id });
  if (!counted) {
    throw refusal("CONFLICT", "server.discounts.usedUp");
  }
  if ((await usesBy(tx, rule.id, input.email)) >= rule.userLimit) {
    throw refusal("CONFLICT", "server.discounts.alreadyUsed");
  }
  return { codeId: rule.id, discountCents: decision.discountCents };
}

export async function recordRedemption(
  tx: Executor,
  input: { codeId: number; bookingId: number; email: string },
  now: Date,
) {
  await tx.insert(discountRedemptions).values({
    discountCodeId: input.codeId,
    bookingId: input.bookingId,
    clientEmail: input.email.toLowerCase(),
    createdAt: now,
  });
}

/** Gives a released booking's use back to its code. */
export async function returnDiscountUse(tx: Executor, bookingId: number) {
  const [redemption] = await tx
    .delete(discountRedemptions)
    .where(eq(discountRedemptions.bookingId, bookingId))
    .returning({ codeId: discountRedemptions.discountCodeId });
  if (!redemption) return;
  await tx
    .update(discountCodes)
    .set({ usageCount: sql`greatest(${discountCodes.usageCount} - 1, 0)` })
    .where(eq(discountCodes.id, redemption.codeId));
}
