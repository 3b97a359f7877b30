// What a client is told when the hour she asked for is not open: worded from the trainer's own hours.
import { SPEC_WEEKLY_HOURS, WEEKDAY_NAMES } from "@studio/validators";
import { weekdayOf } from "@studio/validators/studio-time";

/** The words SPEC's hours have always been refused with, kept while the template is still SPEC's. */
export const SPEC_HOURS_MESSAGE =
  "Please choose one of the available times: Mon-Fri 6am-11am and 4pm-8pm, Sat 9am-12pm.";

/** "Thursday, November 26": the day spelled out, read from the date alone (no time zone can shift it). */
export function longDay(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** "We're closed on Thursday, November 26: Closed for Thanksgiving. Please choose another day." */
export function closedDayMessage(date: string, reason: string): string {
  return `We're closed on ${longDay(date)}: ${reason.replace(/[\s.!]+$/, "")}. Please choose another day.`;
}

/** "a, b and c" */
function listed(items: string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** "6, 7 and 8 AM and 4 and 5 PM": start hours as people say them. */
export function spokenHours(hours: readonly number[]): string {
  const clock = (hour: number) => String(hour % 12 === 0 ? 12 : hour % 12);
  const morning = hours.filter((hour) => hour < 12).map(clock);
  const afternoon = hours.filter((hour) => hour >= 12).map(clock);
  return listed(
    [morning.length ? `${listed(morning)} AM` : "", afternoon.length ? `${listed(afternoon)} PM` : ""].filter(Boolean),
  );
}

const sameHours = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((hour, i) => hour === b[i]);

/**
 * The refusal of an hour outside the template: SPEC's own words while the week is still SPEC's, otherwise the
 * hours the trainer opens on that weekday. `week` is the template of the session's kind, indexed by weekday.
 */
export function outOfHoursMessage(date: string, week: readonly (readonly number[])[]): string {
  if (SPEC_WEEKLY_HOURS.every((hours, weekday) => sameHours(hours, week[weekday] ?? []))) return SPEC_HOURS_MESSAGE;
  const weekday = WEEKDAY_NAMES[weekdayOf(date)];
  const hours = week[weekdayOf(date)] ?? [];
  if (!hours.length) return `There are no sessions on ${weekday}s. Please choose another day.`;
  return `On ${weekday}s, sessions start at ${spokenHours(hours)}. Please choose one of those times.`;
}

/** SPEC's own description of its hours, day group by day group, kept while the template is still SPEC's. */
const SPEC_HOURS_PARTS = ["Mon-Fri 6am-11am and 4pm-8pm", "Sat 9am-12pm"];
const SHORT_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
/** The studio's week starts on Monday (SPEC section 9). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

const clockHour = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12}${hour < 12 ? "am" : "pm"}`;

/** "6am-11am and 4pm-8pm": runs of consecutive start hours, each from its first start to its last. */
function hourRuns(hours: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const hour of hours) {
    const last = runs.at(-1);
    if (last && hour === last[1] + 1) last[1] = hour;
    else runs.push([hour, hour]);
  }
  return listed(runs.map(([from, to]) => (from === to ? clockHour(from) : `${clockHour(from)}-${clockHour(to)}`)));
}

/**
 * Her week in a few words, day group by day group ("Mon-Fri 6am-11am and 4pm-8pm", "Sat 9am-12pm"): consecutive
 * days that open the same hours share one part. SPEC's own words while the template is still SPEC's.
 */
export function weekSummary(week: readonly (readonly number[])[]): string[] {
  if (SPEC_WEEKLY_HOURS.every((hours, weekday) => sameHours(hours, week[weekday] ?? []))) return SPEC_HOURS_PARTS;
  const groups: { first: number; last: number; hours: readonly number[] }[] = [];
  for (const weekday of WEEK_ORDER) {
    const hours = week[weekday] ?? [];
    const last = groups.at(-1);
    if (last && last.last === WEEK_ORDER[WEEK_ORDER.indexOf(weekday) - 1] && sameHours(last.hours, hours)) {
      last.last = weekday;
    } else groups.push({ first: weekday, last: weekday, hours });
  }
  return groups
    .filter((group) => group.hours.length)
    .map(({ first, last, hours }) => {
      const days = first === last ? SHORT_DAYS[first] : `${SHORT_DAYS[first]}-${SHORT_DAYS[last]}`;
      return `${days} ${hourRuns(hours)}`;
    });
}
