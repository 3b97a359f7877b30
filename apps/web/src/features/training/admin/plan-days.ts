// A plan's days as the trainer reads them: day 0 is its first, so day 9 is "Week 2 · Wed" for a plan that starts on a
// Monday (a template's days are shown so, the start she assigns by default), or the date itself in a client's copy.
import { PLAN_DAYS } from "@studio/validators/kinds";
import { addDays, studioDate, weekdayOf } from "@studio/validators/studio-time";

const WEEKDAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** The weeks a plan can span. */
export const PLAN_WEEKS = Math.ceil(PLAN_DAYS / 7);

/** A Monday, for a template: its days read as a plan started on a Monday. */
const A_MONDAY = "2026-01-05";

/** The weekday names of a plan's days 0 to 6: Mon to Sun for a template, from her first day's weekday for a copy. */
export function weekdaysFrom(startsOn: string | null): string[] {
  const first = weekdayOf(startsOn ?? A_MONDAY);
  return Array.from({ length: 7 }, (_, offset) => WEEKDAY_NAMES[(first + offset) % 7] as string);
}

export const weekOf = (day: number) => Math.floor(day / 7) + 1;
export const dayOf = (week: number, offset: number) => (week - 1) * 7 + offset;

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** The plan's day in a client's copy: its date ("Nov 25"). */
export const dateOfDay = (startsOn: string, day: number) =>
  dateFormat.format(new Date(`${addDays(startsOn, day)}T00:00:00Z`));

/** "Week 2 · Wed", and its date in a client's copy ("Week 2 · Wed, Nov 25"). */
export function dayLabel(day: number, startsOn: string | null): string {
  const label = `Week ${weekOf(day)} · ${weekdaysFrom(startsOn)[day % 7]}`;
  return startsOn ? `${label}, ${dateOfDay(startsOn, day)}` : label;
}

/** The Monday after today in Miami: a plan's first day unless she picks another. */
export function nextMonday(now = new Date()): string {
  const today = studioDate(now);
  return addDays(today, 7 - ((weekdayOf(today) + 6) % 7));
}
