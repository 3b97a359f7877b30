// Scheduling: the client's own sessions (published under portal.*) and the trainer's (admin.sessions.*).
import {
  adminCancelInput,
  adminScheduleInput,
  adminSessionListInput,
  adminSessionPageOutput,
  adminSessionStatusInput,
  adminWaitlistEntry,
  adminWaitlistInput,
  agendaTimeInput,
  availabilityInput,
  availabilityOutput,
  calendarFileOutput,
  cancelledSessionOutput,
  claimOfferInput,
  closedDayMoveInput,
  dayAgendaInput,
  dayAgendaSession,
  daySettingsInput,
  daySettingsOutput,
  idInput,
  joinWaitlistInput,
  okOutput,
  scheduledSessionOutput,
  scheduleInput,
  sessionIdInput,
  sessionRecordOutput,
  slotCapacityInput,
  timeSlotOutput,
  twoPlacesSessionOutput,
  waitlistEntryIdInput,
  waitlistEntryOutput,
} from "@studio/validators";
import { studioDate } from "@studio/validators/studio-time";
import { z } from "zod";
import { adminProcedure, clientProcedure, publicProcedure } from "../trpc";
import { restoreSession, sessionsOfBooking, setSessionStatus, setSlotCapacity } from "./admin";
import { upcomingSessions } from "./admin-lists";
import { cancelClosedDaySession, moveClosedDaySession } from "./closed-days";
import { dayAgenda } from "./day-agenda";
import { readDaySettings, saveAgendaTime, saveDaySettings, twoPlacesSessions } from "./day-settings";
import { availability, cancelSession, scheduleSession, sessionCalendarFile } from "./scheduling";
import { claimOffer, joinWaitlist, leaveWaitlist, myWaitlist, waitlistsBetween } from "./waitlist";

/** A client schedules, moves and cancels her own sessions; merged into the portal's procedures. */
export const clientSessionProcedures = {
  availability: clientProcedure
    .input(availabilityInput)
    .output(availabilityOutput)
    .query(({ ctx, input }) =>
      availability(
        ctx,
        { client: ctx.client },
        input.sessionId,
        input.weekStart ?? studioDate(ctx.now()),
        ctx.request.language,
      ),
    ),
  schedule: clientProcedure
    .input(scheduleInput)
    .output(scheduledSessionOutput)
    .mutation(({ ctx, input }) =>
      scheduleSession(ctx, { client: ctx.client }, input.sessionId, input.date, input.time),
    ),
  cancelSession: clientProcedure
    .input(sessionIdInput)
    .output(cancelledSessionOutput)
    .mutation(({ ctx, input }) => cancelSession(ctx, { client: ctx.client }, input.sessionId)),
  calendarFile: clientProcedure
    .input(sessionIdInput)
    .output(calendarFileOutput)
    .query(({ ctx, input }) => sessionCalendarFile(ctx, { client: ctx.client }, input.sessionId)),
  joinWaitlist: clientProcedure
    .input(joinWaitlistInput)
    .output(waitlistEntryOutput)
    .mutation(({ ctx, input }) => joinWaitlist(ctx, ctx.client, input)),
  leaveWaitlist: clientProcedure
    .input(waitlistEntryIdInput)
    .output(okOutput)
    .mutation(({ ctx, input }) => leaveWaitlist(ctx, ctx.client, input.id)),
  myWaitlist: clientProcedure
    .output(z.array(waitlistEntryOutput))
    .query(({ ctx }) => myWaitlist(ctx, ctx.client.email, undefined, ctx.request.language)),
};

/** The link of a waiting-list offer e-mail: the signed link itself proves whose offer it is. */
export const waitlistClaimProcedure = publicProcedure
  .input(claimOfferInput)
  .output(scheduledSessionOutput)
  .mutation(({ ctx, input }) => claimOffer(ctx, input));

/** The trainer's sessions and slots (admin.sessions, beside the reminder log). */
export const sessionsAdminProcedures = {
  setCapacity: adminProcedure
    .input(slotCapacityInput)
    .output(timeSlotOutput)
    .mutation(({ ctx, input }) => setSlotCapacity(ctx, ctx.adminSession.username, input)),
  list: adminProcedure
    .input(adminSessionListInput)
    .output(adminSessionPageOutput)
    .query(({ ctx, input }) => upcomingSessions(ctx, input)),
  ofBooking: adminProcedure
    .input(idInput)
    .output(z.array(sessionRecordOutput))
    .query(({ ctx, input }) => sessionsOfBooking(ctx, input.id)),
  /** Schedule or move a client's session on her behalf; `override` records an exception to the 24-hour rule. */
  schedule: adminProcedure
    .input(adminScheduleInput)
    .output(scheduledSessionOutput)
    .mutation(({ ctx, input }) =>
      scheduleSession(
        ctx,
        { admin: ctx.adminSession.username, override: input.override, note: input.note },
        input.id,
        input.date,
        input.time,
      ),
    ),
  cancel: adminProcedure
    .input(adminCancelInput)
    .output(cancelledSessionOutput)
    .mutation(({ ctx, input }) =>
      cancelSession(ctx, { admin: ctx.adminSession.username, override: input.override, note: input.note }, input.id),
    ),
  day: adminProcedure
    .input(dayAgendaInput)
    .output(z.array(dayAgendaSession))
    .query(({ ctx, input }) => dayAgenda(ctx, input.date)),
  /** A forfeited or cancelled session back into her pack, to book again. */
  restore: adminProcedure
    .input(idInput)
    .output(sessionRecordOutput)
    .mutation(({ ctx, input }) => restoreSession(ctx, ctx.adminSession.username, input.id)),
  waitlists: adminProcedure
    .input(adminWaitlistInput)
    .output(z.array(adminWaitlistEntry))
    .query(({ ctx, input }) => waitlistsBetween(ctx, input.from, input.to)),
  setStatus: adminProcedure
    .input(adminSessionStatusInput)
    .output(sessionRecordOutput)
    .mutation(({ ctx, input }) => setSessionStatus(ctx, ctx.adminSession.username, input.id, input.status)),
};

/**
 * Sessions she has to resolve, moved or cancelled by her (admin.hours.*): booked on a day she has since closed, or
 * putting her in two places; the travel time between places that decides the second; and when her agenda is
 * e-mailed.
 */
export const sessionsToResolveProcedures = {
  twoPlacesSessions: adminProcedure.output(z.array(twoPlacesSessionOutput)).query(({ ctx }) => twoPlacesSessions(ctx)),
  daySettings: adminProcedure.output(daySettingsOutput).query(({ ctx }) => readDaySettings(ctx)),
  saveDaySettings: adminProcedure
    .input(daySettingsInput)
    .output(daySettingsOutput)
    .mutation(({ ctx, input }) => saveDaySettings(ctx, input)),
  /** When her morning agenda is e-mailed ("06:00", Miami), or null for none. */
  saveAgendaTime: adminProcedure
    .input(agendaTimeInput)
    .output(daySettingsOutput)
    .mutation(({ ctx, input }) => saveAgendaTime(ctx, input)),
  moveSession: adminProcedure
    .input(closedDayMoveInput)
    .output(scheduledSessionOutput)
    .mutation(({ ctx, input }) => moveClosedDaySession(ctx, input.id, input.date, input.time)),
  cancelSession: adminProcedure
    .input(idInput)
    .output(cancelledSessionOutput)
    .mutation(({ ctx, input }) => cancelClosedDaySession(ctx, input.id)),
};
