// Training between sessions: the trainer's plan templates and each client's dated copy (one document each: the plan,
// its workouts by day, their exercises from her library), the client's logs of what she did, her history, and the
// trainer's comments. What a client sends or meets is worded by `validation.training.*` IDs; the back office's own
// rules are English.
import { z } from "zod";
import { id, instant, isoDate, listPage, listPageSize, listSearch, numeric, pageOutput, requestKey } from "./common";
import { EXERCISE_EQUIPMENT, MUSCLE_GROUPS } from "./exercise-kinds";
import { LANGUAGES } from "./languages";
import { HISTORY_WEEKS, TRAINING_LIMITS as LIMITS, PLAN_DAYS, TEMPLATE_STATES } from "./training-kinds";
import { translationsInput } from "./translations";

export * from "./training-kinds";

/** A whole number from `min` to `max`, as JSON or decimal text, with one message for every way it is wrong. */
const wholeNumber = (min: number, max: number, message: string) =>
  numeric(z.number({ error: message }).int(message).min(min, message).max(max, message));

/** Pounds to one decimal, 0 to 1,500; more decimals are rounded, as a scale shows them. */
const pounds = (message: string) =>
  numeric(z.number({ error: message }).min(0, message).max(LIMITS.weightLb, message)).transform(
    (value) => Math.round(value * 10) / 10,
  );

const required = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
const upTo = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

// ---- The plan document (the trainer's) ----

export const planTitleTranslations = translationsInput({ title: upTo("Spanish title", LIMITS.title) });
export const planWorkoutTranslations = translationsInput({
  title: upTo("Spanish title", LIMITS.title),
  note: upTo("Spanish note", LIMITS.workoutNote),
});
export const planExerciseTranslations = translationsInput({ note: upTo("Spanish note", LIMITS.exerciseNote) });

/** An exercise of a workout: one from her library, with what she prescribes. */
export const planExerciseInput = z.object({
  /** The row being kept (its logs keep pointing at it); left out for a new one. */
  id: id.optional(),
  exerciseId: id,
  sets: wholeNumber(1, LIMITS.setsPrescribed, `Sets must be 1 to ${LIMITS.setsPrescribed}`),
  reps: required("Reps", LIMITS.reps),
  /** A suggested weight; empty for bodyweight or "her choice". */
  weightLb: pounds(`Weight must be 0 to ${LIMITS.weightLb} lb`)
    .nullish()
    .transform((value) => value ?? null),
  restSeconds: wholeNumber(0, LIMITS.restSeconds, `Rest must be 0 to ${LIMITS.restSeconds} seconds`).default(90),
  note: upTo("Note", LIMITS.exerciseNote).default(""),
  /** Left out, a kept row's Spanish version stays as it was. */
  translations: planExerciseTranslations.optional(),
});
export type PlanExerciseInput = z.input<typeof planExerciseInput>;

/** A workout on a day of the plan (0 is its first day); two on one day keep the order they are sent in. */
export const planWorkoutInput = z.object({
  id: id.optional(),
  day: wholeNumber(0, PLAN_DAYS - 1, `Day must be 0 to ${PLAN_DAYS - 1} (day 0 is the plan's first day)`),
  title: required("Workout title", LIMITS.title),
  note: upTo("Workout note", LIMITS.workoutNote).default(""),
  translations: planWorkoutTranslations.optional(),
  exercises: z
    .array(planExerciseInput, { error: "Exercises must be a list" })
    .max(LIMITS.exercisesPerWorkout, `A workout holds at most ${LIMITS.exercisesPerWorkout} exercises`),
});
export type PlanWorkoutInput = z.input<typeof planWorkoutInput>;

const planFields = {
  title: required("Title", LIMITS.title),
  /** Left out, her Spanish title stays as it was. */
  translations: planTitleTranslations.optional(),
  workouts: z
    .array(planWorkoutInput, { error: "Workouts must be a list" })
    .max(LIMITS.workoutsPerPlan, `A plan holds at most ${LIMITS.workoutsPerPlan} workouts`),
};

type PlanWorkouts = { workouts: z.output<typeof planWorkoutInput>[] };

/**
 * The whole plan as one document (what is sent is what is kept; rows left out are deleted): at most so many
 * exercises in all, and no kept row listed twice.
 */
