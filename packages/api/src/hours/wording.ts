// What a client is told about the hours: when sessions run, and why an hour she asked for is not open, worded from
// the trainer's own hours in the reader's language.
import { intlLocale, type Language } from "@studio/i18n";
import { SPEC_HOURS_PARTS, SPEC_WEEKLY_HOURS, WEEKDAY_NAMES } from "@studio/validators";
import { inLanguage } from "@studio/validators/in-language";
import type { Translations } from "@studio/validators/languages";
import { weekdayOf } from "@studio/validators/studio-time";
import { type Saying, says } from "../lib/said";

/** How each language says hours and days in a summary or a sentence. */
interface HourWords {
  and: string;
  /** Days in a summary, Sunday first ("Mon-Fri"). */
  shortDays: readonly string[];
  /** Every Monday, every Tuesday…, Sunday first: "There are no sessions on Sundays". */
  everyDay: readonly string[];
  /** A start hour in a summary: "6am". */
  clock(hour: number): string;
  /** The AM and PM that end a spoken list of hours: "7 and 8 AM". */
  morning: string;
  afternoon: string;
}

const twelveHour = (hour: number) => String(hour % 12 === 0 ? 12 : hour % 12);

const WORDS: Record<Language, HourWords> = {
  en: {
    and: "and",
    shortDays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    everyDay: WEEKDAY_NAMES.map((day) => `${day}s`),
    clock: (hour) => `${twelveHour(hour)}${hour < 12 ? "am" : "pm"}`,
    morning: "AM",
    afternoon: "PM",
  },
  es: {
    and: "y",
    shortDays: ["dom", "lun", "mar", "mié", "jue", "vie", "sáb"],
    everyDay: ["domingos", "lunes", "martes", "miércoles", "jueves", "viernes", "sábados"],
    // Miami's Spanish writes "a.m." and "p.m.", as the pages' Intl (es-US) does (docs/spanish-style.md).
    clock: (hour) => `${twelveHour(hour)} ${hour < 12 ? "a.m." : "p.m."}`,
    morning: "a.m.",
    afternoon: "p.m.",
  },
};

/** "Thursday, November 26": the day spelled out, read from the date alone (no time zone can shift it). */
export function longDay(date: string, language: Language = "en"): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(intlLocale(language), {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/**
 * "We're closed on Thursday, November 26: Closed for Thanksgiving. Please choose another day.", with her Spanish
 * reason when said in Spanish and she wrote one.
 */
export function closedDayMessage(date: string, reason: string, translations: Translations<"reason"> = {}): Saying {
  return says("server.hours.closedOn", (language) => ({
    day: longDay(date, language),
    reason: inLanguage({ reason }, translations, language, "reason").reason.replace(/[\s.!]+$/, ""),
  }));
}

/** "a, b and c" */
function listed(items: string[], and: string): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

/** "6, 7 and 8 AM and 4 and 5 PM": start hours as people say them. */
export function spokenHours(hours: readonly number[], language: Language = "en"): string {
  const words = WORDS[language];
  const morning = hours.filter((hour) => hour < 12).map(twelveHour);
  const afternoon = hours.filter((hour) => hour >= 12).map(twelveHour);
  return listed(
    [
      morning.length ? `${listed(morning, words.and)} ${words.morning}` : "",
      afternoon.length ? `${listed(afternoon, words.and)} ${words.afternoon}` : "",
    ].filter(Boolean),
    words.and,
  );
}

const sameHours = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((hour, i) => hour === b[i]);
const isSpecWeek = (week: readonly (readonly number[])[]) =>
  SPEC_WEEKLY_HOURS.every((hours, weekday) => sameHours(hours, week[weekday] ?? []));

/**
 * The refusal of an hour outside the template: SPEC's own words while the week is still SPEC's, otherwise the
 * hours the trainer opens on that weekday. `week` is the template of the session's kind, indexed by weekday.
 */
export function outOfHoursMessage(date: string, week: readonly (readonly number[])[]): Saying {
  if (isSpecWeek(week))
    return says("server.hours.chooseAvailable", (language) => ({
      times: weekSummary(week, language).join(", "),
    }));
  const weekday = weekdayOf(date);
  const hours = week[weekday] ?? [];
  if (!hours.length)
    return says("server.hours.noSessionsOn", (language) => ({
      weekday: WORDS[language].everyDay[weekday],
    }));
  return says("server.hours.startAt", (language) => ({
    weekday: WORDS[language].everyDay[weekday],
    hours: spokenHours(hours, language),
  }));
}

/** The studio's week starts on Monday (SPEC section 9). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** "6am-11am and 4pm-8pm": runs of consecutive start hours, each from its first start to its last. */
function hourRuns(hours: readonly number[], words: HourWords): string {
  const runs: [number, number][] = [];
  for (const hour of hours) {
    const last = runs.at(-1);
    if (last && hour === last[1] + 1) last[1] = hour;
    else runs.push([hour, hour]);
  }
  return listed(
    runs.map(([from, to]) => (from === to ? words.clock(from) : `${words.clock(from)}-${words.clock(to)}`)),
    words.and,
  );
}

/**
 * Her week in a few words, day group by day group ("Mon-Fri 6am-11am and 4pm-8pm", "Sat 9am-12pm"): consecutive
 * days that open the same hours share one part. SPEC's own words while the template is still SPEC's.
 */
export function weekSummary(week: readonly (readonly number[])[], language: Language = "en"): string[] {
  if (isSpecWeek(week)) return SPEC_HOURS_PARTS[language];
  const words = WORDS[language];
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
      const days = first === last ? words.shortDays[first] : `${words.shortDays[first]}-${words.shortDays[last]}`;
      return `${days} ${hourRuns(hours, words)}`;
    });
}
