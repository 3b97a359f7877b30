// Saving a plan as one document, a template or a client's copy alike: what is sent is what is kept. A row sent with
// its id is that row, changed in place (moved to another workout, even), so the logs that answer a planned exercise
// keep pointing at it; a row sent without one is new; a row left out is deleted. Only rows that changed are written,
// so saving a long plan after a small edit writes that edit. The caller holds the plan's row lock.
import { type Executor, exercises, planExercises, planWorkouts, trainingPlans } from "@studio/db";
import type { planWorkoutInput, templateSaveInput } from "@studio/validators";
import { writtenTranslations } from "@studio/validators/in-language";
import { eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { fieldError } from "../lib/errors";
import { exerciseRows, newWorkoutIds, type StoredExercise, type StoredWorkout, workoutRows } from "./plan-rows";

type WorkoutSent = z.output<typeof planWorkoutInput>;

/** The document as the schema gives it (a template's or a client's copy's). */
export type PlanSent = Pick<z.output<typeof templateSaveInput>, "title" | "translations" | "workouts">;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const weightText = (weightLb: number | null) => (weightLb === null ? null : weightLb.toFixed(1));

/**
 * Every library exercise the document names exists, and one archived since is only kept where it already was (a
 * new row, or a row changed to it, must name one in use).
 */
async function checkLibrary(tx: Executor, plan: PlanSent, kept: Map<number, StoredExercise>) {
  const named = [...new Set(plan.workouts.flatMap((workout) => workout.exercises.map((row) => row.exerciseId)))];
  if (!named.length) return;
  const found = await tx
    .select({ id: exercises.id, archivedAt: exercises.archivedAt })
    .from(exercises)
    .where(inArray(exercises.id, named));
  const library = new Map(found.map((row) => [row.id, row]));
  for (const [w, workout] of plan.workouts.entries()) {
    for (const [e, row] of workout.exercises.entries()) {
      const path = ["workouts", w, "exercises", e, "exerciseId"];
      const exercise = library.get(row.exerciseId);
      if (!exercise) throw fieldError(path, "This exercise is not in the library");
      const already = row.id !== undefined && kept.get(row.id)?.exerciseId === row.exerciseId;
      if (exercise.archivedAt && !already)
        throw fieldError(path, "This exercise is archived: restore it in the library to use it");
    }
  }
}

/** Rows sent with an id must be this plan's own: another plan's row is refused, naming it. */
function checkOwnRows(plan: PlanSent, workouts: Map<number, StoredWorkout>, rows: Map<number, StoredExercise>) {
  for (const [w, workout] of plan.workouts.entries()) {
    if (workout.id !== undefined && !workouts.has(workout.id))
      throw fieldError(["workouts", w, "id"], "This workout is not part of this plan");
    for (const [e, row] of workout.exercises.entries())
      if (row.id !== undefined && !rows.has(row.id))
        throw fieldError(["workouts", w, "exercises", e, "id"], "This exercise row is not part of this plan");
  }
}

/** Two workouts on one day keep the order they were sent in. */
function positionsByDay(workouts: readonly WorkoutSent[]): number[] {
  const perDay = new Map<number, number>();
  return workouts.map((workout) => {
    const position = perDay.get(workout.day) ?? 0;
    perDay.set(workout.day, position + 1);
    return position;
  });
}

/** Writes `plan` over the plan `planId` (its row locked by the caller); answers nothing, the caller reads it back. */
export async function savePlanDocument(tx: Executor, planId: number, plan: PlanSent, extra: { startsOn?: string }) {
  const [storedWorkouts, storedRows] = await Promise.all([workoutRows(tx, planId), exerciseRows(tx, planId)]);
  const workouts = new Map(storedWorkouts.map((row) => [row.id, row]));
  const rows = new Map(storedRows.map((row) => [row.id, row]));
  checkOwnRows(plan, workouts, rows);
  await checkLibrary(tx, plan, rows);

  // Rows left out go first, so a kept row moved into a new workout never meets them.
  const keptRows = new Set(plan.workouts.flatMap((workout) => workout.exercises.flatMap((row) => row.id ?? [])));
  const goneRows = storedRows.filter((row) => !keptRows.has(row.id)).map((row) => row.id);
  if (goneRows.length) await tx.delete(planExercises).where(inArray(planExercises.id, goneRows));

  const fresh = plan.workouts.filter((workout) => workout.id === undefined);
  const freshIds = await newWorkoutIds(tx, fresh.length);
  const positions = positionsByDay(plan.workouts);
  let nextFresh = 0;
  const workoutIds = plan.workouts.map((workout) => workout.id ?? (freshIds[nextFresh++] as number));

  const newWorkouts = [];
  for (const [w, workout] of plan.workouts.entries()) {
    const values = {
      day: workout.day,
      position: positions[w] ?? 0,
      title: workout.title,
      note: workout.note,
    };
    const stored = workout.id === undefined ? undefined : workouts.get(workout.id);
    if (!stored) {
      newWorkouts.push({
        id: workoutIds[w] as number,
        planId,
        ...values,
        translations: writtenTranslations(workout.translations ?? {}),
      });
      continue;
    }
    const translations = workout.translations ? writtenTranslations(workout.translations) : stored.translations;
    const changed =
      !same(values, { day: stored.day, position: stored.position, title: stored.title, note: stored.note }) ||
      !same(translations, stored.translations);
    if (changed)
      await tx
        .update(planWorkouts)
        .set({ ...values, translations })
        .where(eq(planWorkouts.id, stored.id));
  }
  if (newWorkouts.length) await tx.insert(planWorkouts).values(newWorkouts);

  const newRows = [];
  for (const [w, workout] of plan.workouts.entries()) {
    for (const [e, row] of workout.exercises.entries()) {
      const values = {
        workoutId: workoutIds[w] as number,
        exerciseId: row.exerciseId,
        position: e,
        sets: row.sets,
        reps: row.reps,
        weightLb: weightText(row.weightLb),
        restSeconds: row.restSeconds,
        note: row.note,
      };
      const stored = row.id === undefined ? undefined : rows.get(row.id);
      if (!stored) {
        newRows.push({ ...values, translations: writtenTranslations(row.translations ?? {}) });
        continue;
      }
      const translations = row.translations ? writtenTranslations(row.translations) : stored.translations;
      const before = {
        workoutId: stored.workoutId,
        exerciseId: stored.exerciseId,
        position: stored.position,
        sets: stored.sets,
        reps: stored.reps,
        weightLb: stored.weightLb,
        restSeconds: stored.restSeconds,
        note: stored.note,
      };
      if (!same(values, before) || !same(translations, stored.translations))
        await tx
          .update(planExercises)
          .set({ ...values, translations })
          .where(eq(planExercises.id, stored.id));
    }
  }
  if (newRows.length) await tx.insert(planExercises).values(newRows);

  // Workouts left out last: their exercises that were kept have moved out of them by now.
  const keptWorkouts = new Set(workoutIds);
  const goneWorkouts = storedWorkouts.filter((row) => !keptWorkouts.has(row.id)).map((row) => row.id);
  if (goneWorkouts.length) await tx.delete(planWorkouts).where(inArray(planWorkouts.id, goneWorkouts));

  await tx
    .update(trainingPlans)
    .set({
      title: plan.title,
      ...(plan.translations ? { translations: writtenTranslations(plan.translations) } : {}),
      ...(extra.startsOn ? { startsOn: extra.startsOn } : {}),
    })
    .where(eq(trainingPlans.id, planId));
}
