// The trainer's hours and days off (published as admin.hours.*).
import {
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
  sessionHoursSummary,
  weeklyHoursInput,
  weeklyHoursOutput,
} from "@studio/validators";
import { z } from "zod";
import { adminProcedure, router, sharedProcedure } from "../trpc";
import { openDay } from "./admin";
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

/** The trainer's hours (admin.hours.*; the sessions domain adds the moves and cancels of closed days' sessions). */
export const hoursAdminProcedures = {
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
  day: adminProcedure
    .input(openDayInput)
    .output(openDayOutput)
    .query(({ ctx, input }) => openDay(ctx, input.date, input.sessionType)),
};
