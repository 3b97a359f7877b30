import { describe, expect, it } from "vitest";
import { firstName, freeChangeDeadline, mapSearchUrl, sessionPlace, studio } from "./studio";
import { miamiDateTime, miamiInstant } from "./studio-time";

describe("the 24-hour rule's deadline", () => {
  it("is 24 hours before the start, to the millisecond", () => {
    const startsAt = miamiInstant("2026-06-10", "07:00");
    expect(freeChangeDeadline(startsAt).toISOString()).toBe("2026-06-09T11:00:00.000Z");
    expect(startsAt.getTime() - freeChangeDeadline(startsAt).getTime()).toBe(86_400_000);
  });

  it("counts 24 real hours across the DST switches, so Miami's clock shows an hour off the start's", () => {
    // Sunday March 8, 2026 loses an hour: a Sunday 10:00 AM session's deadline is Saturday 9:00 AM.
    expect(miamiDateTime(freeChangeDeadline(miamiInstant("2026-03-08", "10:00")))).toEqual({
      date: "2026-03-07",
      time: "09:00",
    });
    // Sunday November 1, 2026 gains one: a Sunday 10:00 AM session's deadline is Saturday 11:00 AM.
    expect(miamiDateTime(freeChangeDeadline(miamiInstant("2026-11-01", "10:00")))).toEqual({
      date: "2026-10-31",
      time: "11:00",
    });
  });
});

describe("how a client is named and where a session is", () => {
  it("calls her by her first name, or the whole name when it is one word", () => {
    expect(firstName("Ana López")).toBe("Ana");
    expect(firstName("  María José  García ")).toBe("María");
    expect(firstName("Cher")).toBe("Cher");
    expect(firstName("   ")).toBe("   ");
  });

  it("says the gym by its name and address, a home by her address or 'your home' in her language", () => {
    expect(sessionPlace(false, "12 Main St")).toBe(`${studio.gym.name}, ${studio.gym.address}`);
    expect(sessionPlace(true, "12 Main St, Miami")).toBe("12 Main St, Miami");
    expect(sessionPlace(true, null)).toBe("Your home");
    expect(sessionPlace(true, null, "es")).toBe("Tu casa");
  });

  it("links an address to a map search, encoded", () => {
    expect(mapSearchUrl("12 Main St #4, Miami")).toBe(
      "https://www.google.com/maps/search/?api=1&query=12%20Main%20St%20%234%2C%20Miami",
    );
  });
});
