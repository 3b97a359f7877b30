import { describe, expect, it } from "vitest";
import { refundCents } from "./refund-amounts";

const basis = { paidCents: 96_000, refundedCents: 0, totalSessions: 12, unusedSessions: 9 };

describe("refundCents", () => {
  it("gives back all that is left for a full refund, and nothing for none", () => {
    expect(refundCents("full", basis)).toBe(96_000);
    expect(refundCents("full", { ...basis, refundedCents: 20_000 })).toBe(76_000);
    expect(refundCents("none", basis)).toBe(0);
  });

  it("gives back the unused sessions' share, rounded down to the cent", () => {
    expect(refundCents("unused", basis)).toBe(72_000);
    // $952.23 for 12 sessions, 7 unused: 555.4675 → $555.46.
    expect(refundCents("unused", { ...basis, paidCents: 95_223, unusedSessions: 7 })).toBe(55_546);
    expect(refundCents("unused", { ...basis, unusedSessions: 0 })).toBe(0);
    expect(refundCents("unused", { ...basis, unusedSessions: 12 })).toBe(96_000);
  });

  it("never gives back more than is left unrefunded, nor anything for a booking without sessions", () => {
    expect(refundCents("unused", { ...basis, refundedCents: 90_000 })).toBe(6_000);
    expect(refundCents("full", { ...basis, refundedCents: 99_000 })).toBe(0);
    expect(refundCents("unused", { ...basis, unusedSessions: 20 })).toBe(96_000);
    expect(refundCents("unused", { ...basis, totalSessions: 0, unusedSessions: 0 })).toBe(0);
  });
});
