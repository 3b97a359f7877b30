// The one place a price is decided: package price, then the discount rule, in integer cents.
import type { DiscountCode } from "@studio/db";
import { formatMoney } from "@studio/i18n";
import { fromCents, toCents } from "@studio/validators";
import { type Saying, says } from "../lib/said";

export type DiscountRule = Pick<
  DiscountCode,
  | "code"
  | "type"
  | "value"
  | "minAmount"
  | "maxDiscount"
  | "active"
  | "validFrom"
  | "validUntil"
  | "usageLimit"
  | "usageCount"
  | "userLimit"
>;

/** Whether the code takes something off, and if not, what the person is told. */
export type DiscountDecision = { ok: true; discountCents: number } | { ok: false; refusal: Saying };

/** A code nobody has, or one the trainer switched off. */
export const NO_SUCH_CODE = {
  ok: false,
  refusal: says("server.discounts.invalid"),
} as const satisfies DiscountDecision;
const refused = (refusal: Saying): DiscountDecision => ({ ok: false, refusal });

/** Whether the rule applies to an order of `amountCents` now, and how much it takes off. */
export function decideDiscount(rule: DiscountRule, amountCents: number, now: Date, usesByClient = 0): DiscountDecision {
  if (!rule.active) return NO_SUCH_CODE;
  if (rule.validFrom && rule.validFrom > now) return refused(says("server.discounts.notYet"));
  if (rule.validUntil && rule.validUntil < now) return refused(says("server.discounts.expired"));
  if (rule.usageLimit !== null && rule.usageCount >= rule.usageLimit) {
    return refused(says("server.discounts.limitReached"));
  }
  if (usesByClient >= rule.userLimit) return refused(says("server.discounts.usedBefore"));
  if (rule.minAmount !== null && amountCents < toCents(rule.minAmount)) {
    const minimum = rule.minAmount;
    return refused(says("server.discounts.minimum", (language) => ({ amount: formatMoney(minimum, language) })));
  }
  let discountCents =
    rule.type === "percentage" ? Math.round((amountCents * toCents(rule.value)) / 10_000) : toCents(rule.value);
  if (rule.maxDiscount !== null) discountCents = Math.min(discountCents, toCents(rule.maxDiscount));
  return { ok: true, discountCents: Math.max(0, Math.min(discountCents, amountCents)) };
}

export interface Price {
  originalAmount: string;
  discountAmount: string;
  amount: string;
}

export function priceOf(originalCents: number, discountCents: number): Price {
  return {
    originalAmount: fromCents(originalCents),
    discountAmount: fromCents(discountCents),
    amount: fromCents(Math.max(0, originalCents - discountCents)),
  };
}
