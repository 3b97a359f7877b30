import { describe, expect, it } from "vitest";
import { DAYS_KEPT_AHEAD, daysAhead, phoneDayInstead, phoneToday, todayOnPhone } from "./phone-day";

describe("the day her training page shows", () => {
  it("keeps the six days after today, across a month's end, so a week opens offline", () => {
    expect(daysAhead("2026-11-19")).toEqual([
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
    ]);
    expect(daysAhead("2026-12-29")).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
      "2027-01-04",
    ]);
    expect(DAYS_KEPT_AHEAD).toBe(6);
  });

  it("reads the phone's clock as a date in Miami, whatever the phone's own zone", () => {
    // 11:30 PM in Miami on Saturday is Sunday in UTC.
    expect(phoneToday(new Date("2026-11-22T04:30:00Z"))).toBe("2026-11-21");
    expect(phoneToday(new Date("2026-11-22T05:30:00Z"))).toBe("2026-11-22");
    // Summer time: 8:30 PM in Miami is 00:30 UTC the next day.
    expect(phoneToday(new Date("2026-07-02T00:30:00Z"))).toBe("2026-07-01");
  });

  it("takes the server's today online, and the phone's later day offline", () => {
    expect(todayOnPhone("2026-11-19", "2026-11-21", false)).toBe("2026-11-19");
    expect(todayOnPhone("2026-11-19", "2026-11-21", true)).toBe("2026-11-21");
    // A phone whose clock is behind never takes her back a day.
    expect(todayOnPhone("2026-11-19", "2026-11-18", true)).toBe("2026-11-19");
    expect(todayOnPhone("2026-11-19", "2026-11-19", true)).toBe("2026-11-19");
  });

  it("asks for the phone's day only when today was asked for offline and the answer is an earlier day's", () => {
    expect(phoneDayInstead(undefined, "2026-11-19", "2026-11-21", true)).toBe("2026-11-21");
    expect(phoneDayInstead(undefined, "2026-11-19", "2026-11-21", false)).toBeNull();
    expect(phoneDayInstead(undefined, "2026-11-21", "2026-11-21", true)).toBeNull();
    expect(phoneDayInstead(undefined, "2026-11-22", "2026-11-21", true)).toBeNull();
    // A day in the address is that day, whatever the clock; no answer yet, nothing to compare.
    expect(phoneDayInstead("2026-11-20", "2026-11-19", "2026-11-21", true)).toBeNull();
    expect(phoneDayInstead(undefined, undefined, "2026-11-21", true)).toBeNull();
    // No copy of today was kept at all: the phone's day, kept ahead, is asked for; online, never.
    expect(phoneDayInstead(undefined, undefined, "2026-11-21", true, true)).toBe("2026-11-21");
    expect(phoneDayInstead(undefined, undefined, "2026-11-21", false, true)).toBeNull();
  });
});
