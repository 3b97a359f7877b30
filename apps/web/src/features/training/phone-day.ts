// Which day her training page shows. Online, the server says what today is. Offline, the answers come from the copies
// the site's worker kept, maybe on an earlier day, so her phone's own clock (its Miami date) says which day it is, and
// the copy kept for that day while she was online is the one shown.
import { addDays, studioDate } from "@studio/validators/studio-time";

/** How many days after today her phone keeps while online: with today, a week of workouts opens offline. */
export const DAYS_KEPT_AHEAD = 6;

/** The days after `today` her phone keeps, in order. */
export const daysAhead = (today: string): string[] =>
  Array.from({ length: DAYS_KEPT_AHEAD }, (_, index) => addDays(today, index + 1));

/** Today by her phone's clock, in Miami. */
export const phoneToday = (now: Date = new Date()): string => studioDate(now);

/**
 * Today as the page counts it (which day is hers to log, where the week's chooser stops): the server's, unless the
 * phone is offline and its clock says a later day, since an answer kept on an earlier day says that day is today.
 */
export function todayOnPhone(answeredToday: string, phoneDay: string, offline: boolean): string {
  return offline && phoneDay > answeredToday ? phoneDay : answeredToday;
}

/**
 * The day to ask for instead, when the page asked for today (no day in its address) while offline: the phone's day
 * when the answer says an earlier day was today (the copy of an earlier visit) or when no copy of today was kept at
 * all (her first visit's today came before the worker took the page over), since the worker keeps a week ahead.
 * Null when the answer is today's, or while it is still on its way.
 */
export function phoneDayInstead(
  asked: string | undefined,
  answeredToday: string | undefined,
  phoneDay: string,
  offline: boolean,
  nothingKept = false,
): string | null {
  if (asked !== undefined || !offline) return null;
  if (answeredToday === undefined) return nothingKept ? phoneDay : null;
  return phoneDay > answeredToday ? phoneDay : null;
}
