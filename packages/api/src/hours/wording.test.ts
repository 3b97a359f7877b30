import { SPEC_WEEKLY_HOURS } from "@studio/validators";
import { describe, expect, it } from "vitest";
import { closedDayMessage, longDay, outOfHoursMessage, spokenHours, weekSummary } from "./wording";

/** The words SPEC's hours have always been refused with, kept while the template is still SPEC's. */
const SPEC_HOURS_MESSAGE = "Please choose one of the available times: Mon-Fri 6am-11am and 4pm-8pm, Sat 9am-12pm.";

describe("longDay", () => {
  it("spells the day out from the date alone: a leap day, the year's last and first, a DST switch's Sunday", () => {
    expect(longDay("2028-02-29")).toBe("Tuesday, February 29");
    expect(longDay("2026-12-31")).toBe("Thursday, December 31");
    expect(longDay("2027-01-01")).toBe("Friday, January 1");
    expect(longDay("2026-03-08")).toBe("Sunday, March 8");
    expect(longDay("2026-11-01")).toBe("Sunday, November 1");
  });

  it("spells it in Spanish", () => {
    expect(longDay("2028-02-29", "es")).toBe("martes, 29 de febrero");
    expect(longDay("2026-11-01", "es")).toBe("domingo, 1 de noviembre");
  });
});

describe("the words of a refused hour", () => {
  it("names the closed day and the reason, without doubling its full stop", () => {
    expect(closedDayMessage("2026-11-26", "Closed for Thanksgiving").in("en")).toBe(
      "We're closed on Thursday, November 26: Closed for Thanksgiving. Please choose another day.",
    );
    expect(closedDayMessage("2026-12-25", "Merry Christmas!").in("en")).toBe(
      "We're closed on Friday, December 25: Merry Christmas. Please choose another day.",
    );
  });

  it("keeps SPEC's message while the week is SPEC's", () => {
    expect(outOfHoursMessage("2026-11-29", SPEC_WEEKLY_HOURS).in("en")).toBe(SPEC_HOURS_MESSAGE);
  });

  it("words a changed week from the trainer's own hours of that weekday", () => {
    const week = SPEC_WEEKLY_HOURS.map((hours) => [...hours]);
    week[2] = [7, 8, 12, 17];
    expect(outOfHoursMessage("2026-11-24", week).in("en")).toBe(
      "On Tuesdays, sessions start at 7 and 8 AM and 12 and 5 PM. Please choose one of those times.",
    );
    expect(outOfHoursMessage("2026-11-29", week).in("en")).toBe(
      "There are no sessions on Sundays. Please choose another day.",
    );
  });

  it("says hours as people do", () => {
    expect(spokenHours([0, 6, 7, 8, 16])).toBe("12, 6, 7 and 8 AM and 4 PM");
    expect(spokenHours([9])).toBe("9 AM");
    expect(spokenHours([13, 14])).toBe("1 and 2 PM");
    expect(spokenHours([11, 12])).toBe("11 AM and 12 PM");
    expect(spokenHours([12, 23])).toBe("12 and 11 PM");
    expect(spokenHours([])).toBe("");
    expect(spokenHours([6, 7, 18], "es")).toBe("6 y 7 a.m. y 6 p.m.");
  });

  it("sums up a week day group by day group, in SPEC's words while it is SPEC's", () => {
    expect(weekSummary(SPEC_WEEKLY_HOURS)).toEqual(["Mon-Fri 6am-11am and 4pm-8pm", "Sat 9am-12pm"]);
    const week = [[], [7, 8, 9], [7, 8, 9], [7, 8, 9], [12, 17, 18], [], [8, 10, 11]];
    expect(weekSummary(week)).toEqual(["Mon-Wed 7am-9am", "Thu 12pm and 5pm-6pm", "Sat 8am and 10am-11am"]);
    expect(weekSummary([[9], [], [], [], [], [], [9]])).toEqual(["Sat-Sun 9am"]);
    expect(weekSummary([[], [], [], [], [], [], []])).toEqual([]);
  });

  it("says the same in Spanish", () => {
    expect(closedDayMessage("2026-11-26", "Cerrado por Acción de Gracias.").in("es")).toBe(
      "Cerramos el jueves, 26 de noviembre: Cerrado por Acción de Gracias. Elige otro día.",
    );
    expect(outOfHoursMessage("2026-11-29", SPEC_WEEKLY_HOURS).in("es")).toBe(
      "Elige uno de los horarios disponibles (lun-vie 6 a.m.-11 a.m. y 4 p.m.-8 p.m., sáb 9 a.m.-12 p.m.).",
    );
    const week = SPEC_WEEKLY_HOURS.map((hours) => [...hours]);
    week[2] = [7, 8, 12, 17];
    expect(outOfHoursMessage("2026-11-24", week).in("es")).toBe(
      "Los martes, las sesiones empiezan a las 7 y 8 a.m. y 12 y 5 p.m.; elige uno de esos horarios.",
    );
    expect(outOfHoursMessage("2026-11-29", week).in("es")).toBe("No hay sesiones los domingos. Elige otro día.");
    expect(weekSummary([[], [7, 8, 9], [7, 8, 9], [7, 8, 9], [12, 17, 18], [], [8, 10, 11]], "es")).toEqual([
      "lun-mié 7 a.m.-9 a.m.",
      "jue 12 p.m. y 5 p.m.-6 p.m.",
      "sáb 8 a.m. y 10 a.m.-11 a.m.",
    ]);
  });
});