function checkWholePlan(plan: PlanWorkouts, context: z.RefinementCtx) {
  const exercises = plan.workouts.reduce((sum, workout) => sum + workout.exercises.length, 0);
  if (exercises > LIMITS.exercisesPerPlan)
    context.addIssue({
      code: "custom",
      path: ["workouts"],
      message: `A plan holds at most ${LIMITS.exercisesPerPlan} exercises in all`,
    });
  const seen = { workout: new Set<number>(), exercise: new Set<number>() };
  for (const [w, workout] of plan.workouts.entries()) {
    if (workout.id !== undefined && seen.workout.has(workout.id))
      context.addIssue({ code: "custom", path: ["workouts", w, "id"], message: "A workout is listed twice" });
    if (workout.id !== undefined) seen.workout.add(workout.id);
    for (const [e, exercise] of workout.exercises.entries()) {
      if (exercise.id !== undefined && seen.exercise.has(exercise.id))
        context.addIssue({
          code: "custom",
          path: ["workouts", w, "exercises", e, "id"],
          message: "An exercise row is listed twice",
        });
      if (exercise.id !== undefined) seen.exercise.add(exercise.id);
    }
  }
}

/** admin.training.templates.save: a new template (no id; once per attempt of the form) or one saved again. */
export const templateSaveInput = z.object({ ...planFields, id: id.optional(), requestKey }).superRefine(checkWholePlan);
export type TemplateSaveInput = z.input<typeof templateSaveInput>;

/** admin.training.plans.save: a client's copy saved again, her first day with it. */
export const clientPlanSaveInput = z.object({ ...planFields, id, startsOn: isoDate }).superRefine(checkWholePlan);
export type ClientPlanSaveInput = z.input<typeof clientPlanSaveInput>;

export const templateListInput = z.object({
  search: listSearch,
  state: z.enum(TEMPLATE_STATES, { error: "state must be live, archived or all" }).default("live"),
  page: listPage,
  pageSize: listPageSize,
});
export type TemplateListInput = z.input<typeof templateListInput>;

/** admin.training.templates.link: the online program whose buyers get this template; null unlinks it. */
export const templateLinkInput = z.object({ id, packageId: id.nullable() });

/** admin.training.assign: a template copied to a client from a Miami day, once per attempt of the form. */
export const assignPlanInput = z.object({ templateId: id, userId: id, startsOn: isoDate, requestKey });
export type AssignPlanInput = z.input<typeof assignPlanInput>;

const planExerciseOutput = z.object({
  id,
  exerciseId: id,
  /** The library's English name (the trainer's screens are English). */
  exerciseName: z.string(),
  /** The exercise was archived in the library since: kept here, not offered for new rows. */
  exerciseArchived: z.boolean(),
  position: z.number().int(),
  sets: z.number().int(),
  reps: z.string(),
  weightLb: z.number().nullable(),
  restSeconds: z.number().int(),
  note: z.string(),
  translations: planExerciseTranslations,
});

const planWorkoutOutput = z.object({
  id,
  day: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  note: z.string(),
  translations: planWorkoutTranslations,
  exercises: z.array(planExerciseOutput),
});

/** A template (no client, no start) or a client's copy, whole. */
export const planDocumentOutput = z.object({
  id,
  title: z.string(),
  translations: planTitleTranslations,
  /** A client's copy: whose it is and its first day (Miami); both null for a template. */
  userId: id.nullable(),
  startsOn: isoDate.nullable(),
  /** The template a copy was made from. */
  templateId: id.nullable(),
  /** The online program purchase a copy came with. */
  bookingId: id.nullable(),
  /** A template's online program, and since when its buyers get it. */
  packageId: id.nullable(),
  packageName: z.string().nullable(),
  linkedAt: instant.nullable(),
  archivedAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
  workouts: z.array(planWorkoutOutput),
});
export type PlanDocument = z.infer<typeof planDocumentOutput>;

export const templateSummaryOutput = z.object({
  id,
  title: z.string(),
  translations: planTitleTranslations,
  packageId: id.nullable(),
  packageName: z.string().nullable(),
  workouts: z.number().int(),
  /** Days from the first to the last workout's day, inclusive (0 with no workout). */
  days: z.number().int(),
  archivedAt: instant.nullable(),
  updatedAt: instant,
});
export const templatePageOutput = /* @__PURE__ */ pageOutput(templateSummaryOutput);

// ---- The client's side ----

/** validation.training.*: what her phone sends, in her words. */
const SAYS = {
  logId: "validation.training.logId",
  sets: "validation.training.sets",
  reps: "validation.training.reps",
  weight: "validation.training.weight",
  effort: "validation.training.effort",
  weeks: "validation.training.weeks",
} as const;

