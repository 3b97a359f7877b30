import { describe, expect, it } from "vitest";
import { miamiDateTime, miamiInstant, miamiLabel } from "./studio-time";

describe("Miami time", () => {
  it("turns wall-clock times into the right instant on both sides of the DST switches", () => {
    // 2026: DST starts Sunday March 8, ends Sunday November 1.
    expect(miamiInstant("2026-03-07", "07:00").toISOString()).toBe("2026-03-07T12:00:00.000Z");
    expect(miamiInstant("2026-03-09", "07:00").toISOString()).toBe("2026-03-09T11:00:00.000Z");
    expect(miamiInstant("2026-10-31", "10:00").toISOString()).toBe("2026-10-31T14:00:00.000Z");
    expect(miamiInstant("2026-11-02", "10:00").toISOString()).toBe("2026-11-02T15:00:00.000Z");
  });

  it("reads an instant back as Miami's date and time, on both sides of the DST switches", () => {
    expect(miamiDateTime(new Date("2026-03-07T12:00:00Z"))).toEqual({ date: "2026-03-07", time: "07:00" });
    expect(miamiDateTime(new Date("2026-11-02T15:30:00Z"))).toEqual({ date: "2026-11-02", time: "10:30" });
    // Late evening in Miami is already the next day in UTC.
    expect(miamiDateTime(new Date("2026-07-29T03:45:00Z"))).toEqual({ date: "2026-07-28", time: "23:45" });
    const back = miamiDateTime(miamiInstant("2026-03-09", "00:15"));
    expect(back).toEqual({ date: "2026-03-09", time: "00:15" });
  });

  it("labels instants in Miami time with the zone named", () => {
    expect(miamiLabel(new Date("2026-11-24T12:00:00Z"))).toBe("Tue, Nov 24, 2026 at 7:00 AM ET");
  });
});
