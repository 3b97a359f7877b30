import { describe, expect, it } from "vitest";
import { openSecret, sealSecret, stepOfCode } from "./totp";

/** RFC 6238's SHA-1 test secret, "12345678901234567890", in base32. */
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const at = (seconds: number) => new Date(seconds * 1000);

describe("stepOfCode", () => {
  it("finds the 30-second step of RFC 6238's codes (their last six digits)", () => {
    expect(stepOfCode(RFC_SECRET, "carmen", "287082", at(59))).toBe(1);
    expect(stepOfCode(RFC_SECRET, "carmen", "081804", at(1_111_111_109))).toBe(37_037_036);
  });

  it("accepts a code one step either side of now, for a clock a little off", () => {
    // Step 1 runs from 30 s to 59 s.
    expect(stepOfCode(RFC_SECRET, "carmen", "287082", at(30))).toBe(1);
    expect(stepOfCode(RFC_SECRET, "carmen", "287082", at(0))).toBe(1);
    expect(stepOfCode(RFC_SECRET, "carmen", "287082", at(89))).toBe(1);
  });

  it("refuses a code two steps away, and a wrong one", () => {
    expect(stepOfCode(RFC_SECRET, "carmen", "287082", at(90))).toBeNull();
    expect(stepOfCode(RFC_SECRET, "carmen", "287083", at(59))).toBeNull();
    expect(stepOfCode(RFC_SECRET, "carmen", "", at(59))).toBeNull();
  });
});

describe("the sealed secret", () => {
  it("opens under the server secret it was sealed with, and under no other", () => {
    const sealed = sealSecret("server-secret-one", RFC_SECRET);
    expect(sealed).not.toContain(RFC_SECRET);
    expect(openSecret("server-secret-one", sealed)).toBe(RFC_SECRET);
    expect(() => openSecret("server-secret-two", sealed)).toThrow();
  });

  it("is sealed afresh each time, and a changed one does not open", () => {
    const sealed = sealSecret("server-secret-one", RFC_SECRET);
    expect(sealSecret("server-secret-one", RFC_SECRET)).not.toBe(sealed);
    const [version, iv, tag, body = ""] = sealed.split(".");
    const changed = [version, iv, tag, `${body.slice(0, -2)}${body.endsWith("AA") ? "BB" : "AA"}`].join(".");
    expect(() => openSecret("server-secret-one", changed)).toThrow();
    expect(() => openSecret("server-secret-one", "v2.a.b.c")).toThrow("Unreadable authenticator secret");
  });
});
