import { SPEC_WEEKLY_HOURS } from "@studio/validators";
import { describe, expect, it } from "vitest";
import { daySummary, hourLabel, sameWeek, toggled } from "./week-hours";

describe("the week as the editor shows it", () => {
  it("sums a day up as runs of hour-long sessions", () => {
    expect(daySummary(SPEC_WEEKLY_HOURS[1] ?? [])).toBe("6-9 AM, 10 AM-12 PM, 4-9 PM");
    expect(daySummary(SPEC_WEEKLY_HOURS[6] ?? [])).toBe("9 AM-12 PM");
    expect(daySummary([])).toBe("Closed");
    expect(daySummary([11, 12, 23])).toBe("11 AM-1 PM, 11 PM-12 AM");
  });

  it("opens and closes one hour of one day, keeping the hours in order", () => {
    const week = SPEC_WEEKLY_HOURS.map((hours) => [...hours]);
    const opened = toggled(week, 1, 9);
    expect(opened[1]).toEqual([6, 7, 8, 9, 10, 11, 16, 17, 18, 19, 20]);
    expect(sameWeek(opened, week)).toBe(false);
    expect(sameWeek(toggled(opened, 1, 9), week)).toBe(true);
    expect(hourLabel(0)).toBe("12 AM");
    expect(hourLabel(12)).toBe("12 PM");
  });
});
