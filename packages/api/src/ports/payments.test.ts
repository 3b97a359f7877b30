import { describe, expect, it } from "vitest";
import { refundStatusOf } from "./payments";

describe("refundStatusOf", () => {
  it("reads Stripe's refund statuses as our three", () => {
    expect(refundStatusOf("succeeded")).toBe("succeeded");
    expect(refundStatusOf("failed")).toBe("failed");
    expect(refundStatusOf("canceled")).toBe("failed");
    expect(refundStatusOf("pending")).toBe("pending");
    expect(refundStatusOf("requires_action")).toBe("pending");
  });

  it("waits on a status it does not know, or none", () => {
    expect(refundStatusOf(null)).toBe("pending");
    expect(refundStatusOf(undefined)).toBe("pending");
    expect(refundStatusOf("")).toBe("pending");
    expect(refundStatusOf("Succeeded")).toBe("pending");
  });
});
