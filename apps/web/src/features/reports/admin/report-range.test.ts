import { describe, expect, it } from "vitest";
import { presetOf, presetRange, rangeLabel, readReportRange } from "./report-range";

const today = "2026-03-15";

describe("the reports' range", () => {
  it("counts each preset back from today in Miami", () => {
    expect(presetRange("this-month", today)).toEqual({ from: "2026-03-01", to: "2026-03-15" });
    expect(presetRange("last-month", today)).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(presetRange("last-month", "2026-01-10")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(presetRange("last-30", today)).toEqual({ from: "2026-02-14", to: "2026-03-15" });
    expect(presetRange("last-90", today)).toEqual({ from: "2025-12-16", to: "2026-03-15" });
    expect(presetRange("this-year", today)).toEqual({ from: "2026-01-01", to: "2026-03-15" });
  });

  it("takes a real range from the address and this month for anything else", () => {
    expect(readReportRange({ from: "2026-01-05", to: "2026-02-01" }, today)).toEqual({
      from: "2026-01-05",
      to: "2026-02-01",
    });
    for (const raw of [
      {},
      { from: "2026-02-30", to: "2026-03-01" },
      { from: "2026-03-02", to: "2026-03-01" },
      { from: "2024-01-01", to: "2026-01-01" },
      { from: 20260101, to: "2026-01-02" },
      { from: "2026-1-1", to: "2026-01-02" },
    ])
      expect(readReportRange(raw, today)).toEqual({ from: "2026-03-01", to: "2026-03-15" });
  });

  it("names the preset a range is, and the days it counts", () => {
    expect(presetOf({ from: "2026-02-01", to: "2026-02-28" }, today)).toBe("last-month");
    expect(presetOf({ from: "2026-02-02", to: "2026-02-28" }, today)).toBeUndefined();
    expect(rangeLabel({ from: "2026-02-01", to: "2026-02-28" })).toBe("Feb 1 – Feb 28, 2026");
    expect(rangeLabel({ from: "2025-12-16", to: "2026-03-15" })).toBe("Dec 16, 2025 – Mar 15, 2026");
    expect(rangeLabel({ from: "2026-03-15", to: "2026-03-15" })).toBe("Mar 15, 2026");
  });
});
