import { describe, expect, it } from "vitest";
import { miamiMinute } from "./morning-agenda";

describe("miamiMinute", () => {
  it("is Miami's date and minute of the day, in winter and in summer", () => {
    expect(miamiMinute(new Date("2026-01-15T11:00:00Z"))).toEqual({ date: "2026-01-15", minute: 6 * 60 });
    expect(miamiMinute(new Date("2026-07-15T10:00:00Z"))).toEqual({ date: "2026-07-15", minute: 6 * 60 });
    expect(miamiMinute(new Date("2026-07-15T14:59:00Z"))).toEqual({ date: "2026-07-15", minute: 10 * 60 + 59 });
  });

  it("starts a Miami day at minute 0 while UTC's is hours on, and ends it at 1439", () => {
    expect(miamiMinute(new Date("2026-01-16T05:00:00Z"))).toEqual({ date: "2026-01-16", minute: 0 });
    expect(miamiMinute(new Date("2026-01-16T04:59:00Z"))).toEqual({ date: "2026-01-15", minute: 1_439 });
    expect(miamiMinute(new Date("2027-01-01T04:59:00Z"))).toEqual({ date: "2026-12-31", minute: 1_439 });
  });

  it("skips from 1:59 to 3:00 on March's switch, so a 2:30 agenda counts as come at 3:00", () => {
    expect(miamiMinute(new Date("2026-03-08T06:59:00Z"))).toEqual({ date: "2026-03-08", minute: 119 });
    expect(miamiMinute(new Date("2026-03-08T07:00:00Z"))).toEqual({ date: "2026-03-08", minute: 180 });
  });

  it("repeats 1:00 to 1:59 on November's switch", () => {
    expect(miamiMinute(new Date("2026-11-01T05:30:00Z"))).toEqual({ date: "2026-11-01", minute: 90 });
    expect(miamiMinute(new Date("2026-11-01T06:30:00Z"))).toEqual({ date: "2026-11-01", minute: 90 });
    expect(miamiMinute(new Date("2026-11-01T07:00:00Z"))).toEqual({ date: "2026-11-01", minute: 120 });
  });
});
