import { describe, expect, it } from "vitest";
import { packageCategory, sessionCountFor } from "./package-kinds";

describe("packageCategory", () => {
  it("puts each package type on its card of the services section", () => {
    expect(packageCategory("gym")).toBe("gym");
    expect(packageCategory("monthly")).toBe("gym");
    expect(packageCategory("home")).toBe("home");
    expect(packageCategory("in-home")).toBe("home");
    expect(packageCategory("home-monthly")).toBe("home");
    expect(packageCategory("online")).toBe("online");
    expect(packageCategory("workout_of_day")).toBe("workout_of_day");
  });
});

describe("sessionCountFor", () => {
  it("reads 12, 16 or 20 from the name as a whole number", () => {
    expect(sessionCountFor("12 Gym Sessions")).toBe(12);
    expect(sessionCountFor("In-Home 16 Pack")).toBe(16);
    expect(sessionCountFor("20 Sessions")).toBe(20);
    // Not part of a longer number.
    expect(sessionCountFor("120 Sessions")).toBe(1);
    expect(sessionCountFor("8 Sessions")).toBe(1);
  });

  it("counts the programs' weeks, and 1 for anything else", () => {
    expect(sessionCountFor("Beginner")).toBe(4);
    expect(sessionCountFor("Intermediate")).toBe(8);
    expect(sessionCountFor("Advanced")).toBe(12);
    expect(sessionCountFor("Single Session")).toBe(1);
    expect(sessionCountFor("")).toBe(1);
  });
});
