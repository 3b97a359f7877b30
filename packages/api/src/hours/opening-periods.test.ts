import { SPEC_WEEKLY_HOURS } from "@studio/validators";
import { describe, expect, it } from "vitest";
import { openingPeriods } from "./opening-periods";

describe("openingPeriods", () => {
  it("turns SPEC's week into periods, weekdays with the same hours together, Monday first", () => {
    expect(openingPeriods(SPEC_WEEKLY_HOURS)).toEqual([
      { days: ["Monday", "Friday"], opens: "06:00", closes: "09:00" },
      { days: ["Monday", "Friday"], opens: "10:00", closes: "12:00" },
      { days: ["Monday", "Friday"], opens: "16:00", closes: "21:00" },
      { days: ["Tuesday", "Wednesday", "Thursday"], opens: "06:00", closes: "12:00" },
      { days: ["Tuesday", "Wednesday", "Thursday"], opens: "16:00", closes: "21:00" },
      { days: ["Saturday"], opens: "09:00", closes: "12:00" },
    ]);
  });

  it("leaves closed days out, sorts the hours it is given and ends a day's last hour at midnight", () => {
    const week = [[23, 22], [], [], [], [], [], [0]];
    expect(openingPeriods(week)).toEqual([
      { days: ["Saturday"], opens: "00:00", closes: "01:00" },
      { days: ["Sunday"], opens: "22:00", closes: "23:59" },
    ]);
    expect(openingPeriods([[], [], [], [], [], [], []])).toEqual([]);
  });
});
