import { describe, expect, it } from "vitest";
import { useSaying } from "./redemption";

describe("what the discount box says of a gift card", () => {
  it("names what it takes, its balance and what is left, in dollars", () => {
    expect(useSaying({ takenCents: 6_000, balanceCents: 10_000 }).in("en")).toBe(
      "Gift card: $60 of its $100 balance used; $40 left on it after this booking.",
    );
  });

  it("says $0 left when the booking takes the whole balance, and writes cents only where there are some", () => {
    expect(useSaying({ takenCents: 2_550, balanceCents: 2_550 }).in("en")).toBe(
      "Gift card: $25.50 of its $25.50 balance used; $0 left on it after this booking.",
    );
    expect(useSaying({ takenCents: 99_999, balanceCents: 100_000 }).in("en")).toBe(
      "Gift card: $999.99 of its $1,000 balance used; $0.01 left on it after this booking.",
    );
  });

  it("says the same in Spanish", () => {
    expect(useSaying({ takenCents: 6_000, balanceCents: 10_000 }).in("es")).toBe(
      "Tarjeta de regalo: se usan $60 de su saldo de $100; le quedan $40 después de esta reserva.",
    );
  });
});
