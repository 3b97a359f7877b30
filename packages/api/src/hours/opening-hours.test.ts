import { describe, expect, it } from "vitest";
import { closedIn, hourText, openDaysOf } from "./opening-hours";

const template = (weekday: number, hours: number[]) => ({
  weekday,
  hours,
  startsOn: null,
  endsOn: null,
  reason: null,
  translations: null,
});

describe("hourText", () => {
  it("writes a start hour as the 24-hour time a session books", () => {
    expect(hourText(0)).toBe("00:00");
    expect(hourText(7)).toBe("07:00");
    expect(hourText(16)).toBe("16:00");
    expect(hourText(23)).toBe("23:00");
  });
});

describe("openDaysOf", () => {
  it("gives each day its weekday's hours, Sunday's too", () => {
    // Monday March 9 to Sunday March 15, 2026 (DST began on Sunday the 8th: dates do not care).
    const { days, week } = openDaysOf([template(1, [7, 6]), template(6, [9]), template(0, [])], "2026-03-09", 7);
    expect(days.map((day) => [day.date, day.times])).toEqual([
      ["2026-03-09", ["06:00", "07:00"]],
      ["2026-03-10", []],
      ["2026-03-11", []],
      ["2026-03-12", []],
      ["2026-03-13", []],
      ["2026-03-14", ["09:00"]],
      ["2026-03-15", []],
    ]);
    expect(week).toEqual([[], [6, 7], [], [], [], [], [9]]);
    expect(days.every((day) => day.closed === null)).toBe(true);
  });

  it("joins both kinds' hours of a weekday once each, in order", () => {
    const { days } = openDaysOf([template(2, [16, 7, 8]), template(2, [8, 9])], "2026-03-10", 1);
    expect(days[0]?.hours).toEqual([7, 8, 9, 16]);
  });

  it("closes every day of a closure, its first and last included, keeping the weekday's hours", () => {
    const thanksgiving = {
      ...template(4, [7, 8]),
      startsOn: "2026-11-26",
      endsOn: "2026-11-27",
      reason: "Thanksgiving",
      translations: { es: { reason: "Acción de Gracias" } },
    };
    const rows = [thanksgiving, { ...thanksgiving, weekday: 5 }, template(3, [7]), template(6, [9])];
    const { days } = openDaysOf(rows, "2026-11-25", 4);
    expect(days.map((day) => [day.date, day.times, day.closed?.reason ?? null])).toEqual([
      ["2026-11-25", ["07:00"], null],
      ["2026-11-26", [], "Thanksgiving"],
      ["2026-11-27", [], "Thanksgiving"],
      ["2026-11-28", ["09:00"], null],
    ]);
    expect(days[1]?.hours).toEqual([7, 8]);
    expect(days[1]?.closed).toEqual({ reason: "Thanksgiving", translations: { es: { reason: "Acción de Gracias" } } });
  });

  it("names the first closure of a day two closures share", () => {
    const first = { ...template(1, [7]), startsOn: "2026-12-21", endsOn: "2026-12-31", reason: "Holidays" };
    const second = { ...template(1, [7]), startsOn: "2026-12-28", endsOn: "2026-12-28", reason: "Conference" };
    const { days } = openDaysOf([first, second], "2026-12-28", 1);
    expect(days[0]?.closed?.reason).toBe("Holidays");
  });

  it("walks over a month's end, the year's turn and February 29th", () => {
    const every = [0, 1, 2, 3, 4, 5, 6].map((weekday) => template(weekday, [7]));
    expect(openDaysOf(every, "2026-12-30", 4).days.map((day) => day.date)).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
    ]);
    expect(openDaysOf(every, "2028-02-28", 3).days.map((day) => day.date)).toEqual([
      "2028-02-28",
      "2028-02-29",
      "2028-03-01",
    ]);
    // A leap day is a Tuesday in 2028.
    const tuesdays = openDaysOf([template(2, [10])], "2028-02-29", 1).days;
    expect(tuesdays[0]?.times).toEqual(["10:00"]);
  });

  it("is the number of days it is asked for, and none for none", () => {
    expect(openDaysOf([], "2026-03-01", 62).days).toHaveLength(62);
    expect(openDaysOf([], "2026-03-01", 0).days).toEqual([]);
  });
});

describe("closedIn", () => {
  const closed = {
    reason: "Closed for Thanksgiving",
    translations: { es: { reason: "Cerrado por Acción de Gracias" } },
  };

  it("gives her Spanish reason on a Spanish page, the English one otherwise or where she wrote none", () => {
    expect(closedIn(closed, "es")?.reason).toBe("Cerrado por Acción de Gracias");
    expect(closedIn(closed, "en")?.reason).toBe("Closed for Thanksgiving");
    expect(closedIn({ reason: "Closed", translations: {} }, "es")?.reason).toBe("Closed");
    expect(closedIn(null, "es")).toBeNull();
  });
});
