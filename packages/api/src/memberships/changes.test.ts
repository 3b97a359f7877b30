import type { Membership } from "@studio/db";
import type { MembershipChange } from "@studio/validators";
import { describe, expect, it } from "vitest";
import { sayingOf } from "../lib/said";
import { alreadyDone, changed, refuseChange } from "./changes";

const monthEnd = new Date("2026-04-01T04:00:00Z");
const now = new Date("2026-03-10T15:00:00Z");

const member = (fields: Partial<Membership> = {}): Membership => ({
  id: 4,
  packageId: 21,
  firstBookingId: 300,
  clientName: "Ana López",
  clientEmail: "ana@example.com",
  language: "en",
  amount: "320.00",
  status: "active",
  subscriptionId: "sub_4",
  customerId: "cus_4",
  currentPeriodEnd: monthEnd,
  endsAt: null,
  cancelledAt: null,
  pausedAt: null,
  paymentFailedAt: null,
  syncedAt: null,
  createdAt: new Date("2026-01-01T15:00:00Z"),
  updatedAt: new Date("2026-01-01T15:00:00Z"),
  ...fields,
});

const refusedWith = (membership: Membership, change: MembershipChange) => {
  try {
    refuseChange(membership, change);
  } catch (error) {
    return sayingOf(error as never)?.said("en").id;
  }
  return null;
};

describe("a member's change: what is already done", () => {
  it("finds a pause done on a paused membership, a resume on any other", () => {
    expect(alreadyDone(member({ status: "paused" }), "pause")).toBe(true);
    expect(alreadyDone(member(), "pause")).toBe(false);
    expect(alreadyDone(member({ status: "past_due" }), "pause")).toBe(false);
    expect(alreadyDone(member(), "resume")).toBe(true);
    expect(alreadyDone(member({ status: "past_due" }), "resume")).toBe(true);
    expect(alreadyDone(member({ status: "paused" }), "resume")).toBe(false);
  });

  it("finds a cancel done once an end is set, a keep while there is none", () => {
    expect(alreadyDone(member({ endsAt: monthEnd }), "cancel")).toBe(true);
    expect(alreadyDone(member(), "cancel")).toBe(false);
    expect(alreadyDone(member(), "keep")).toBe(true);
    expect(alreadyDone(member({ endsAt: monthEnd }), "keep")).toBe(false);
  });
});

describe("a member's change: what is refused", () => {
  it("refuses every change before the first month is paid", () => {
    for (const change of ["pause", "resume", "cancel", "keep"] as const) {
      expect(refusedWith(member({ status: "incomplete" }), change)).toBe("server.memberships.notStarted");
      expect(refusedWith(member({ subscriptionId: null }), change)).toBe("server.memberships.notStarted");
    }
  });

  it("refuses a pause while a renewal is due, and nothing else", () => {
    expect(refusedWith(member({ status: "past_due" }), "pause")).toBe("server.memberships.paymentDue");
    expect(refusedWith(member({ status: "past_due" }), "cancel")).toBeNull();
    expect(refusedWith(member(), "pause")).toBeNull();
    expect(refusedWith(member({ status: "paused" }), "resume")).toBeNull();
  });
});

describe("a member's change: the row it leaves", () => {
  it("pauses from now and resumes as active", () => {
    expect(changed(member(), "pause", now)).toEqual({ status: "paused", pausedAt: now });
    expect(changed(member({ status: "paused", pausedAt: now }), "resume", now)).toEqual({
      status: "active",
      pausedAt: null,
    });
  });

  it("ends at the end of the month paid for, or now when none is known; keeping clears the end", () => {
    expect(changed(member(), "cancel", now)).toEqual({ endsAt: monthEnd });
    expect(changed(member({ currentPeriodEnd: null }), "cancel", now)).toEqual({ endsAt: now });
    expect(changed(member({ endsAt: monthEnd }), "keep", now)).toEqual({ endsAt: null });
  });
});
