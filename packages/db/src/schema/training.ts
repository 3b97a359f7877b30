// Training between sessions: the trainer's plan templates and each client's own dated copy, built from the exercise
// library; what the client logs of each exercise; and the trainer's comments on a day's workout.
import type { Translations } from "@studio/validators/languages";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { packages } from "./catalogue";
import { createdAt, updatedAt } from "./columns";
import { exercises } from "./exercises";
import { users } from "./users";

/**
 * A plan: a template of hers (no client, no start) or a client's own copy, dated from its first day. A client's copy
 * is hers to adjust without touching the template it came from; a client may follow more than one at a time.
 */
export const trainingPlans = pgTable(
  "training_plans",
  {
    id: serial().primaryKey(),
    /** The client following it; null for a template. */
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    /** The template a client's copy was made from. */
    templateId: integer().references((): AnyPgColumn => trainingPlans.id, { onDelete: "set null" }),
    /** A template's online program: whoever buys the package gets the template as her plan. */
    packageId: integer().references(() => packages.id, { onDelete: "set null" }),
    /**
     * When the template became its package's program (the server's clock, as `bookings.paid_at` is): a purchase
     * paid since then brings it, one paid before does not, so linking a template never hands it to past buyers.
     */
    linkedAt: timestamp({ withTimezone: true }),
    /** The online program's purchase a client's copy came with: one plan a purchase. */
    bookingId: integer().references(() => bookings.id, { onDelete: "set null" }),
    title: text().notNull(),
    /** Her Spanish title, when she wrote one. */
    translations: jsonb().$type<Translations<"title">>().notNull().default({}),
    /** A client's copy: the day (Miami) of its day 0. Null for a template. */
    startsOn: date({ mode: "string" }),
    /** A template out of her list, or a client's copy she took away; null while in use. */
    archivedAt: timestamp({ withTimezone: true }),
    /** The form's key for one attempt: Save or Assign tapped twice makes one plan. Never shown. */
    requestKey: uuid().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("training_plans_template_or_copy", sql`(${t.userId} is null) = (${t.startsOn} is null)`),
    uniqueIndex("training_plans_booking").on(t.bookingId),
    // One live template per online program.
    uniqueIndex("training_plans_program").on(t.packageId).where(sql`${t.userId} is null and ${t.archivedAt} is null`),
    index("training_plans_client").on(t.userId, t.startsOn),
  ],
);

/** A day's workout in a plan: `day` counts from the plan's first day (0), so a template's copy dates itself. */
export const planWorkouts = pgTable(
  "plan_workouts",
  {
    id: serial().primaryKey(),
    planId: integer()
      .notNull()
      .references(() => trainingPlans.id, { onDelete: "cascade" }),
    day: integer().notNull(),
    /** The order of two workouts on one day. */
    position: integer().notNull().default(0),
    title: text().notNull(),
    note: text().notNull().default(""),
    translations: jsonb().$type<Translations<"title" | "note">>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("plan_workouts_day", sql`${t.day} between 0 and 727`), index().on(t.planId, t.day)],
);

/** An exercise of a workout, from her library, with what she prescribes. */
export const planExercises = pgTable(
  "plan_exercises",
  {
    id: serial().primaryKey(),
    workoutId: integer()
      .notNull()
      .references(() => planWorkouts.id, { onDelete: "cascade" }),
    exerciseId: integer()
      .notNull()
      .references(() => exercises.id, { onDelete: "restrict" }),
    position: integer().notNull().default(0),
    sets: integer().notNull(),
    /** As she writes it: "10", "8–12", "30 s", "10 each side". */
    reps: text().notNull(),
    /** A suggested weight in pounds; null for bodyweight or "her choice". */
    weightLb: numeric({ precision: 5, scale: 1 }),
    restSeconds: integer().notNull().default(90),
    note: text().notNull().default(""),
    translations: jsonb().$type<Translations<"note">>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("plan_exercises_sets", sql`${t.sets} between 1 and 10`),
    check("plan_exercises_rest", sql`${t.restSeconds} between 0 and 600`),
    index().on(t.workoutId),
    index().on(t.exerciseId),
  ],
);

/** One set as she did it: reps, and the weight in pounds (null for bodyweight). */
export type LoggedSet = { reps: number; weightLb: number | null };

/**
 * An exercise as the client did it on a day. Its id is made on her phone, so a log sent twice (a retry, or the
 * offline queue) is one log, and sending it again with new numbers corrects it.
 */
export const exerciseLogs = pgTable(
  "exercise_logs",
  {
    id: uuid().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    exerciseId: integer()
      .notNull()
      .references(() => exercises.id, { onDelete: "restrict" }),
    /** The planned exercise it answers; null once the trainer takes it out of the plan (the log stays hers). */
    planExerciseId: integer().references(() => planExercises.id, { onDelete: "set null" }),
    /** The day (Miami) she did it. */
    day: date({ mode: "string" }).notNull(),
    sets: jsonb().$type<LoggedSet[]>().notNull(),
    /** How hard it felt, 1 (easy) to 10 (all she had); optional. */
    effort: integer(),
    /** The heaviest set's weight, worked out by the server from `sets`: what records are made of. */
    bestWeightLb: numeric({ precision: 5, scale: 1 }),
    /** Reps × pounds over the sets, worked out by the server. */
    volumeLb: numeric({ precision: 9, scale: 1 }).notNull().default("0"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("exercise_logs_effort", sql`${t.effort} between 1 and 10`),
    index().on(t.userId, t.day),
    index().on(t.userId, t.exerciseId, t.day),
    // Her heaviest of an exercise is the first entry here: a record is one probe, however long her history.
    index("exercise_logs_best").on(t.userId, t.exerciseId, t.bestWeightLb.desc().nullsLast()),
    // Taking an exercise out of a plan unlinks its logs (on delete set null): found here, not by reading every log.
    index().on(t.planExerciseId),
  ],
);

/** The trainer's comment on a client's workout of a day; the client is told. */
export const workoutComments = pgTable(
  "workout_comments",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    body: text().notNull(),
    /** The form's key for one attempt: Send tapped twice is one comment (and one message to her). Never shown. */
    requestKey: uuid().unique(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.day)],
);

export type TrainingPlan = typeof trainingPlans.$inferSelect;
export type PlanWorkout = typeof planWorkouts.$inferSelect;
export type PlanExercise = typeof planExercises.$inferSelect;
export type ExerciseLog = typeof exerciseLogs.$inferSelect;
export type WorkoutComment = typeof workoutComments.$inferSelect;
