// The trainer's hours: the weekly template of start hours per kind of session, and the days the studio is closed.
import { z } from "zod";
import { hourTime, id, instant, isoDate } from "./common";
import { closedDay, SESSION_TYPES } from "./sessions";
import { translationsInput } from "./translations";

/** 0 = Sunday … 6 = Saturday, as JavaScript's getUTCDay and PostgreSQL's `extract(dow ...)` count them. */
export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/**
 * SPEC section 9's hours, the template the database starts with (migration 0013): 6-11 AM and 4-8 PM on weekdays,
 * without 9 AM on Monday and Friday, 9 AM-12 PM on Saturday, Sunday closed. Indexed by weekday.
 */
export const SPEC_WEEKLY_HOURS: readonly (readonly number[])[] = [
  [],
  [6, 7, 8, 10, 11, 16, 17, 18, 19, 20],
  [6, 7, 8, 9, 10, 11, 16, 17, 18, 19, 20],
  [6, 7, 8, 9, 10, 11, 16, 17, 18, 19, 20],
  [6, 7, 8, 9, 10, 11, 16, 17, 18, 19, 20],
  [6, 7, 8, 10, 11, 16, 17, 18, 19, 20],
  [9, 10, 11],
];

const sessionType = z.enum(SESSION_TYPES, { error: "sessionType must be gym or home" });
const weekday = z
  .number({ error: "weekday must be a number from 0 (Sunday) to 6 (Saturday)" })
  .int("weekday must be a number from 0 (Sunday) to 6 (Saturday)")
  .min(0, "weekday must be a number from 0 (Sunday) to 6 (Saturday)")
  .max(6, "weekday must be a number from 0 (Sunday) to 6 (Saturday)");

/** One weekday's start hours, Miami time (6 = 6:00 AM, 16 = 4:00 PM). */
export const dayHours = z
  .array(
    z
      .number({ error: "An hour must be a whole number from 0 to 23" })
      .int("An hour must be a whole number from 0 to 23")
      .min(0, "An hour must be a whole number from 0 to 23")
      .max(23, "An hour must be a whole number from 0 to 23"),
  )
  .max(24, "A day has at most 24 start hours")
  .refine((hours) => new Set(hours).size === hours.length, "Each hour may appear only once in a day");

/** The whole week of one kind of session, saved at once: every weekday exactly once. */
export const weeklyHoursInput = z.object({
  sessionType,
  days: z
    .array(z.object({ weekday, hours: dayHours }))
    .length(7, "days must list all 7 weekdays")
    // Asked only of a full week: a short one has its own message.
    .refine(
      (days) => days.length !== 7 || new Set(days.map((day) => day.weekday)).size === 7,
      "days must list each weekday once",
    ),
});
export type WeeklyHoursInput = z.infer<typeof weeklyHoursInput>;

export const weeklyHoursOutput = z.object({
  sessionType: z.enum(SESSION_TYPES),
  /** Sunday first; hours ascending. */
  days: z.array(z.object({ weekday: z.number().int(), hours: z.array(z.number().int()) })),
});
export type WeeklyHoursOutput = z.infer<typeof weeklyHoursOutput>;

export const CLOSURE_REASON_MAX = 120;
/** The longest closure one entry makes: a long vacation, not a typo in the year. */
export const CLOSURE_MAX_DAYS = 366;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

const closureReasonMax = `The reason is at most ${CLOSURE_REASON_MAX} characters`;

/** Her Spanish reason ("Cerrado por Acción de Gracias"), left empty when not written: Spanish clients see it. */
export const closureTranslations = translationsInput({
  reason: z.string().trim().max(CLOSURE_REASON_MAX, closureReasonMax),
});

/** A day or a range of days off (both inclusive), with the reason clients are shown. */
export const closureInput = z
  .object({
    startsOn: isoDate,
    endsOn: isoDate,
    reason: z
      .string({ error: "reason is required" })
      .trim()
      .min(1, "Please give a reason clients will see, e.g. Closed for Thanksgiving")
      .max(CLOSURE_REASON_MAX, closureReasonMax),
    translations: closureTranslations.optional(),
  })
  .refine((closure) => closure.endsOn >= closure.startsOn, {
    path: ["endsOn"],
    message: "The last day cannot be before the first day",
  })
  .refine((closure) => dayNumber(closure.endsOn) - dayNumber(closure.startsOn) < CLOSURE_MAX_DAYS, {
    path: ["endsOn"],
    message: `A closure lasts at most ${CLOSURE_MAX_DAYS} days`,
  });
