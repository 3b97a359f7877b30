// A plan read whole: its row, its workouts by day and their exercises with the library's names. Templates and
// clients' copies are the same document; what sets them apart (a client and a first day) is in the row.
import { type Executor, exercises, packages, planExercises, planWorkouts, trainingPlans } from "@studio/db";
import type { PlanDocument } from "@studio/validators";
import { and, asc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { refusal } from "../lib/said";

export const planNotFound = () => refusal("NOT_FOUND", "server.training.planNotFound");

/** A numeric column as drizzle gives it (text) to the number the API answers. */
export const pounds = (value: string | null) => (value === null ? null : Number(value));

/**
 * The outer plan's columns inside a correlated subquery, named in full: drizzle writes a one-table select's columns
 * unqualified, and a bare "id" there would be the inner table's.
 */
const outerPlan = {
  id: sql`${sql.identifier("training_plans")}.${sql.identifier("id")}`,
  startsOn: sql`${sql.identifier("training_plans")}.${sql.identifier("starts_on")}`,
};

/** The plan's workouts counted, and the day of its last one (null with none), each read by the (plan, day) index. */
export const workoutCount = sql<number>`(select count(*) from ${planWorkouts} where ${planWorkouts.planId} = ${outerPlan.id})`;
export const lastPlanDay = sql<
  number | null
>`(select max(${planWorkouts.day}) from ${planWorkouts} where ${planWorkouts.planId} = ${outerPlan.id})`;
/** A client's copy's last workout's date. */
export const planEndsOn = sql<string | null>`(${outerPlan.startsOn} + ${lastPlanDay})::text`;

/** Which plans a read may find: a template (no client) or a client's copy. */
export const isTemplate: SQL = isNull(trainingPlans.userId);
export const isCopy: SQL = isNotNull(trainingPlans.userId);

const PLAN = {
  id: trainingPlans.id,
  title: trainingPlans.title,
  translations: trainingPlans.translations,
  userId: trainingPlans.userId,
  startsOn: trainingPlans.startsOn,
  templateId: trainingPlans.templateId,
  bookingId: trainingPlans.bookingId,
  packageId: trainingPlans.packageId,
  packageName: packages.name,
  linkedAt: trainingPlans.linkedAt,
  archivedAt: trainingPlans.archivedAt,
  createdAt: trainingPlans.createdAt,
  updatedAt: trainingPlans.updatedAt,
};

/** The plan's workouts in the order a day shows them. */
export const workoutRows = (db: Executor, planId: number) =>
  db
    .select({
      id: planWorkouts.id,
      day: planWorkouts.day,
      position: planWorkouts.position,
      title: planWorkouts.title,
      note: planWorkouts.note,
      translations: planWorkouts.translations,
    })
    .from(planWorkouts)
    .where(eq(planWorkouts.planId, planId))
    .orderBy(asc(planWorkouts.day), asc(planWorkouts.position), asc(planWorkouts.id));

/** Every exercise of the plan's workouts, in their order, with the library's name and state. */
export const exerciseRows = (db: Executor, planId: number) =>
  db
    .select({
      id: planExercises.id,
      workoutId: planExercises.workoutId,
      exerciseId: planExercises.exerciseId,
      exerciseName: exercises.name,
      exerciseArchivedAt: exercises.archivedAt,
      position: planExercises.position,
      sets: planExercises.sets,
      reps: planExercises.reps,
      weightLb: planExercises.weightLb,
      restSeconds: planExercises.restSeconds,
      note: planExercises.note,
      translations: planExercises.translations,
    })
    .from(planExercises)
    .innerJoin(planWorkouts, eq(planWorkouts.id, planExercises.workoutId))
    .innerJoin(exercises, eq(exercises.id, planExercises.exerciseId))
    .where(eq(planWorkouts.planId, planId))
    .orderBy(asc(planExercises.position), asc(planExercises.id));

/** Ids for `count` new workouts, drawn from the sequence first, so the exercises written with them know theirs. */
export async function newWorkoutIds(tx: Executor, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('plan_workouts', 'id'))`.mapWith(Number) })
    .from(sql`generate_series(1, ${count}::int)`);
  return rows.map((row) => row.id);
}

export type StoredWorkout = Awaited<ReturnType<typeof workoutRows>>[number];
export type StoredExercise = Awaited<ReturnType<typeof exerciseRows>>[number];

/** The plan whole, if `kind` (a template or a copy) finds it; refused as not found otherwise. */
export async function planDocument(db: Executor, id: number, kind: SQL): Promise<PlanDocument> {
  const [plan] = await db
    .select(PLAN)
    .from(trainingPlans)
    .leftJoin(packages, eq(packages.id, trainingPlans.packageId))
    .where(and(eq(trainingPlans.id, id), kind));
  if (!plan) throw planNotFound();
  const [workouts, rows] = await Promise.all([workoutRows(db, id), exerciseRows(db, id)]);
  const byWorkout = new Map<number, PlanDocument["workouts"][number]["exercises"]>();
  for (const { workoutId, exerciseArchivedAt, weightLb, ...row } of rows) {
    const shown = { ...row, weightLb: pounds(weightLb), exerciseArchived: exerciseArchivedAt !== null };
    byWorkout.set(workoutId, [...(byWorkout.get(workoutId) ?? []), shown]);
  }
  return {
    ...plan,
    packageName: plan.packageName ?? null,
    workouts: workouts.map((workout) => ({ ...workout, exercises: byWorkout.get(workout.id) ?? [] })),
  };
}
