import type { CancelPreview, RefundRecord } from "@studio/validators";
import { describe, expect, it } from "vitest";
import { cancelSentence, cancelToast, keptSentence, refundChoices, refundLine } from "./money-wording";

const preview: CancelPreview = {
  bookingId: 42,
  clientName: "Ana Torres",
  packageName: "12 Gym Sessions",
  paymentStatus: "paid",
  paymentMethod: "stripe",
  amountPaid: "960.00",
  refunded: "0.00",
  provider: "stripe",
  sessions: { total: 12, completed: 0, forfeited: 0, past: 0, scheduled: 0, unscheduled: 9 },
  amounts: { full: "960.00", unused: "720.00", none: "0.00" },
};

const refund = (fields: Partial<RefundRecord>): RefundRecord => ({
  id: 1,
  bookingId: 42,
  amount: "720.00",
  reason: "Booking #42 cancelled",
  status: "succeeded",
  provider: "stripe",
  providerRefundId: "re_1",
  requestedBy: "coach",
  failureReason: null,
  createdAt: new Date(),
  updatedAt: new Date(),
  ...fields,
});

describe("the cancel dialog's words", () => {
  it("names the booking, the sessions cancelled and the money refunded", () => {
    expect(cancelSentence(preview, "full")).toBe(
      "Cancel booking #42 for Ana Torres: her 9 unscheduled sessions are cancelled and $960 is refunded to her card.",
    );
    expect(cancelSentence(preview, "none")).toBe(
      "Cancel booking #42 for Ana Torres: her 9 unscheduled sessions are cancelled and nothing is refunded.",
    );
    const mixed = { ...preview, sessions: { ...preview.sessions, scheduled: 2, unscheduled: 7 } };
    expect(cancelSentence(mixed, "unused")).toBe(
      "Cancel booking #42 for Ana Torres: her 2 scheduled and 7 unscheduled sessions are cancelled (freeing 2 places) and $720 is refunded to her card.",
    );
    const cash = {
      ...preview,
      provider: "manual" as const,
      sessions: { ...preview.sessions, scheduled: 1, unscheduled: 0 },
    };
    expect(cancelSentence(cash, "unused")).toBe(
      "Cancel booking #42 for Ana Torres: her 1 scheduled session is cancelled (freeing its place) and $720 is recorded as refunded for you to give back in cash or by bank transfer.",
    );
  });

  it("says which sessions stay as history", () => {
    expect(keptSentence(preview.sessions)).toBeNull();
    expect(keptSentence({ ...preview.sessions, completed: 1 })).toBe("Her 1 completed session stays as history.");
    expect(keptSentence({ ...preview.sessions, completed: 2, forfeited: 1 })).toBe(
      "Her 2 completed sessions and 1 forfeited or cancelled session stay as history.",
    );
  });

  it("offers only the refunds that give something back", () => {
    expect(refundChoices(preview).map((choice) => [choice.value, choice.amount])).toEqual([
      ["full", "960.00"],
      ["unused", "720.00"],
      ["none", null],
    ]);
    const untouched = { ...preview, amounts: { full: "960.00", unused: "960.00", none: "0.00" } };
    expect(refundChoices(untouched).map((choice) => choice.value)).toEqual(["full", "none"]);
    expect(refundChoices({ ...preview, provider: null }).map((choice) => choice.value)).toEqual(["none"]);
  });
});

describe("the words after", () => {
  const label = "Booking #42 for Ana Torres (12 Gym Sessions)";
  it("tells each outcome of the refund", () => {
    expect(cancelToast(label, { sessionsCancelled: 9, alreadyCancelled: false, refund: refund({}) })).toEqual({
      title: "Booking cancelled and refunded",
      message: `${label} is cancelled, with 9 sessions. $720 was refunded to her card.`,
      tone: "success",
    });
    expect(
      cancelToast(label, {
        sessionsCancelled: 1,
        alreadyCancelled: false,
        refund: refund({ status: "failed", failureReason: "Charge disputed." }),
      }),
    ).toMatchObject({
      title: "Booking cancelled, but the refund failed",
      message: `${label} is cancelled, with 1 session, but the refund of $720 failed: Charge disputed. Retry it under Payment & history.`,
      tone: "error",
    });
    expect(cancelToast(label, { sessionsCancelled: 0, alreadyCancelled: false, refund: null }).message).toBe(
      `${label} is cancelled. Nothing was refunded.`,
    );
    expect(cancelToast(label, { sessionsCancelled: 0, alreadyCancelled: true, refund: null }).tone).toBe("info");
  });

  it("says a test payment moves no money", () => {
    expect(cancelSentence({ ...preview, provider: "mock" }, "full")).toBe(
      "Cancel booking #42 for Ana Torres: her 9 unscheduled sessions are cancelled and $960 is recorded as refunded (a test payment: no money moves).",
    );
  });

  it("writes money as the rest of the site does, and a refund's state", () => {
    expect(refundLine(refund({ status: "pending" }))).toBe("Refund of $720 to her card: waiting for Stripe.");
    expect(refundLine(refund({ provider: "manual" }))).toBe(
      "Refund recorded of $720 for you to give back in cash or by bank transfer: done.",
    );
  });
});
