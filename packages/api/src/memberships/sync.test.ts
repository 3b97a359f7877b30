import { describe, expect, it } from "vitest";
import { membershipStatusOf } from "./sync";

describe("membershipStatusOf", () => {
  it("reads the processor's statuses as our five", () => {
    expect(membershipStatusOf({ status: "active", paused: false })).toBe("active");
    expect(membershipStatusOf({ status: "trialing", paused: false })).toBe("active");
    expect(membershipStatusOf({ status: "incomplete", paused: false })).toBe("incomplete");
    expect(membershipStatusOf({ status: "past_due", paused: false })).toBe("past_due");
    expect(membershipStatusOf({ status: "unpaid", paused: false })).toBe("past_due");
    expect(membershipStatusOf({ status: "paused", paused: false })).toBe("paused");
    expect(membershipStatusOf({ status: "canceled", paused: false })).toBe("cancelled");
    expect(membershipStatusOf({ status: "incomplete_expired", paused: false })).toBe("cancelled");
  });

  it("counts a paused collection as paused, even with a renewal due, but never over an end", () => {
    expect(membershipStatusOf({ status: "active", paused: true })).toBe("paused");
    expect(membershipStatusOf({ status: "past_due", paused: true })).toBe("paused");
    expect(membershipStatusOf({ status: "canceled", paused: true })).toBe("cancelled");
    expect(membershipStatusOf({ status: "incomplete", paused: true })).toBe("incomplete");
  });
});
