// The one rule of when a session can start: the trainer's weekly template for its kind, minus the closed days.
// Availability, scheduling (the client's and the trainer's) and the admin calendar all ask here.
import { closures, type Executor, type SessionType, type Transaction, weeklyHours } from "@studio/db";
import { inLanguage } from "@studio/validators/in-language";
import type { Language, Translations } from "@studio/validators/languages";
import { addDays, daysBetween, weekdayOf } from "@studio/validators/studio-time";
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import { fieldError } from "../lib/errors";
import { refusal } from "../lib/said";
import { closedDayMessage, outOfHoursMessage } from "./wording";

export interface OpenDay {
  date: string;
  /** The start hours the template opens that weekday, closures aside (ascending). */
  hours: number[];
  /** The start times a session can book: the template's hours, none on a closed day ("07:00"). */
  times: string[];
  /** Her reason in English, and her Spanish one when she wrote it (`closedIn` picks the page's). */
  closed: { reason: string; translations: Translations<"reason"> } | null;
}

/** A closed day as a page in `language` shows it: her Spanish reason where she wrote one, the English otherwise. */
export function closedIn(closed: OpenDay["closed"], language: Language) {
  return closed && inLanguage({ reason: closed.reason }, closed.translations, language, "reason");
}

export const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** The longest range asked for: a calendar month with the weeks around it. Every caller asks a day or a week. */
export const MAX_OPEN_DAYS = 62;

/**
 * Each day from `from` to `to` (inclusive, at most MAX_OPEN_DAYS): one query for the whole range, the template rows
 * joined with the closures that touch it. Without a session type, a day's hours are those of either kind. The
 * days are counted before the walk, so no pair of dates can make it longer.
 */
export async function openDays(
  db: Executor,
  from: string,
  to: string,
  sessionType: SessionType | null,
): Promise<{ days: OpenDay[]; week: number[][] }> {
  const count = daysBetween(from, to) + 1;
  if (!(count >= 1 && count <= MAX_OPEN_DAYS))
    throw new RangeError(`openDays: ${from} to ${to} is not 1 to ${MAX_OPEN_DAYS} days`);
  const rows = await db
    .select({
      weekday: weeklyHours.weekday,
      hours: weeklyHours.hours,
      startsOn: closures.startsOn,
      endsOn: closures.endsOn,
      reason: closures.reason,
      translations: closures.translations,
    })
    .from(weeklyHours)
    .leftJoin(closures, and(lte(closures.startsOn, to), gte(closures.endsOn, from)))
    .where(sessionType ? eq(weeklyHours.sessionType, sessionType) : undefined)
    .orderBy(asc(closures.startsOn), asc(closures.id));
  return openDaysOf(rows, from, count);
}

/** A row of the template (one weekday of one kind) joined with a closure that touches the range, if any. */
interface HoursRow {
  weekday: number;
  hours: number[];
  startsOn: string | null;
  endsOn: string | null;
  reason: string | null;
  translations: Translations<"reason"> | null;
}

/**
 * The `count` days from `from` as the rows make them: each weekday's hours those of every row of it (either kind's,
 * once each, ascending); a day inside a closure closed, with the first closure's reason (the rows come ordered by
 * the closure's first day).
 */
export function openDaysOf(rows: readonly HoursRow[], from: string, count: number) {
  const week: number[][] = Array.from({ length: 7 }, () => []);
  for (const row of rows) week[row.weekday] = [...new Set([...(week[row.weekday] ?? []), ...row.hours])];
  for (const hours of week) hours.sort((a, b) => a - b);
  const days: OpenDay[] = [];
  for (let offset = 0; offset < count; offset++) {
    const date = addDays(from, offset);
    const closure = rows.find((row) => row.startsOn && row.endsOn && row.startsOn <= date && date <= row.endsOn);
    const hours = week[weekdayOf(date)] ?? [];
    const closed = closure?.reason ? { reason: closure.reason, translations: closure.translations ?? {} } : null;
    days.push({ date, hours, times: closed ? [] : hours.map(hourText), closed });
  }
  return { days, week };
}

/**
 * Refuses a start the rule does not allow: a closed day answers 409 naming the day and the reason; an hour outside
 * the template answers 400 on `time`, worded from the template (SPEC's words while it is SPEC's).
 */
export async function refuseUnlessOpen(db: Executor, sessionType: SessionType, date: string, time: string) {
  const { days, week } = await openDays(db, date, date, sessionType);
  const [day] = days;
  if (day?.closed) throw refusal("CONFLICT", closedDayMessage(date, day.closed.reason, day.closed.translations));
  if (!day?.times.includes(time)) throw fieldError("time", outOfHoursMessage(date, week));
}

/**
 * Every change of the hours (a closure, a new template) takes this lock alone; every booking takes it shared for
 * its transaction and checks the rule again under it. So a closure either sees a booking made meanwhile (and
 * lists it) or the booking sees the closure (and is refused): none slips between the two.
 */
const HOURS_LOCK = sql`hashtextextended('opening-hours', 0)`;

export async function changingHours(tx: Transaction) {
  await tx.execute(sql`select pg_advisory_xact_lock(${HOURS_LOCK})`);
}

/** In a booking's transaction: the rule as it stands now that no change of the hours can run meanwhile. */
export async function stillOpen(tx: Transaction, sessionType: SessionType, date: string, time: string) {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${HOURS_LOCK})`);
  await refuseUnlessOpen(tx, sessionType, date, time);
}
