import { describe, expect, it } from "vitest";
import { MAX_SLOW_DOWN_MS, SLOW_DOWN_FROM, slowDownMs } from "./sign-in-limits";

describe("slowDownMs", () => {
  it("does not slow her first ten failures", () => {
    expect(SLOW_DOWN_FROM).toBe(10);
    for (const attempts of [0, 1, 9, 10]) expect(slowDownMs(attempts)).toBe(0);
  });

  it("waits 0.25 s after the tenth, doubling each failure to 4 s", () => {
    expect([11, 12, 13, 14, 15].map(slowDownMs)).toEqual([250, 500, 1_000, 2_000, 4_000]);
  });

  it("never waits more than 4 s, however many failures", () => {
    expect(MAX_SLOW_DOWN_MS).toBe(4_000);
    expect(slowDownMs(16)).toBe(4_000);
    expect(slowDownMs(1_000)).toBe(4_000);
    expect(slowDownMs(Number.MAX_SAFE_INTEGER)).toBe(4_000);
  });
});
