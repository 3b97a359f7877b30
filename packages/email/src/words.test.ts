import { describe, expect, it } from "vitest";
import { dayIn, greetingIn, wordsIn } from "./words";

describe("greetingIn", () => {
  it("greets her by her first name, in her language", () => {
    expect(greetingIn(wordsIn("en"), "Lucía Gómez Pérez")).toBe("Hi Lucía,");
    expect(greetingIn(wordsIn("es"), "  Lucía   Gómez ")).toBe("Hola, Lucía:");
    expect(greetingIn(wordsIn("es"), "Cher")).toBe("Hola, Cher:");
  });
});

describe("dayIn", () => {
  it("names the Miami day of an instant, in her language", () => {
    // 3:30 AM UTC on the 24th is still the 23rd in Miami.
    const instant = new Date("2027-01-24T03:30:00Z");
    expect(dayIn("en", instant)).toBe("Saturday, January 23");
    expect(dayIn("es", instant)).toBe("sábado, 23 de enero");
  });
});