export type ClosureInput = z.infer<typeof closureInput>;

export const closureOutput = z.object({
  id,
  startsOn: isoDate,
  endsOn: isoDate,
  reason: z.string(),
  translations: closureTranslations,
  createdAt: instant,
});
export type ClosureOutput = z.infer<typeof closureOutput>;

/** A scheduled session the trainer has to move or cancel (with the credit back) before it can take place. */
export const sessionToResolve = z.object({
  id,
  sessionNumber: z.number().int(),
  date: isoDate,
  time: hourTime,
  sessionType: z.enum(SESSION_TYPES),
  clientName: z.string(),
  clientEmail: z.string(),
  packageName: z.string(),
});
export type SessionToResolve = z.infer<typeof sessionToResolve>;

/** A session that falls on a closed day. */
export const closedDaySessionOutput = sessionToResolve.extend({
  /** The closure the day is in (the earliest, when two overlap). */
  closure: z.object({ id, reason: z.string() }),
});
export type ClosedDaySession = z.infer<typeof closedDaySessionOutput>;

/** A session that puts the trainer in two places at once, or leaves her less than her travel time between them. */
export const twoPlacesSessionOutput = sessionToResolve.extend({
  /** The first session it clashes with. */
  clashesWith: z.object({
    id,
    clientName: z.string(),
    date: isoDate,
    time: hourTime,
    sessionType: z.enum(SESSION_TYPES),
    address: z.string().nullable(),
  }),
});
export type TwoPlacesSession = z.infer<typeof twoPlacesSessionOutput>;

/** The longest travel time she can set between two places, in minutes. */
export const TRAVEL_MINUTES_MAX = 180;

/** How her working day runs: the time she needs to get from one place to another. */
export const daySettingsInput = z.object({
  travelMinutes: z
    .number("travelMinutes must be a number of minutes")
    .int("travelMinutes must be a whole number of minutes")
    .min(0, "travelMinutes cannot be negative")
    .max(TRAVEL_MINUTES_MAX, `travelMinutes can be at most ${TRAVEL_MINUTES_MAX} (3 hours)`),
});
export type DaySettingsInput = z.infer<typeof daySettingsInput>;

const AGENDA_TIME_RULE = 'agendaTime must be a time of day "HH:MM" from "00:00" to "23:59", or null for no agenda';
/** When her day's agenda is e-mailed, Miami wall-clock time ("06:00"); null: she wants none. */
export const agendaTime = z
  .string({ error: AGENDA_TIME_RULE })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, AGENDA_TIME_RULE)
  .nullable();
export const agendaTimeInput = z.object({ agendaTime });
export type AgendaTimeInput = z.infer<typeof agendaTimeInput>;

/** Her day as the back office shows it: the travel time, and when the morning agenda is e-mailed. */
export const daySettingsOutput = daySettingsInput.extend({ agendaTime });
export type DaySettingsOutput = z.infer<typeof daySettingsOutput>;

/** A closure as added: nothing is moved or cancelled by it; these are the sessions left for the trainer to resolve. */
export const closureAddedOutput = z.object({
  closure: closureOutput,
  sessions: z.array(closedDaySessionOutput),
});

/** The bookable start times of one day for one kind of session. */
export const openDayInput = z.object({ date: isoDate, sessionType });
export const openDayOutput = z.object({ date: isoDate, times: z.array(hourTime), closed: closedDay });

/** The trainer moves a session off a closed day (the client gets the change e-mail and the new invite). */
export const closedDayMoveInput = z.object({ id, date: isoDate, time: hourTime });

/** When sessions run, day group by day group ("Mon-Fri 6am-11am and 4pm-8pm"); home is null when it keeps gym's. */
export const sessionHoursSummary = z.object({ gym: z.array(z.string()), home: z.array(z.string()).nullable() });
export type SessionHoursSummary = z.infer<typeof sessionHoursSummary>;

/**
 * hours.openingHours: when the gym's sessions run, as opening periods ("Monday to Friday, 06:00 to 12:00"): from a
 * run of consecutive start hours to the end of its last hour, weekdays with the same runs together. What search
 * engines are told about the studio's hours.
 */
export const openingPeriodOutput = z.object({
  days: z.array(z.enum(WEEKDAY_NAMES)),
  /** "06:00", Miami time. */
  opens: z.string(),
  /** "12:00"; "23:59" for midnight. */
  closes: z.string(),
});
export type OpeningPeriod = z.infer<typeof openingPeriodOutput>;
