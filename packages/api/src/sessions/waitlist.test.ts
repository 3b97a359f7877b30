import { miamiInstant } from "@studio/validators/studio-time";
import { describe, expect, it } from "vitest";
import { OFFER_WINDOW_MS, offerHoldMs } from "./waitlist";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("offerHoldMs", () => {
  // Thursday June 11, 2026 at 7:00 AM; its 24-hour mark is Wednesday at 7:00 AM.
  const startsAt = miamiInstant("2026-06-11", "07:00");
  const earlier = (ms: number) => new Date(startsAt.getTime() - ms);

  it("holds a place for her alone 2 hours while the 24-hour mark is further off", () => {
    expect(OFFER_WINDOW_MS).toBe(2 * HOUR);
    expect(offerHoldMs(startsAt, earlier(3 * 24 * HOUR), false)).toBe(2 * HOUR);
    expect(offerHoldMs(startsAt, earlier(26 * HOUR), false)).toBe(2 * HOUR);
  });

  it("holds it only until the 24-hour mark as it nears", () => {
    expect(offerHoldMs(startsAt, earlier(26 * HOUR - 1), false)).toBe(2 * HOUR - 1);
    expect(offerHoldMs(startsAt, earlier(25 * HOUR), false)).toBe(HOUR);
    expect(offerHoldMs(startsAt, earlier(24 * HOUR + 15 * MINUTE), false)).toBe(15 * MINUTE);
  });

  it("offers no place to her alone under 15 minutes before the mark, nor after it", () => {
    expect(offerHoldMs(startsAt, earlier(24 * HOUR + 15 * MINUTE - 1), false)).toBeNull();
    expect(offerHoldMs(startsAt, earlier(24 * HOUR), false)).toBeNull();
    expect(offerHoldMs(startsAt, earlier(13 * HOUR), false)).toBeNull();
  });

  it("holds an automatic booking's place 5 minutes, whenever it is", () => {
    expect(offerHoldMs(startsAt, earlier(3 * 24 * HOUR), true)).toBe(5 * MINUTE);
    expect(offerHoldMs(startsAt, earlier(13 * HOUR), true)).toBe(5 * MINUTE);
  });

  it("counts 24 real hours over a DST switch", () => {
    // Monday March 9, 2026 at 7:00 AM EDT: its mark is Sunday 7:00 AM EDT, 11:00 UTC; 2 hours before is 9:00 UTC.
    const monday = miamiInstant("2026-03-09", "07:00");
    expect(offerHoldMs(monday, new Date("2026-03-08T09:00:00Z"), false)).toBe(2 * HOUR);
    expect(offerHoldMs(monday, new Date("2026-03-08T10:00:00Z"), false)).toBe(HOUR);
    expect(offerHoldMs(monday, new Date("2026-03-08T10:50:00Z"), false)).toBeNull();
  });
});
