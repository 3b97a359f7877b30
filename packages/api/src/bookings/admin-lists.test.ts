import { describe, expect, it } from "vitest";
import { rangeStart } from "./admin-lists";

describe("rangeStart", () => {
  it("starts today at Miami's midnight, not UTC's", () => {
    // 10 PM on March 10 in Miami is already March 11 in UTC.
    expect(rangeStart("today", new Date("2026-03-11T02:00:00Z"))?.toISOString()).toBe("2026-03-10T04:00:00.000Z");
    expect(rangeStart("today", new Date("2026-01-15T17:00:00Z"))?.toISOString()).toBe("2026-01-15T05:00:00.000Z");
  });

  it("starts a DST switch's day at its own midnight", () => {
    // March 8, 2026 began on EST, November 1 on EDT, whatever the hour it is asked.
    expect(rangeStart("today", new Date("2026-03-08T20:00:00Z"))?.toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(rangeStart("today", new Date("2026-11-01T20:00:00Z"))?.toISOString()).toBe("2026-11-01T04:00:00.000Z");
  });

  it("counts the last 7 and 30 days back from now, in whole days of 24 hours", () => {
    const now = new Date("2026-03-10T15:30:00Z");
    expect(rangeStart("7d", now)?.toISOString()).toBe("2026-03-03T15:30:00.000Z");
    expect(rangeStart("30d", now)?.toISOString()).toBe("2026-02-08T15:30:00.000Z");
  });

  it("has no start for all of them", () => {
    expect(rangeStart("all", new Date("2026-03-10T15:30:00Z"))).toBeNull();
  });
});
