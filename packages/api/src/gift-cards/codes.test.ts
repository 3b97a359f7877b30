import { isGiftCardCode } from "@studio/validators/kinds";
import { describe, expect, it } from "vitest";
import { newGiftCardCode } from "./codes";

describe("newGiftCardCode", () => {
  it("makes codes a person can type, which the discount box reads as a gift card's", () => {
    const codes = Array.from({ length: 500 }, newGiftCardCode);
    for (const code of codes) {
      expect(code).toMatch(/^GIFT-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      expect(code.slice(5)).not.toMatch(/[01ILOS5]/);
      expect(isGiftCardCode(code)).toBe(true);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("tells a gift card's code from a discount code", () => {
    expect(isGiftCardCode("GIFT-7KQ4-M9XR")).toBe(true);
    expect(isGiftCardCode("SPRING-20")).toBe(false);
    expect(isGiftCardCode("GIFT-7KQ4-M9X0")).toBe(false);
    expect(isGiftCardCode("gift-7kq4-m9xr")).toBe(false);
  });
});
