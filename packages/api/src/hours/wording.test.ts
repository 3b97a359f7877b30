import { SPEC_WEEKLY_HOURS } from "@studio/validators";
import { describe, expect, it } from "vitest";
import { closedDayMessage, outOfHoursMessage, SPEC_HOURS_MESSAGE, spokenHours, weekSummary } from "./wording";

describe("the words of a refused hour", () => {
  it("names the closed day and the reason, without doubling its full stop", () => {
    expect(closedDayMessage("2026-11-26", "Closed for Thanksgiving")).toBe(
      "We're closed on Thursday, November 26: Closed for Thanksgiving. Please choose another day.",
    );
    expect(closedDayMessage("2026-12-25", "Merry Christmas!")).toBe(
      "We're closed on Friday, December 25: Merry Christmas. Please choose another day.",
    );
  });

  it("keeps SPEC's message while the week is SPEC's", () => {
    expect(outOfHoursMessage("2026-11-29", SPEC_WEEKLY_HOURS)).toBe(SPEC_HOURS_MESSAGE);
  });

  it("words a changed week from the trainer's own hours of that weekday", () => {
    const week = SPEC_WEEKLY_HOURS.map((hours) => [...hours]);
    week[2] = [7, 8, 12, 17];
    expect(outOfHoursMessage("2026-11-24", week)).toBe(
      "On Tuesdays, sessions start at 7 and 8 AM and 12 and 5 PM. Please choose one of those times.",
    );
    expect(outOfHoursMessage("2026-11-29", week)).toBe("There are no sessions on Sundays. Please choose another day.");
  });

  it("says hours as people do", () => {
    expect(spokenHours([0, 6, 7, 8, 16])).toBe("12, 6, 7 and 8 AM and 4 PM");
    expect(spokenHours([9])).toBe("9 AM");
    expect(spokenHours([13, 14])).toBe("1 and 2 PM");
  });

  it("sums up a week day group by day group, in SPEC's words while it is SPEC's", () => {
    expect(weekSummary(SPEC_WEEKLY_HOURS)).toEqual(["Mon-Fri 6am-11am and 4pm-8pm", "Sat 9am-12pm"]);
    const week = [[], [7, 8, 9], [7, 8, 9], [7, 8, 9], [12, 17, 18], [], [8, 10, 11]];
    expect(weekSummary(week)).toEqual(["Mon-Wed 7am-9am", "Thu 12pm and 5pm-6pm", "Sat 8am and 10am-11am"]);
    expect(weekSummary([[9], [], [], [], [], [], [9]])).toEqual(["Sat-Sun 9am"]);
    expect(weekSummary([[], [], [], [], [], [], []])).toEqual([]);
  });
});
