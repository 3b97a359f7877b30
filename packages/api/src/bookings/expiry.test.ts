import { addDays, lastDayBefore } from "@studio/validators/studio-time";
import { describe, expect, it } from "vitest";
import { lapsesAfter } from "./expiry";

describe("when a pack's last day is over", () => {
  it("is the first instant of the next Miami day, in winter and in summer", () => {
    expect(lapsesAfter("2026-01-15").toISOString()).toBe("2026-01-16T05:00:00.000Z");
    expect(lapsesAfter("2026-07-15").toISOString()).toBe("2026-07-16T04:00:00.000Z");
  });

  it("follows Miami's midnight across the DST switches", () => {
    // Sunday March 8, 2026 springs forward at 2 AM, after its midnight: March 8 still starts on EST.
    expect(lapsesAfter("2026-03-07").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(lapsesAfter("2026-03-08").toISOString()).toBe("2026-03-09T04:00:00.000Z");
    // Sunday November 1, 2026 falls back at 2 AM: November 1 starts on EDT, November 2 on EST.
    expect(lapsesAfter("2026-10-31").toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(lapsesAfter("2026-11-01").toISOString()).toBe("2026-11-02T05:00:00.000Z");
  });

  it("rolls over the month's and the year's last day, and February's in a leap year", () => {
    expect(lapsesAfter("2026-04-30").toISOString()).toBe("2026-05-01T04:00:00.000Z");
    expect(lapsesAfter("2026-12-31").toISOString()).toBe("2027-01-01T05:00:00.000Z");
    expect(lapsesAfter("2028-02-28").toISOString()).toBe("2028-02-29T05:00:00.000Z");
    expect(lapsesAfter("2028-02-29").toISOString()).toBe("2028-03-01T05:00:00.000Z");
    expect(lapsesAfter("2027-02-28").toISOString()).toBe("2027-03-01T05:00:00.000Z");
  });

  it("is read back as the same last day on every screen, on each day of a year with both switches", () => {
    for (let offset = 0; offset < 366; offset++) {
      const day = addDays("2028-01-01", offset);
      expect(lastDayBefore(lapsesAfter(day))).toBe(day);
    }
  });
});
