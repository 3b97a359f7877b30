import { addDays, miamiInstant } from "@studio/validators/studio-time";
import { describe, expect, it } from "vitest";
import type { Saying } from "../lib/said";
import { refuseAfterExpiry } from "./scheduling";

/** A pack whose last day is `day` lapses at the Miami midnight that ends it (bookings/expiry.ts). */
const lapsesAfter = (day: string) => miamiInstant(addDays(day, 1), "00:00");

/** The refusal's words on the date field in `language`, or null when the start is allowed. */
function refusalOf(expiresAt: Date | null, startsAt: Date, language: "en" | "es" = "en") {
  try {
    refuseAfterExpiry({ expiresAt }, startsAt);
    return null;
  } catch (error) {
    const [issue] = (error as { cause: { issues: { path: string[]; saying: Saying }[] } }).cause.issues;
    expect(issue?.path).toEqual(["date"]);
    return issue?.saying.in(language);
  }
}

describe("refuseAfterExpiry", () => {
  // A pack whose last day is Tuesday March 31, 2026: it lapses at Miami's midnight that ends it.
  const expiresAt = lapsesAfter("2026-03-31");

  it("lets her book any hour of a pack that never lapses", () => {
    expect(refusalOf(null, miamiInstant("2099-12-31", "20:00"))).toBeNull();
  });

  it("lets her book up to the last hour of its last day, Miami time", () => {
    expect(refusalOf(expiresAt, miamiInstant("2026-03-31", "20:00"))).toBeNull();
    expect(refusalOf(expiresAt, miamiInstant("2026-03-31", "23:00"))).toBeNull();
    expect(refusalOf(expiresAt, new Date(expiresAt.getTime() - 1))).toBeNull();
  });

  it("refuses the next day's first hour, naming the last day in her language", () => {
    expect(refusalOf(expiresAt, miamiInstant("2026-04-01", "00:00"))).toBe(
      "This package's sessions can be booked up to March 31. Please choose an earlier day.",
    );
    expect(refusalOf(expiresAt, miamiInstant("2026-04-01", "06:00"), "es")).toContain("31 de marzo");
    expect(refusalOf(expiresAt, miamiInstant("2026-04-01", "06:00"))).not.toBeNull();
  });

  it("names February 29th as the last day of a pack that ends on it", () => {
    expect(refusalOf(lapsesAfter("2028-02-29"), miamiInstant("2028-03-01", "07:00"))).toContain("February 29");
  });
});
