import { type Database, discountCodes, discountRedemptions, type Executor, packages } from "@studio/db";
import { fromCents, toCents, type ValidateDiscountOutput } from "@studio/validators";
import { and, count, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Context } from "../context";
import { refusal, says } from "../lib/said";
import { type DiscountDecision, decideDiscount, NO_SUCH_CODE } from "./pricing";

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

/** The amount a discount applies to: the package's own price when a package is named. */
async function orderCents(db: Database, input: { packageId?: number; orderAmount?: number }) {
  if (input.packageId) {
    const [pkg] = await db.select({ price: packages.price }).from(packages).where(eq(packages.id, input.packageId));
    if (!pkg) throw refusal("NOT_FOUND", "server.catalogue.notFound");
    return toCents(pkg.price);
  }
  return Math.round((input.orderAmount ?? 0) * 100);
}

/**
 * POST /api/discount-codes/validate: a rule failure is an answer (valid: false), not an error, its reason said in
 * the language of the page that asked.
 */
export async function validateDiscount(
  ctx: Context,
  input: { code: string; packageId?: number; orderAmount?: number; email?: string },
): Promise<ValidateDiscountOutput & { decision: DiscountDecision }> {
  const amountCents = await orderCents(ctx.db, input);
  const rule = await findCode(ctx.db, input.code);
  const decision: DiscountDecision = rule
    ? decideDiscount(rule, amountCents, ctx.now(), await usesBy(ctx.db, rule.id, input.email))
    : NO_SUCH_CODE;
  if (!rule || !decision.ok) {
    const error = decision.ok ? undefined : decision.refusal.in(ctx.request.wordsIn);
    return { success: true, valid: false, error, decision };
  }
  return {
    success: true,
    valid: true,
    decision,
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
  const decision = rule ? decideDiscount({ ...rule, usageLimit: null }, input.amountCents, now) : NO_SUCH_CODE;
  if (!rule || !decision.ok) throw refusal("BAD_REQUEST", decision.ok ? NO_SUCH_CODE.refusal : decision.refusal);
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
