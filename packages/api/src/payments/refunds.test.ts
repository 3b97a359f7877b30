import type { Refund } from "@studio/db";
import { describe, expect, it } from "vitest";
import { refundProviderFor, refundRecord } from "./refunds";

describe("refundProviderFor", () => {
  it("gives a card payment back through its processor, a cash or bank one by the trainer's hand", () => {
    expect(refundProviderFor("stripe")).toBe("stripe");
    expect(refundProviderFor("mock")).toBe("mock");
    expect(refundProviderFor("manual")).toBe("manual");
  });

  it("has nobody give back a booking that paid nothing, or was never paid", () => {
    expect(refundProviderFor("free")).toBeNull();
    expect(refundProviderFor(null)).toBeNull();
  });
});

describe("refundRecord", () => {
  it("shows the row without its idempotency key", () => {
    const row: Refund = {
      id: 3,
      bookingId: 40,
      amount: "80.00",
      reason: "Moved away",
      status: "pending",
      provider: "stripe",
      providerRefundId: null,
      idempotencyKey: "refund-booking-40-1",
      requestedBy: "carmen",
      failureReason: null,
      createdAt: new Date("2026-03-10T15:00:00Z"),
      updatedAt: new Date("2026-03-10T15:00:00Z"),
    };
    const shown = refundRecord(row);
    expect(shown).not.toHaveProperty("idempotencyKey");
    const { idempotencyKey: _key, ...rest } = row;
    expect(shown).toEqual(rest);
  });
});
