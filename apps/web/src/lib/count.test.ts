import { describe, expect, it } from "vitest";
import { formatCount } from "./count";

describe("formatCount", () => {
  it("marks thousands as en-US does", () => {
    for (const value of [0, 7, 999, 1000, 47_500, 1_234_567, -1234, 600_000]) {
      expect(formatCount(value)).toBe(value.toLocaleString("en-US"));
    }
  });
});
