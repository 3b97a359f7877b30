import { describe, expect, it } from "vitest";
import { rangeInstants, utilisationCells } from "./reports";

const instants = (from: string, to: string) => {
  const { start, end } = rangeInstants({ from, to });
  return { start: start.toISOString(), end: end.toISOString(), hours: (end.getTime() - start.getTime()) / 3_600_000 };
};

describe("rangeInstants", () => {
  it("runs from the first day's Miami midnight to the midnight after the last day", () => {
    expect(instants("2026-01-05", "2026-01-11")).toEqual({
      start: "2026-01-05T05:00:00.000Z",
      end: "2026-01-12T05:00:00.000Z",
      hours: 7 * 24,
    });
    expect(instants("2026-07-01", "2026-07-31")).toEqual({
      start: "2026-07-01T04:00:00.000Z",
      end: "2026-08-01T04:00:00.000Z",
      hours: 31 * 24,
    });
  });

  it("is one whole day for a range of one day, 23 hours on March's switch and 25 on November's", () => {
    expect(instants("2026-03-10", "2026-03-10").hours).toBe(24);
    expect(instants("2026-03-08", "2026-03-08")).toEqual({
      start: "2026-03-08T05:00:00.000Z",
      end: "2026-03-09T04:00:00.000Z",
      hours: 23,
    });
    expect(instants("2026-11-01", "2026-11-01")).toEqual({
      start: "2026-11-01T04:00:00.000Z",
      end: "2026-11-02T05:00:00.000Z",
      hours: 25,
    });
  });

  it("runs over the year's turn and a leap day", () => {
    expect(instants("2026-12-31", "2027-01-01")).toMatchObject({
      start: "2026-12-31T05:00:00.000Z",
      end: "2027-01-02T05:00:00.000Z",
    });
    expect(instants("2028-02-29", "2028-02-29")).toMatchObject({
      start: "2028-02-29T05:00:00.000Z",
      end: "2028-03-01T05:00:00.000Z",
    });
    // A whole leap year, both switches in it: 366 days of 24 hours.
    expect(instants("2028-01-01", "2028-12-31").hours).toBe(366 * 24);
  });
});

describe("utilisationCells", () => {
  it("puts each weekday and hour's open and filled hours in one cell, Sunday first, by hour, with their totals", () => {
    const open = [
      { weekday: 1, hour: "16", open: 4 },
      { weekday: 1, hour: "7", open: 4 },
      { weekday: 0, hour: 9, open: 5 },
    ];
    const filled = [
      { weekday: 1, hour: 7, filled: 3 },
      { weekday: 0, hour: 9, filled: 5 },
    ];
    expect(utilisationCells(open, filled)).toEqual({
      cells: [
        { weekday: 0, hour: 9, open: 5, filled: 5 },
        { weekday: 1, hour: 7, open: 4, filled: 3 },
        { weekday: 1, hour: 16, open: 4, filled: 0 },
      ],
      openHours: 13,
      filledHours: 8,
    });
  });

  it("keeps an hour filled outside her hours as a cell of its own, open nowhere", () => {
    expect(utilisationCells([{ weekday: 2, hour: 6, open: 1 }], [{ weekday: 6, hour: 21, filled: 1 }])).toEqual({
      cells: [
        { weekday: 2, hour: 6, open: 1, filled: 0 },
        { weekday: 6, hour: 21, open: 0, filled: 1 },
      ],
      openHours: 1,
      filledHours: 1,
    });
  });

  it("is empty with nothing open and nothing filled", () => {
    expect(utilisationCells([], [])).toEqual({ cells: [], openHours: 0, filledHours: 0 });
  });
});
