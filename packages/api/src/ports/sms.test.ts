import { describe, expect, it } from "vitest";
import { toE164 } from "./sms";

describe("toE164", () => {
  it("makes a US number typed any way +1 and its ten digits", () => {
    expect(toE164("(305) 555-0148")).toBe("+13055550148");
    expect(toE164("305.555.0148")).toBe("+13055550148");
    expect(toE164("1 305 555 0148")).toBe("+13055550148");
    expect(toE164("3055550148")).toBe("+13055550148");
  });

  it("keeps a number given with its country code", () => {
    expect(toE164("+1 305 555 0148")).toBe("+13055550148");
    expect(toE164("+34 612 345 678")).toBe("+34612345678");
    // The shortest and longest E.164 allows.
    expect(toE164("+12345678")).toBe("+12345678");
    expect(toE164("+123456789012345")).toBe("+123456789012345");
  });

  it("refuses what no carrier would take", () => {
    expect(toE164("555-0148")).toBeNull();
    expect(toE164("2 305 555 0148")).toBeNull();
    expect(toE164("+1234567")).toBeNull();
    expect(toE164("+1234567890123456")).toBeNull();
    expect(toE164("")).toBeNull();
    expect(toE164("call me")).toBeNull();
  });
});
