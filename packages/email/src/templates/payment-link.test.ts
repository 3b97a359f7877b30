import { describe, expect, it } from "vitest";
import { paymentLinkEmail } from "./payment-link";

const sale = {
  clientName: "Ana López",
  packageName: "12 Gym Sessions",
  amount: "960.00",
  link: "https://carmenreyesfitness.com/pay?booking=41&token=t",
  payBy: new Date("2026-03-17T15:00:00Z"),
};

describe("a desk sale's payment link", () => {
  it("names the amount and the last day to pay", () => {
    const { text } = paymentLinkEmail(sale);
    expect(text).toContain("$960");
    expect(text).toContain("The link is held for you until Tuesday, March 17.");
  });

  it("names the Miami day the link ends, not UTC's", () => {
    // 10 PM in Miami on March 17 is March 18 in UTC.
    expect(paymentLinkEmail({ ...sale, payBy: new Date("2026-03-18T02:00:00Z") }).text).toContain(
      "until Tuesday, March 17.",
    );
  });

  it("says it in Spanish", () => {
    const { text } = paymentLinkEmail({ ...sale, amount: "82.50", language: "es" });
    expect(text).toContain("$82.50");
    expect(text).toContain("El enlace está reservado para ti hasta el martes, 17 de marzo.");
  });
});
