import { miamiInstant } from "@studio/validators/studio-time";
import { describe, expect, it } from "vitest";
import { awayRefusal } from "./away-refusal";
import type { Booked } from "./her-time";

const seven = miamiInstant("2026-03-09", "07:00");
const booked = (fields: Partial<Booked> = {}): Booked => ({
  startsAt: seven,
  place: "home:12 main st",
  sessionId: 5,
  sessionNumber: 2,
  clientName: "Ana López",
  packageName: "In-Home 12",
  clientEmail: "ana@example.com",
  sessionType: "home",
  address: "12 Main St",
  ...fields,
});
const HALF_HOUR = 30 * 60_000;

describe("the trainer's refusal of a second place", () => {
  it("names whom she is with, where and when, and the whole hour of a home session", () => {
    const refusal = awayRefusal({ startsAt: seven, place: "gym" }, booked(), HALF_HOUR);
    expect(refusal.code).toBe("CONFLICT");
    expect(refusal.message).toBe(
      "You are with Ana López at her home (12 Main St) on Mon, Mar 9, 2026 at 7:00 AM ET: an in-home session takes the whole hour.",
    );
  });

  it("says two sessions overlap when less than an hour apart", () => {
    const refusal = awayRefusal(
      { startsAt: miamiInstant("2026-03-09", "07:30"), place: "home:40 bay rd" },
      booked({ sessionType: "gym", place: "gym", address: null }),
      HALF_HOUR,
    );
    expect(refusal.message).toBe(
      "You are with Ana López at the gym on Mon, Mar 9, 2026 at 7:00 AM ET: the two sessions overlap.",
    );
  });

  it("says her travel time in minutes when an hour or more apart, a home without an address unnamed", () => {
    const refusal = awayRefusal(
      { startsAt: miamiInstant("2026-03-09", "08:00"), place: "gym" },
      booked({ address: null }),
      45 * 60_000,
    );
    expect(refusal.message).toBe(
      "You are with Ana López at her home on Mon, Mar 9, 2026 at 7:00 AM ET: you need 45 minutes to travel between places.",
    );
  });
});
