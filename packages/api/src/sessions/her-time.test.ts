import { miamiInstant } from "@studio/validators/studio-time";
import { describe, expect, it } from "vitest";
import { clash, type Visit, whereabouts } from "./her-time";

const HALF_HOUR = 30 * 60_000;
const HOUR = 60 * 60_000;
const at = (date: string, time: string, place: Visit["place"]): Visit => ({
  startsAt: miamiInstant(date, time),
  place,
});

describe("whereabouts", () => {
  it("puts every gym session in one place", () => {
    expect(whereabouts("gym", "12 Main St", 1)).toBe("gym");
    expect(whereabouts("gym", null, 2)).toBe("gym");
  });

  it("makes one place of one address however it is typed, and a place of its own of a home without one", () => {
    expect(whereabouts("home", "12 Main St, Miami", 1)).toBe("home:12 main st, miami");
    expect(whereabouts("home", "  12  MAIN St,\tMiami ", 2)).toBe("home:12 main st, miami");
    expect(whereabouts("home", null, 7)).toBe("home:booking 7");
    expect(whereabouts("home", "   ", 8)).toBe("home:booking 8");
  });
});

describe("clash", () => {
  const ana = "home:12 main st" as const;
  const eva = "home:40 bay rd" as const;

  it("lets two clients share a gym hour, never a home hour", () => {
    expect(clash(at("2026-06-10", "07:00", "gym"), at("2026-06-10", "07:00", "gym"), HALF_HOUR)).toBe(false);
    expect(clash(at("2026-06-10", "07:00", ana), at("2026-06-10", "07:00", ana), HALF_HOUR)).toBe(true);
    expect(clash(at("2026-06-10", "07:00", "gym"), at("2026-06-10", "07:00", ana), HALF_HOUR)).toBe(true);
  });

  it("refuses overlapping hours anywhere, even the gym's", () => {
    const gymAtSeven = at("2026-06-10", "07:00", "gym");
    expect(clash(gymAtSeven, at("2026-06-10", "07:30", "gym"), 0)).toBe(true);
    expect(clash(at("2026-06-10", "07:59", "gym"), gymAtSeven, 0)).toBe(true);
  });

  it("puts back to back hours in one place, and her travel time between two", () => {
    expect(clash(at("2026-06-10", "07:00", ana), at("2026-06-10", "08:00", ana), HALF_HOUR)).toBe(false);
    expect(clash(at("2026-06-10", "07:00", "gym"), at("2026-06-10", "08:00", "gym"), HALF_HOUR)).toBe(false);
    expect(clash(at("2026-06-10", "07:00", ana), at("2026-06-10", "08:00", eva), HALF_HOUR)).toBe(true);
    expect(clash(at("2026-06-10", "07:00", ana), at("2026-06-10", "08:29", eva), HALF_HOUR)).toBe(true);
    // Exactly an hour and her travel time apart is enough, in either order.
    expect(clash(at("2026-06-10", "07:00", ana), at("2026-06-10", "08:30", "gym"), HALF_HOUR)).toBe(false);
    expect(clash(at("2026-06-10", "08:30", "gym"), at("2026-06-10", "07:00", ana), HALF_HOUR)).toBe(false);
    // Without travel time, two places an hour apart are fine.
    expect(clash(at("2026-06-10", "07:00", ana), at("2026-06-10", "08:00", eva), 0)).toBe(false);
  });

  it("measures real time across the DST switches, not Miami's clock", () => {
    // March 8, 2026: 1:00 AM EST to 3:00 AM EDT is one hour, too close to travel.
    expect(clash(at("2026-03-08", "01:00", ana), at("2026-03-08", "03:00", "gym"), HALF_HOUR)).toBe(true);
    // November 1, 2026: 1:00 AM (the first, EDT) to 2:00 AM EST is two hours, an hour's session and an hour's travel.
    expect(clash(at("2026-11-01", "01:00", ana), at("2026-11-01", "02:00", "gym"), HOUR)).toBe(false);
    expect(clash(at("2026-11-01", "01:00", ana), at("2026-11-01", "02:00", "gym"), HOUR + 1)).toBe(true);
  });
});
