import { describe, expect, it } from "vitest";
import { greetingIn, wordsIn } from "./words";

describe("greetingIn", () => {
  it("greets her by her first name, in her language", () => {
    expect(greetingIn(wordsIn("en"), "Lucía Gómez Pérez")).toBe("Hi Lucía,");
    expect(greetingIn(wordsIn("es"), "  Lucía   Gómez ")).toBe("Hola, Lucía:");
    expect(greetingIn(wordsIn("es"), "Cher")).toBe("Hola, Cher:");
  });
});
