import { describe, expect, it } from "vitest";
import { bestWeightOf, volumeOf } from "./training-kinds";

describe("a logged exercise's best weight", () => {
  it("is the heaviest set she did at least one rep of", () => {
    expect(
      bestWeightOf([
        { reps: 10, weightLb: 20 },
        { reps: 8, weightLb: 25 },
        { reps: 6, weightLb: 22.5 },
      ]),
    ).toBe(25);
  });

  it("leaves out a set with no rep (a failed attempt) and bodyweight sets", () => {
    expect(
      bestWeightOf([
        { reps: 8, weightLb: 25 },
        { reps: 0, weightLb: 40 },
        { reps: 12, weightLb: null },
      ]),
    ).toBe(25);
  });

  it("is none when nothing was lifted with a weight", () => {
    expect(bestWeightOf([{ reps: 12, weightLb: null }])).toBeNull();
    expect(bestWeightOf([{ reps: 0, weightLb: 30 }])).toBeNull();
    expect(bestWeightOf([])).toBeNull();
  });

  it("tells apart weights a tenth of a pound apart, and keeps a zero-pound bar as a weight", () => {
    expect(
      bestWeightOf([
        { reps: 5, weightLb: 22.4 },
        { reps: 5, weightLb: 22.5 },
      ]),
    ).toBe(22.5);
    expect(bestWeightOf([{ reps: 5, weightLb: 0 }])).toBe(0);
  });
});

describe("a logged exercise's volume", () => {
  it("adds reps × pounds over the sets", () => {
    expect(
      volumeOf([
        { reps: 10, weightLb: 20 },
        { reps: 8, weightLb: 25 },
      ]),
    ).toBe(400);
  });

  it("counts bodyweight and no-rep sets as nothing", () => {
    expect(
      volumeOf([
        { reps: 12, weightLb: null },
        { reps: 0, weightLb: 40 },
        { reps: 5, weightLb: 10 },
      ]),
    ).toBe(50);
    expect(volumeOf([])).toBe(0);
  });

  it("keeps tenths of a pound exact, where adding floats would drift", () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floats.
    expect(
      volumeOf([
        { reps: 1, weightLb: 0.1 },
        { reps: 1, weightLb: 0.2 },
      ]),
    ).toBe(0.3);
    expect(volumeOf([{ reps: 3, weightLb: 22.5 }])).toBe(67.5);
  });

  it("stays inside the column at the bounds: ten sets of 100 reps at 1,500 lb", () => {
    expect(volumeOf(Array.from({ length: 10 }, () => ({ reps: 100, weightLb: 1500 })))).toBe(1_500_000);
  });
});
