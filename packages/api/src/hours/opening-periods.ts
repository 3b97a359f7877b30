// The trainer's weekly hours as opening periods: what the site tells search engines about when the studio is open.
import { type OpeningPeriod, WEEKDAY_NAMES } from "@studio/validators";
import type { Services } from "../context";
import { weeklyTemplates } from "./weekly-hours";

/** The studio's week starts on Monday (SPEC section 9). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** A session lasts an hour: a run of start hours is open until its last hour ends. */
const clock = (hour: number) => (hour >= 24 ? "23:59" : `${String(hour).padStart(2, "0")}:00`);

/** [[6, 11], [16, 20]]: runs of consecutive start hours, from the first to the last. */
function runsOf(hours: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const hour of [...hours].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && hour === last[1] + 1) last[1] = hour;
    else runs.push([hour, hour]);
  }
  return runs;
}

/**
 * A week of start hours (indexed by weekday, Sunday first) as opening periods, Monday first: each run of
 * consecutive hours opens at its first and closes when its last session ends; days with the same runs share them.
 */
export function openingPeriods(week: readonly (readonly number[])[]): OpeningPeriod[] {
  const byRuns = new Map<string, OpeningPeriod[]>();
  for (const weekday of WEEK_ORDER) {
    const runs = runsOf(week[weekday] ?? []);
    if (!runs.length) continue;
    const key = JSON.stringify(runs);
    const day = WEEKDAY_NAMES[weekday] as (typeof WEEKDAY_NAMES)[number];
    const shared = byRuns.get(key);
    if (shared) for (const period of shared) period.days.push(day);
    else
      byRuns.set(
        key,
        runs.map(([first, last]) => ({ days: [day], opens: clock(first), closes: clock(last + 1) })),
      );
  }
  return [...byRuns.values()].flat();
}

/** The gym's opening periods from her weekly template (in-home sessions happen at the client's). */
export async function gymOpeningHours(services: Services): Promise<OpeningPeriod[]> {
  const gym = (await weeklyTemplates(services)).find((template) => template.sessionType === "gym");
  return openingPeriods(gym?.days.map((day) => day.hours) ?? []);
}