export const loggedSetInput = z.object({
  reps: wholeNumber(0, LIMITS.repsPerSet, SAYS.reps),
  /** Empty for bodyweight. */
  weightLb: pounds(SAYS.weight)
    .nullish()
    .transform((value) => value ?? null),
});

/** Made on her phone for each log, so a log sent again (a retry, the offline queue) is the same log. */
export const logId = z.uuid(SAYS.logId);

/** training.logExercise: what she did of a planned exercise on a day (hers, not in the future). */
export const logExerciseInput = z.object({
  id: logId,
  planExerciseId: id,
  day: isoDate,
  sets: z.array(loggedSetInput, { error: SAYS.sets }).min(1, SAYS.sets).max(LIMITS.setsLogged, SAYS.sets),
  /** How hard it felt, 1 (easy) to 10 (all she had). */
  effort: wholeNumber(LIMITS.effortMin, LIMITS.effortMax, SAYS.effort)
    .nullish()
    .transform((value) => value ?? null),
});
export type LogExerciseInput = z.input<typeof logExerciseInput>;

export const removeLogInput = z.object({ id: logId });

/** training.today: today in Miami, or another day to look at. */
export const trainingDayInput = z.object({ day: isoDate.optional() }).prefault({});

/** training.history: whole weeks ending with this one, and the exercise whose lift is drawn over them. */
export const trainingHistoryInput = z
  .object({
    weeks: wholeNumber(HISTORY_WEEKS.min, HISTORY_WEEKS.max, SAYS.weeks).default(HISTORY_WEEKS.default),
    /** Left out: the exercise she logged most in the period. */
    exerciseId: id.optional(),
  })
  .prefault({});

export const trainingCommentsInput = z.object({ page: listPage, pageSize: listPageSize }).prefault({});

const loggedSetOutput = z.object({ reps: z.number().int(), weightLb: z.number().nullable() });

export const exerciseLogOutput = z.object({
  id: z.string(),
  /** Null once the trainer took the exercise out of the plan: the log stays hers. */
  planExerciseId: id.nullable(),
  exerciseId: id,
  day: isoDate,
  sets: z.array(loggedSetOutput),
  effort: z.number().int().nullable(),
  bestWeightLb: z.number().nullable(),
  volumeLb: z.number(),
  updatedAt: instant,
});
export type ExerciseLogShown = z.infer<typeof exerciseLogOutput>;

/** training.logExercise's answer: the log as kept, and whether it beat her heaviest of that exercise. */
export const loggedExerciseOutput = z.object({
  log: exerciseLogOutput,
  /** Heavier than every earlier log of the exercise (her first ever is no record). */
  record: z.boolean(),
  /** Her heaviest before this one; null when none had a weight. */
  previousBestLb: z.number().nullable(),
});

/** An exercise of her library as her page shows it, in her language where the trainer wrote one. */
export const shownExerciseOutput = z.object({
  id,
  name: z.string(),
  cues: z.string(),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  equipment: z.array(z.enum(EXERCISE_EQUIPMENT)),
  muscleGroups: z.array(z.enum(MUSCLE_GROUPS)),
  /** The language the name and cues are in: "en" on a Spanish page where she wrote no Spanish. */
  language: z.enum(LANGUAGES),
});

export const workoutCommentOutput = z.object({ id, day: isoDate, body: z.string(), createdAt: instant });
export type WorkoutCommentShown = z.infer<typeof workoutCommentOutput>;

const todayExerciseOutput = z.object({
  planExerciseId: id,
  position: z.number().int(),
  exercise: shownExerciseOutput,
  /** The prescription. */
  sets: z.number().int(),
  reps: z.string(),
  weightLb: z.number().nullable(),
  restSeconds: z.number().int(),
  note: z.string(),
  /** Her log of it on this day, if she has logged it. */
  log: exerciseLogOutput.nullable(),
  /** Her most recent log of the same exercise before this day. */
  lastTime: z.object({ day: isoDate, sets: z.array(loggedSetOutput), bestWeightLb: z.number().nullable() }).nullable(),
});

const todayWorkoutOutput = z.object({
  id,
  planId: id,
  planTitle: z.string(),
  /** The plan's day this is (0 its first). */
  planDay: z.number().int(),
  title: z.string(),
  note: z.string(),
  language: z.enum(LANGUAGES),
  exercises: z.array(todayExerciseOutput),
});

