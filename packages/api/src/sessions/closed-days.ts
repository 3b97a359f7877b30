// The trainer resolves a session booked on a day she has since closed: she moves it or cancels it. The studio
// closed, not the client: the 24-hour rule does not stop her (the exception is recorded on the session), and a
// cancel always gives the credit back. Both are the sessions domain's own move and cancel, e-mails and all.
import type { Context } from "../context";
import { cancelSession, scheduleSession } from "./scheduling";

type AdminContext = Context & { adminSession: { username: string } };

const onTheStudio = (ctx: AdminContext) => ({ admin: ctx.adminSession.username, override: true });

export const moveClosedDaySession = (ctx: AdminContext, id: number, date: string, time: string) =>
  scheduleSession(ctx, onTheStudio(ctx), id, date, time);

export const cancelClosedDaySession = (ctx: AdminContext, id: number) => cancelSession(ctx, onTheStudio(ctx), id);
