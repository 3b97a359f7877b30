import { describe, expect, it } from "vitest";
import { miamiInstant, miamiLabel } from "./studio-time";

describe("Miami time", () => {
  it("turns wall-clock times into the right instant on both sides of the DST switches", () => {
    // 2026: DST starts Sunday March 8, ends Sunday November 1.
    expect(miamiInstant("2026-03-07", "07:00").toISOString()).toBe("2026-03-07T12:00:00.000Z");
    expect(miamiInstant("2026-03-09", "07:00").toISOString()).toBe("2026-03-09T11:00:00.000Z");
    expect(miamiInstant("2026-10-31", "10:00").toISOString()).toBe("2026-10-31T14:00:00.000Z");
    expect(miamiInstant("2026-11-02", "10:00").toISOString()).toBe("2026-11-02T15:00:00.000Z");
  });

  it("labels instants in Miami time with the zone named", () => {
    expect(miamiLabel(new Date("2026-11-24T12:00:00Z"))).toBe("Tue, Nov 24, 2026 at 7:00 AM ET");
  });
});
