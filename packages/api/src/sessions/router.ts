// Scheduling: the client's own sessions (published under portal.*) and the trainer's (admin.sessions.*).
import {
  adminCancelInput,
  adminScheduleInput,
  adminSessionStatusInput,
  availabilityInput,
  idInput,
  scheduleInput,
  sessionIdInput,
  slotCapacityInput,
} from "@studio/validators";
import { studioDate } from "../lib/studio-time";
import { adminProcedure, clientProcedure } from "../trpc";
import { sessionsOfBooking, setSessionStatus, setSlotCapacity, upcomingSessions } from "./admin";
import { availability, cancelSession, scheduleSession, sessionCalendarFile } from "./scheduling";

/** A client schedules, moves and cancels her own sessions; merged into the portal's procedures. */
export const clientSessionProcedures = {
  availability: clientProcedure
    .input(availabilityInput)
    .query(({ ctx, input }) =>
      availability(ctx, { client: ctx.client }, input.sessionId, input.weekStart ?? studioDate(ctx.now())),
    ),
  schedule: clientProcedure
    .input(scheduleInput)
    .mutation(({ ctx, input }) =>
      scheduleSession(ctx, { client: ctx.client }, input.sessionId, input.date, input.time),
    ),
  cancelSession: clientProcedure
    .input(sessionIdInput)
    .mutation(({ ctx, input }) => cancelSession(ctx, { client: ctx.client }, input.sessionId)),
  calendarFile: clientProcedure
    .input(sessionIdInput)
    .query(({ ctx, input }) => sessionCalendarFile(ctx, { client: ctx.client }, input.sessionId)),
};

/** The trainer's sessions and slots (admin.sessions, beside the reminder log). */
export const sessionsAdminProcedures = {
  setCapacity: adminProcedure.input(slotCapacityInput).mutation(({ ctx, input }) => setSlotCapacity(ctx, input)),
  list: adminProcedure.query(({ ctx }) => upcomingSessions(ctx)),
  ofBooking: adminProcedure.input(idInput).query(({ ctx, input }) => sessionsOfBooking(ctx, input.id)),
  /** Schedule or move a client's session on her behalf; `override` records an exception to the 24-hour rule. */
  schedule: adminProcedure
    .input(adminScheduleInput)
    .mutation(({ ctx, input }) =>
      scheduleSession(
        ctx,
        { admin: ctx.adminSession.username, override: input.override },
        input.id,
        input.date,
        input.time,
      ),
    ),
  cancel: adminProcedure
    .input(adminCancelInput)
    .mutation(({ ctx, input }) =>
      cancelSession(ctx, { admin: ctx.adminSession.username, override: input.override }, input.id),
    ),
  setStatus: adminProcedure
    .input(adminSessionStatusInput)
    .mutation(({ ctx, input }) => setSessionStatus(ctx, input.id, input.status)),
};
