import type { PackageSession, SessionStatus } from "@studio/db";
import { miamiInstant } from "@studio/validators/studio-time";
import { describe, expect, it } from "vitest";
import { amountsFor } from "./cancel";
import { sessionUse } from "./session-use";

/** Tuesday March 10, 2026, 9:00 AM in Miami. */
const now = miamiInstant("2026-03-10", "09:00");

function pack(statuses: [SessionStatus, string | null][]): PackageSession[] {
  return statuses.map(([status, startsOn], index) => ({
    id: index + 1,
    bookingId: 1,
    sessionNumber: index + 1,
    date: startsOn,
    time: startsOn ? "07:00" : null,
    startsAt: startsOn ? miamiInstant(startsOn, "07:00") : null,
    timeSlotId: null,
    status,
    reminderSent: false,
    policyOverride: null,
    calendarSequence: 0,
    createdAt: now,
    updatedAt: now,
  }));
}

// A 12-pack: 2 trained, 1 scheduled on an hour gone by (used), 1 cancelled late, 2 booked ahead, 6 to book.
const twelve = sessionUse(
  pack([
    ["completed", "2026-03-02"],
    ["completed", "2026-03-04"],
    ["scheduled", "2026-03-09"],
    ["cancelled", "2026-03-06"],
    ["scheduled", "2026-03-12"],
    ["scheduled", "2026-03-10"],
    ...Array<[SessionStatus, null]>(6).fill(["pending", null]),
  ]),
  now,
);

describe("a cancel's refund amounts", () => {
  it("gives back all that was paid, or the unused sessions' share: 7 of 12 of $960", () => {
    expect(twelve.toCancel).toHaveLength(7);
    // Today's 7:00 AM session has gone by at 9:00 AM: 7 unused of 12.
    expect(amountsFor({ paymentMethod: "stripe", amount: "960.00" }, twelve, 0)).toEqual({
      full: 96_000,
      unused: 56_000,
      none: 0,
    });
  });

  it("is the same for cash or a bank transfer, and for a test payment", () => {
    const card = amountsFor({ paymentMethod: "stripe", amount: "960.00" }, twelve, 0);
    expect(amountsFor({ paymentMethod: "manual", amount: "960.00" }, twelve, 0)).toEqual(card);
    expect(amountsFor({ paymentMethod: "mock", amount: "960.00" }, twelve, 0)).toEqual(card);
  });

  it("gives nothing back for a booking that paid nothing, or was never paid", () => {
    expect(amountsFor({ paymentMethod: "free", amount: "960.00" }, twelve, 0)).toEqual({ full: 0, unused: 0, none: 0 });
    expect(amountsFor({ paymentMethod: null, amount: "960.00" }, twelve, 0)).toEqual({ full: 0, unused: 0, none: 0 });
  });

  it("never gives back what was refunded already", () => {
    expect(amountsFor({ paymentMethod: "stripe", amount: "960.00" }, twelve, 50_000)).toEqual({
      full: 46_000,
      unused: 46_000,
      none: 0,
    });
    expect(amountsFor({ paymentMethod: "stripe", amount: "960.00" }, twelve, 96_000)).toEqual({
      full: 0,
      unused: 0,
      none: 0,
    });
  });

  it("rounds the share down to the cent: 7 of 12 of $82.50 is $48.12", () => {
    expect(amountsFor({ paymentMethod: "stripe", amount: "82.50" }, twelve, 0).unused).toBe(4_812);
  });
});
