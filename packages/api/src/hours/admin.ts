// The trainer resolves a session booked on a day she has since closed: she moves it or cancels it. The studio
// closed, not the client: the 24-hour rule does not stop her (the exception is recorded on the session), and a
// cancel always gives the credit back. Both are the sessions domain's own move and cancel, e-mails and all.
import type { SessionType } from "@studio/validators";
import { addDays } from "@studio/validators/studio-time";
import type { Context } from "../context";
import { cancelSession, scheduleSession } from "../sessions/scheduling";
import { hourText, openDays } from "./opening-hours";

type AdminContext = Context & { adminSession: { username: string } };

const onTheStudio = (ctx: AdminContext) => ({ admin: ctx.adminSession.username, override: true });

export const moveClosedDaySession = (ctx: AdminContext, id: number, date: string, time: string) =>
  scheduleSession(ctx, onTheStudio(ctx), id, date, time);

export const cancelClosedDaySession = (ctx: AdminContext, id: number) => cancelSession(ctx, onTheStudio(ctx), id);

/** One day's bookable times for the trainer's pickers: the same rule clients book by. */
export async function openDay(ctx: Context, date: string, sessionType: SessionType) {
  const { days } = await openDays(ctx.db, date, date, sessionType);
  const [day] = days;
  return { date, times: day?.times ?? [], closed: day?.closed ?? null };
}

/** The trainer's calendar week: the hours open for either kind of session each day, and the closed days. */
export async function calendarDays(ctx: Context, weekStart: string) {
  const { days } = await openDays(ctx.db, weekStart, addDays(weekStart, 6), null);
  return days.map(({ date, hours, closed }) => ({ date, hours: hours.map(hourText), closed }));
}
