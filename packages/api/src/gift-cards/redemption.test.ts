import { describe, expect, it } from "vitest";
import { quoteOf, useSaying } from "./redemption";

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

describe("what a gift card takes off an order", () => {
  const card = { id: 9, status: "active", balance: "100.00", amount: "100.00" };
  const refusalOf = (quote: ReturnType<typeof quoteOf>) => (quote.ok ? null : quote.refusal.said("en").id);

  it("takes the whole price when the balance covers it, the whole balance when it does not", () => {
    expect(quoteOf(card, 6_000)).toEqual({
      ok: true,
      amount: "100.00",
      use: { giftCardId: 9, takenCents: 6_000, balanceCents: 10_000 },
    });
    expect(quoteOf(card, 10_000)).toMatchObject({ use: { takenCents: 10_000, balanceCents: 10_000 } });
    expect(quoteOf(card, 96_000)).toMatchObject({ use: { takenCents: 10_000, balanceCents: 10_000 } });
    expect(quoteOf({ ...card, balance: "0.01" }, 96_000)).toMatchObject({ use: { takenCents: 1, balanceCents: 1 } });
  });

  it("refuses an unknown code, an unpaid card and a spent one, in that order of words", () => {
    expect(refusalOf(quoteOf(undefined, 6_000))).toBe("server.giftCards.invalid");
    expect(refusalOf(quoteOf({ ...card, status: "pending" }, 6_000))).toBe("server.giftCards.notPaid");
    expect(refusalOf(quoteOf({ ...card, status: "pending", balance: "0.00" }, 6_000))).toBe("server.giftCards.notPaid");
    expect(refusalOf(quoteOf({ ...card, balance: "0.00" }, 6_000))).toBe("server.giftCards.usedUp");
  });

  it("takes nothing off an order with nothing to pay", () => {
    expect(refusalOf(quoteOf(card, 0))).toBe("server.giftCards.nothingToPay");
  });
});
