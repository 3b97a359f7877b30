import { describe, expect, it } from "vitest";
import { GIFT_CARD_ALPHABET, GIFT_CARD_AMOUNTS, GIFT_CARD_MAX, GIFT_CARD_MIN, isGiftCardCode } from "./gift-card-kinds";

describe("a gift card's code", () => {
  it("is GIFT- and two groups of four from the alphabet without look-alikes", () => {
    expect(isGiftCardCode("GIFT-7KQ4-M9XR")).toBe(true);
    expect(isGiftCardCode("GIFT-AAAA-9999")).toBe(true);
  });

  it("is not a code with a look-alike, a group of another length, lower case or anything around it", () => {
    for (const lookAlike of ["0", "O", "1", "I", "L", "5", "S"]) {
      expect(isGiftCardCode(`GIFT-7KQ${lookAlike}-M9XR`)).toBe(false);
    }
    expect(isGiftCardCode("GIFT-7KQ-M9XR")).toBe(false);
    expect(isGiftCardCode("GIFT-7KQ4A-M9XR")).toBe(false);
    expect(isGiftCardCode("gift-7kq4-m9xr")).toBe(false);
    expect(isGiftCardCode(" GIFT-7KQ4-M9XR")).toBe(false);
    expect(isGiftCardCode("GIFT-7KQ4-M9XR-")).toBe(false);
    expect(isGiftCardCode("SPRING20")).toBe(false);
  });

  it("draws from 29 letters and digits, none of them a look-alike", () => {
    expect(GIFT_CARD_ALPHABET).toHaveLength(29);
    expect(GIFT_CARD_ALPHABET).not.toMatch(/[01OIL5S]/);
  });
});

describe("a gift card's amounts", () => {
  it("offers taps inside the range of whole dollars it sells", () => {
    for (const amount of GIFT_CARD_AMOUNTS) {
      expect(amount).toBeGreaterThanOrEqual(GIFT_CARD_MIN);
      expect(amount).toBeLessThanOrEqual(GIFT_CARD_MAX);
    }
  });
});
