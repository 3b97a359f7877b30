import { describe, expect, it } from "vitest";
import { periodStart } from "./revenue";

describe("periodStart", () => {
  it("starts a week on its Monday, a Sunday's too", () => {
    expect(periodStart("week", "2026-03-09")).toBe("2026-03-09");
    expect(periodStart("week", "2026-03-11")).toBe("2026-03-09");
    // Sunday March 8 (DST's first day) belongs to the week begun Monday March 2.
    expect(periodStart("week", "2026-03-08")).toBe("2026-03-02");
  });

  it("counts weeks back and ahead over a month's end and the year's turn", () => {
    expect(periodStart("week", "2026-03-11", 1)).toBe("2026-03-16");
    expect(periodStart("week", "2026-03-11", -2)).toBe("2026-02-23");
    // Friday January 1, 2027 is in the week begun Monday December 28, 2026.
    expect(periodStart("week", "2027-01-01")).toBe("2026-12-28");
    expect(periodStart("week", "2027-01-01", 1)).toBe("2027-01-04");
  });

  it("starts a month on its first, its last day's too", () => {
    expect(periodStart("month", "2026-03-01")).toBe("2026-03-01");
    expect(periodStart("month", "2026-03-31")).toBe("2026-03-01");
    expect(periodStart("month", "2028-02-29")).toBe("2028-02-01");
  });

  it("counts months back and ahead over the year's turn, from any day of the month", () => {
    expect(periodStart("month", "2026-01-31", 1)).toBe("2026-02-01");
    expect(periodStart("month", "2026-12-15", 1)).toBe("2027-01-01");
    expect(periodStart("month", "2026-03-31", -11)).toBe("2025-04-01");
    expect(periodStart("month", "2026-03-31", -12)).toBe("2025-03-01");
    expect(periodStart("month", "2026-01-10", -1)).toBe("2025-12-01");
  });
});
