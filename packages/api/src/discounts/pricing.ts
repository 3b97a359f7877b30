// The one place a price is decided: package price, then the discount rule, in integer cents.
import type { DiscountCode } from "@studio/db";
import { formatMoney } from "@studio/i18n";
import { fromCents, toCents } from "@studio/validators";

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

export type DiscountDecision = { ok: true; discountCents: number } | { ok: false; error: string };

/** Whether the rule applies to an order of `amountCents` now, and how much it takes off. */
export function decideDiscount(rule: DiscountRule, amountCents: number, now: Date, usesByClient = 0): DiscountDecision {
  if (!rule.active) return { ok: false, error: "Invalid discount code" };
  if (rule.validFrom && rule.validFrom > now) return { ok: false, error: "This discount code is not active yet" };
  if (rule.validUntil && rule.validUntil < now) return { ok: false, error: "This discount code has expired" };
  if (rule.usageLimit !== null && rule.usageCount >= rule.usageLimit) {
    return { ok: false, error: "This discount code has reached its usage limit" };
  }
  if (usesByClient >= rule.userLimit) return { ok: false, error: "You have already used this discount code" };
  if (rule.minAmount !== null && amountCents < toCents(rule.minAmount)) {
    return { ok: false, error: `This code requires a minimum order of ${formatMoney(rule.minAmount)}` };
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
