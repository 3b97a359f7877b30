import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./outbox";

describe("retryDelayMs", () => {
  it("waits 30 s after the first failed attempt, twice as long after each later one", () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000]);
  });

  it("waits at most 30 minutes between attempts", () => {
    expect(retryDelayMs(7)).toBe(30 * 60_000);
    expect(retryDelayMs(10)).toBe(30 * 60_000);
    expect(retryDelayMs(10_000)).toBe(30 * 60_000);
  });

  it("waits the first delay for an attempt count of zero", () => {
    expect(retryDelayMs(0)).toBe(30_000);
  });
});
