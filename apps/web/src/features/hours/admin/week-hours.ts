// The weekly template as the editor holds it: for each weekday (0 = Sunday), the set of start hours.
import { WEEKDAY_NAMES } from "@studio/validators";

/** The hours the editor offers: 5 AM to 9 PM, the gym's own day (SPEC section 9). Others saved stay as they are. */
export const EDITABLE_HOURS = Array.from({ length: 17 }, (_, i) => i + 5);

/** Shown Monday first: the studio's week starts on Monday (SPEC section 9). */
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

export type Week = readonly (readonly number[])[];

export const weekdayName = (weekday: number) => WEEKDAY_NAMES[weekday] ?? "";

/** "6 AM", "12 PM", "9 PM" */
export function hourLabel(hour: number): string {
  return `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? "AM" : "PM"}`;
}

export function toggled(week: Week, weekday: number, hour: number): number[][] {
  return week.map((hours, day) => {
    if (day !== weekday) return [...hours];
    return hours.includes(hour) ? hours.filter((each) => each !== hour) : [...hours, hour].sort((a, b) => a - b);
  });
}

export const sameWeek = (a: Week, b: Week) =>
  a.length === b.length && a.every((hours, day) => hours.join() === (b[day] ?? []).join());

/** "6-8 AM, 10 AM-12 PM, 4-9 PM": a day's start hours as runs of sessions, each an hour long. */
export function daySummary(hours: readonly number[]): string {
  if (!hours.length) return "Closed";
  const runs: [number, number][] = [];
  for (const hour of hours) {
    const last = runs.at(-1);
    if (last && last[1] === hour) last[1] = hour + 1;
    else runs.push([hour, hour + 1]);
  }
  return runs
    .map(([from, to]) => {
      const start = hourLabel(from);
      const end = hourLabel(to % 24);
      return start.slice(-2) === end.slice(-2) ? `${start.slice(0, -3)}-${end}` : `${start}-${end}`;
    })
    .join(", ");
}