/** A plan of hers as her page lists it. */
export const shownPlanOutput = z.object({
  id,
  title: z.string(),
  language: z.enum(LANGUAGES),
  startsOn: isoDate,
  /** The day of its last workout; null while it has none. */
  endsOn: isoDate.nullable(),
});

/**
 * training.today: the day's workouts across her live plans, the trainer's comments on the day, and when the next
 * workout is (after this day) when she wants to look ahead. Her next session is portal.mySessions'.
 */
export const trainingDayOutput = z.object({
  day: isoDate,
  /** Today in Miami: a day after it can be looked at, not logged. */
  today: isoDate,
  plans: z.array(shownPlanOutput),
  workouts: z.array(todayWorkoutOutput),
  nextWorkoutDay: isoDate.nullable(),
  comments: z.array(workoutCommentOutput),
});
export type TrainingDay = z.infer<typeof trainingDayOutput>;

/** Her heaviest of an exercise, and the day she lifted it. */
export const trainingRecordOutput = z.object({
  exerciseId: id,
  name: z.string(),
  bestWeightLb: z.number(),
  day: isoDate,
});

export const trainingHistoryOutput = z.object({
  /** The period: the Monday `weeks` weeks back to today (Miami). */
  from: isoDate,
  to: isoDate,
  weeks: z.array(
    z.object({
      /** The week's Monday. */
      weekOf: isoDate,
      volumeLb: z.number(),
      /** Workouts her live plans date that week, and how many of them have a log of one of their exercises. */
      planned: z.number().int(),
      done: z.number().int(),
    }),
  ),
  /** The exercises she logged in the period, most logged first. */
  exercises: z.array(z.object({ id, name: z.string(), logs: z.number().int() })),
  /** The chosen exercise over the period, a point per day she logged it. */
  exercise: z
    .object({
      id,
      name: z.string(),
      days: z.array(z.object({ day: isoDate, bestWeightLb: z.number().nullable(), volumeLb: z.number() })),
    })
    .nullable(),
  /** Her heaviest ever of each exercise she logged in the period. */
  records: z.array(trainingRecordOutput),
});
export type TrainingHistory = z.infer<typeof trainingHistoryOutput>;

export const workoutCommentPageOutput = /* @__PURE__ */ pageOutput(workoutCommentOutput);

// ---- The trainer's view of her clients' training ----

/** admin.training.comment: on a day she logged, once per attempt of the form; she is told by e-mail. */
export const workoutCommentInput = z.object({
  userId: id,
  day: isoDate,
  body: required("Comment", LIMITS.comment),
  requestKey,
});
export type WorkoutCommentInput = z.input<typeof workoutCommentInput>;

export const clientTrainingInput = z.object({ userId: id, page: listPage, pageSize: listPageSize });

export const quietClientsInput = z.object({ page: listPage, pageSize: listPageSize }).prefault({});

export const clientPlanSummaryOutput = z.object({
  id,
  title: z.string(),
  startsOn: isoDate,
  endsOn: isoDate.nullable(),
  templateId: id.nullable(),
  bookingId: id.nullable(),
  workouts: z.number().int(),
});

/** A day she logged, with what she logged and the trainer's comments on it. */
export const loggedDayOutput = z.object({
  day: isoDate,
  logs: z.array(exerciseLogOutput.extend({ exerciseName: z.string() })),
  comments: z.array(workoutCommentOutput),
});

/** admin.training.client: one client's training at a glance, and her logged days a page at a time. */
export const clientTrainingOutput = z.object({
  userId: id,
  email: z.string(),
  name: z.string().nullable(),
  plans: z.array(clientPlanSummaryOutput),
  /** This Miami week (Monday to Sunday): workouts dated in it, and how many of them have a log. */
  week: z.object({ from: isoDate, to: isoDate, planned: z.number().int(), done: z.number().int() }),
  lastLoggedDay: isoDate.nullable(),
  records: z.array(trainingRecordOutput),
  days: pageOutput(loggedDayOutput),
});
export type ClientTraining = z.infer<typeof clientTrainingOutput>;

export const quietClientOutput = z.object({
  userId: id,
  email: z.string(),
  name: z.string().nullable(),
  /** Her plan in progress that started first. */
  planId: id,
  planTitle: z.string(),
  planStartedOn: isoDate,
  /** Null: nothing logged since that plan started. */
  lastLoggedDay: isoDate.nullable(),
});
export const quietClientsOutput = /* @__PURE__ */ pageOutput(quietClientOutput);
