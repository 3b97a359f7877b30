// The trainer's open days, as her pickers and calendar read them.
import type { SessionType } from "@studio/validators";
import { addDays } from "@studio/validators/studio-time";
import type { Context } from "../context";
import { hourText, type OpenDay, openDays } from "./opening-hours";

/** The trainer reads her own (English) reason. */
const englishReason = (closed: OpenDay["closed"]) => closed && { reason: closed.reason };

/** One day's bookable times for the trainer's pickers: the same rule clients book by. */
export async function openDay(ctx: Context, date: string, sessionType: SessionType) {
  const { days } = await openDays(ctx.db, date, date, sessionType);
  const [day] = days;
  return { date, times: day?.times ?? [], closed: englishReason(day?.closed ?? null) };
}

/** The trainer's calendar week: the hours open for either kind of session each day, and the closed days. */
export async function calendarDays(ctx: Context, weekStart: string) {
  const { days } = await openDays(ctx.db, weekStart, addDays(weekStart, 6), null);
  return days.map(({ date, hours, closed }) => ({ date, hours: hours.map(hourText), closed: englishReason(closed) }));
}
