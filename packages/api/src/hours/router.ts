// The trainer's hours and days off (published as admin.hours.*).
import {
  cancelledSessionOutput,
  closedDayMoveInput,
  closedDaySessionOutput,
  closureAddedOutput,
  closureInput,
  closureOutput,
  idInput,
  languageInput,
  okOutput,
  openDayInput,
  openDayOutput,
  openingPeriodOutput,
  scheduledSessionOutput,
  sessionHoursSummary,
  weeklyHoursInput,
  weeklyHoursOutput,
} from "@studio/validators";
import { z } from "zod";
import { adminProcedure, router, sharedProcedure } from "../trpc";
import { cancelClosedDaySession, moveClosedDaySession, openDay } from "./admin";
import { addClosure, listClosures, removeClosure, sessionsOnClosedDays } from "./closures";
import { gymOpeningHours } from "./opening-periods";
import { hoursSummary } from "./summary";
import { saveWeeklyHours, weeklyTemplates } from "./weekly-hours";

/** When sessions run, for the pages that say so (published as hours.*). */
export const hoursRouter = router({
  summary: sharedProcedure
    .input(languageInput)
    .output(sessionHoursSummary)
    .query(({ ctx, input }) => hoursSummary(ctx, input?.language ?? ctx.request.language)),
  /** The same hours as opening periods, for the structured data the home page carries. */
  openingHours: sharedProcedure.output(z.array(openingPeriodOutput)).query(({ ctx }) => gymOpeningHours(ctx)),
});

export const hoursAdminRouter = router({
  weekly: adminProcedure.output(z.array(weeklyHoursOutput)).query(({ ctx }) => weeklyTemplates(ctx)),
  saveWeekly: adminProcedure
    .input(weeklyHoursInput)
    .output(weeklyHoursOutput)
    .mutation(({ ctx, input }) => saveWeeklyHours(ctx, input)),
  closures: adminProcedure.output(z.array(closureOutput)).query(({ ctx }) => listClosures(ctx)),
  addClosure: adminProcedure
    .input(closureInput)
    .output(closureAddedOutput)
    .mutation(({ ctx, input }) => addClosure(ctx, input)),
  removeClosure: adminProcedure
    .input(idInput)
    .output(okOutput)
    .mutation(({ ctx, input }) => removeClosure(ctx, input.id)),
  /** Sessions still booked on closed days, until each is moved or cancelled. */
  closedDaySessions: adminProcedure
    .output(z.array(closedDaySessionOutput))
    .query(({ ctx }) => sessionsOnClosedDays(ctx)),
  moveSession: adminProcedure
    .input(closedDayMoveInput)
    .output(scheduledSessionOutput)
    .mutation(({ ctx, input }) => moveClosedDaySession(ctx, input.id, input.date, input.time)),
  cancelSession: adminProcedure
    .input(idInput)
    .output(cancelledSessionOutput)
    .mutation(({ ctx, input }) => cancelClosedDaySession(ctx, input.id)),
  day: adminProcedure
    .input(openDayInput)
    .output(openDayOutput)
    .query(({ ctx, input }) => openDay(ctx, input.date, input.sessionType)),
});
