import { describe, expect, it } from "vitest";
import { weekAround, weeksEndingWith } from "./weeks";

describe("a Miami week", () => {
  it("runs Monday to Sunday around any of its days", () => {
    // Thursday, November 19, 2026.
    expect(weekAround("2026-11-19")).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(weekAround("2026-11-16")).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    // A Sunday belongs to the week before it, not the one it starts in some calendars.
    expect(weekAround("2026-11-22")).toEqual({ from: "2026-11-16", to: "2026-11-22" });
  });

  it("crosses a month, a year and the March clock change whole", () => {
    expect(weekAround("2027-01-01")).toEqual({ from: "2026-12-28", to: "2027-01-03" });
    // Clocks go forward on Sunday, March 8, 2026: still seven days.
    expect(weekAround("2026-03-08")).toEqual({ from: "2026-03-02", to: "2026-03-08" });
  });
});

describe("the history's weeks", () => {
  it("are whole weeks, oldest first, ending with this one", () => {
    expect(weeksEndingWith("2026-11-19", 4)).toEqual(["2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16"]);
    expect(weeksEndingWith("2026-11-16", 1)).toEqual(["2026-11-16"]);
  });

  it("cross a year's end", () => {
    expect(weeksEndingWith("2027-01-05", 2)).toEqual(["2026-12-28", "2027-01-04"]);
  });
});
