import { describe, expect, it } from "vitest";
import { discountCreateInput } from "./discounts";

const code = { code: "spring20", type: "percentage", value: 20 } as const;
const issues = (input: Record<string, unknown>) => {
  const result = discountCreateInput.safeParse({ ...code, ...input });
  return result.success ? null : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("a new discount code's amounts", () => {
  it("takes a percentage up to 100, and a fixed amount above 100", () => {
    expect(issues({ value: 100 })).toBeNull();
    expect(issues({ value: 12.5 })).toBeNull();
    expect(issues({ value: 100.01 })).toEqual(["value: A percentage must be at most 100"]);
    expect(issues({ type: "fixed", value: 150 })).toBeNull();
  });

  it("takes nothing off for no code: a value of 0 or less is refused", () => {
    expect(issues({ value: 0 })).toEqual(["value: Value must be more than 0"]);
    expect(issues({ type: "fixed", value: -5 })).toEqual(["value: Value must be more than 0"]);
  });

  it("reads an empty minimum or cap as none, and refuses a negative one", () => {
    const parsed = discountCreateInput.parse({ ...code, minAmount: "", maxDiscount: "" });
    expect(parsed).toMatchObject({ minAmount: null, maxDiscount: null, userLimit: 1 });
    expect(discountCreateInput.parse({ ...code, minAmount: "0", maxDiscount: 50 })).toMatchObject({
      minAmount: 0,
      maxDiscount: 50,
    });
    expect(issues({ minAmount: -1 })).toEqual(["minAmount: Must be an amount from 0"]);
  });

  it("runs from its first day to its last, one day allowed", () => {
    expect(issues({ validFrom: "2026-03-01", validUntil: "2026-03-01" })).toBeNull();
    expect(issues({ validFrom: "2026-03-01", validUntil: "2026-02-28" })).toEqual([
      "validUntil: Must be on or after the start date",
    ]);
    expect(issues({ validFrom: "2028-02-29", validUntil: "2028-03-01" })).toBeNull();
  });

  it("keeps codes shaped like gift cards' for gift cards, whatever their case", () => {
    expect(discountCreateInput.parse(code).code).toBe("SPRING20");
    expect(issues({ code: "gift-spring" })).toEqual(["code: Codes starting GIFT- are gift cards' own"]);
    expect(issues({ code: "GIFTS" })).toBeNull();
  });
});
