import { describe, expect, it } from "vitest";
import { buyGiftCardInput } from "./gift-cards";

const order = {
  amount: 100,
  buyerName: "Ana López",
  buyerEmail: "Ana@Example.com",
  recipientName: "Eva Ruiz",
  recipientEmail: "eva@example.com",
  requestKey: "4f9a1c2e-5b6d-4e7f-8a9b-0c1d2e3f4a5b",
};
const amountIssue = (amount: unknown) => {
  const result = buyGiftCardInput.safeParse({ ...order, amount });
  return result.success ? null : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("a gift card's amount", () => {
  it("is any whole number of dollars from $25 to $1,000", () => {
    for (const amount of [25, 26, 50, 999, 1000, "100"]) expect(amountIssue(amount)).toBeNull();
  });

  it("refuses a dollar under or over, cents, and what is not a plain number", () => {
    for (const amount of [24, 1001, 0, -25, 25.5, 99.99, "1e2", "", null, true]) {
      expect(amountIssue(amount)).toEqual(["amount: validation.giftCards.amount"]);
    }
  });

  it("keeps the buyer's address in lower case", () => {
    expect(buyGiftCardInput.parse(order).buyerEmail).toBe("ana@example.com");
  });
});
