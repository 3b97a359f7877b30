import { fromCents, toCents } from "@studio/validators";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type DiscountRule, decideDiscount, priceOf } from "./pricing";

const now = new Date("2026-11-21T12:00:00Z");
const rule = (overrides: Partial<DiscountRule> = {}): DiscountRule => ({
  code: "TEST",
  type: "percentage",
  value: "10.00",
  minAmount: null,
  maxDiscount: null,
  active: true,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  usageCount: 0,
  userLimit: 1,
  ...overrides,
});

describe("money", () => {
  it("converts between decimal strings and cents exactly", () => {
    expect(["80.00", "0.01", "1400.50", "0.10", "-3.05"].map(toCents)).toEqual([8000, 1, 140050, 10, -305]);
    expect([8000, 1, 140050, 10, 0].map(fromCents)).toEqual(["80.00", "0.01", "1400.50", "0.10", "0.00"]);
  });
});

describe("decideDiscount", () => {
  it("takes a percentage, rounded to the cent", () => {
    expect(decideDiscount(rule(), 8000, now)).toEqual({ ok: true, discountCents: 800 });
    expect(decideDiscount(rule({ value: "12.50" }), 9999, now)).toEqual({ ok: true, discountCents: 1250 });
  });

  it("takes a fixed amount, never more than the order", () => {
    expect(decideDiscount(rule({ type: "fixed", value: "50.00" }), 8000, now)).toEqual({
      ok: true,
      discountCents: 5000,
    });
    expect(decideDiscount(rule({ type: "fixed", value: "500.00" }), 8000, now)).toEqual({
      ok: true,
      discountCents: 8000,
    });
  });

  it("caps at maxDiscount and honours minAmount", () => {
    expect(decideDiscount(rule({ value: "50.00", maxDiscount: "100.00" }), 96000, now)).toEqual({
      ok: true,
      discountCents: 10000,
    });
    const belowMinimum = decideDiscount(rule({ minAmount: "500.00" }), 8000, now);
    expect(belowMinimum.ok ? "ok" : belowMinimum.refusal.in("en")).toBe("This code requires a minimum order of $500");
    expect(belowMinimum.ok ? "ok" : belowMinimum.refusal.in("es")).toBe(
      "Este código requiere un pedido mínimo de $500",
    );
  });

  it("refuses inactive, early, expired, exhausted and already-used codes", () => {
    const refusals = [
      rule({ active: false }),
      rule({ validFrom: new Date("2027-01-01") }),
      rule({ validUntil: new Date("2026-01-01") }),
      rule({ usageLimit: 5, usageCount: 5 }),
    ].map((r) => decideDiscount(r, 8000, now));
    expect(refusals.map((r) => (r.ok ? "ok" : r.refusal.in("en")))).toEqual([
      "Invalid discount code",
      "This discount code is not active yet",
      "This discount code has expired",
      "This discount code has reached its usage limit",
    ]);
    const usedBefore = decideDiscount(rule({ userLimit: 1 }), 8000, now, 1);
    expect(usedBefore.ok ? "ok" : usedBefore.refusal.in("en")).toBe("You have already used this discount code");
  });

  it("never produces a negative total or a discount above the order, for any code and amount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom<"percentage" | "fixed">("percentage", "fixed"),
        fc.integer({ min: 0, max: 100_000_00 }),
        fc.option(fc.integer({ min: 0, max: 100_000_00 }), { nil: null }),
        (amount, type, value, cap) => {
          const decision = decideDiscount(
            rule({
              type,
              value: fromCents(type === "percentage" ? value % 10_001 : value),
              maxDiscount: cap === null ? null : fromCents(cap),
            }),
            amount,
            now,
          );
          if (!decision.ok) return false;
          const price = priceOf(amount, decision.discountCents);
          return decision.discountCents >= 0 && decision.discountCents <= amount && toCents(price.amount) >= 0;
        },
      ),
      { numRuns: 500 },
    );
  });
});
