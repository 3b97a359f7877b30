import { describe, expect, it } from "vitest";
import { streakOf } from "./progress";

const days = (...list: string[]) => new Set(list);

describe("streakOf", () => {
  it("counts consecutive days ending today, or yesterday before today's entry", () => {
    expect(streakOf(days("2026-11-19", "2026-11-20", "2026-11-21"), "2026-11-21")).toBe(3);
    expect(streakOf(days("2026-11-19", "2026-11-20"), "2026-11-21")).toBe(2);
    expect(streakOf(days("2026-11-18"), "2026-11-21")).toBe(0);
    expect(streakOf(days(), "2026-11-21")).toBe(0);
  });

  it("forgives one missed day a week as a rest day", () => {
    // Mon 16, Tue 17, (rest Wed 18), Thu 19, Fri 20, Sat 21
    expect(streakOf(days("2026-11-16", "2026-11-17", "2026-11-19", "2026-11-20", "2026-11-21"), "2026-11-21")).toBe(5);
    // Two missed days in the same week break it.
    expect(streakOf(days("2026-11-16", "2026-11-18", "2026-11-20", "2026-11-21"), "2026-11-21")).toBe(3);
    // Two missed days in a row break it.
    expect(streakOf(days("2026-11-17", "2026-11-20", "2026-11-21"), "2026-11-21")).toBe(2);
  });

  it("lets one rest day per week carry the streak across weeks", () => {
    // Rest Sun Nov 15 (week of Nov 9) and Wed Nov 18 (week of Nov 16).
    const logged = days(
      "2026-11-13",
      "2026-11-14",
      "2026-11-16",
      "2026-11-17",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
    );
    expect(streakOf(logged, "2026-11-21")).toBe(7);
  });
});
