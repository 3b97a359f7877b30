import { miamiInstant } from "@studio/validators/studio-time";
import { describe, expect, it } from "vitest";
import { isNewsToHerDay } from "./trainer-notice";

const HOUR = 3_600_000;

describe("isNewsToHerDay", () => {
  const now = miamiInstant("2026-06-10", "09:00");
  const ahead = (ms: number) => new Date(now.getTime() + ms);

  it("tells her of an hour taken or left within the next 48 hours, to the millisecond", () => {
    expect(isNewsToHerDay({ from: null, to: ahead(HOUR) }, now)).toBe(true);
    expect(isNewsToHerDay({ from: null, to: ahead(48 * HOUR - 1) }, now)).toBe(true);
    expect(isNewsToHerDay({ from: null, to: ahead(48 * HOUR) }, now)).toBe(false);
    expect(isNewsToHerDay({ from: ahead(47 * HOUR), to: null }, now)).toBe(true);
  });

  it("tells her of a move when either its old hour or its new one is soon", () => {
    expect(isNewsToHerDay({ from: ahead(5 * 24 * HOUR), to: ahead(24 * HOUR) }, now)).toBe(true);
    expect(isNewsToHerDay({ from: ahead(24 * HOUR), to: ahead(5 * 24 * HOUR) }, now)).toBe(true);
    expect(isNewsToHerDay({ from: ahead(3 * 24 * HOUR), to: ahead(5 * 24 * HOUR) }, now)).toBe(false);
  });

  it("leaves out a change without an hour", () => {
    expect(isNewsToHerDay({ from: null, to: null }, now)).toBe(false);
  });

  it("counts 48 real hours over a DST switch: Friday 9 AM to Sunday 10 AM in March", () => {
    const friday = miamiInstant("2026-03-06", "09:00");
    expect(isNewsToHerDay({ from: null, to: miamiInstant("2026-03-08", "09:00") }, friday)).toBe(true);
    expect(isNewsToHerDay({ from: null, to: miamiInstant("2026-03-08", "09:59") }, friday)).toBe(true);
    expect(isNewsToHerDay({ from: null, to: miamiInstant("2026-03-08", "10:00") }, friday)).toBe(false);
  });
});
