// A template copied to a client: her own plan, dated from its first day, with its own rows, so the trainer's later
// edits of the template never reach it and her adjustments never reach the template. One copy per attempt of the
// trainer's form (`requestKey`) and per online program purchase (`bookingId`): both are unique, so a repeat or a
// concurrent twin inserts nothing and answers null.
import { type Executor, planExercises, planWorkouts, trainingPlans } from "@studio/db";
import { eq } from "drizzle-orm";
import { exerciseRows, newWorkoutIds, workoutRows } from "./plan-rows";

export interface CopyTarget {
  userId: number;
  /** Her day 0 (Miami). */
  startsOn: string;
  requestKey?: string | null;
  bookingId?: number | null;
}

/** Copies the template `templateId` for a client; the new plan's id, or null when its key was taken already. */
export async function copyPlan(tx: Executor, templateId: number, target: CopyTarget): Promise<number | null> {
  // Shared with other copies, exclusive of a save of the template (its row's lock): a copy is of one version.
  const [template] = await tx
    .select({ title: trainingPlans.title, translations: trainingPlans.translations })
    .from(trainingPlans)
    .where(eq(trainingPlans.id, templateId))
    .for("share");
  if (!template) return null;
  const [plan] = await tx
    .insert(trainingPlans)
    .values({
      ...template,
      userId: target.userId,
      startsOn: target.startsOn,
      templateId,
      requestKey: target.requestKey ?? null,
      bookingId: target.bookingId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: trainingPlans.id });
  if (!plan) return null;

  const [workouts, rows] = await Promise.all([workoutRows(tx, templateId), exerciseRows(tx, templateId)]);
  const ids = await newWorkoutIds(tx, workouts.length);
  const copyOf = new Map(workouts.map((workout, n) => [workout.id, ids[n] as number]));
  if (workouts.length)
    await tx
      .insert(planWorkouts)
      .values(workouts.map(({ id, ...workout }) => ({ ...workout, id: copyOf.get(id) as number, planId: plan.id })));
  if (rows.length)
    await tx.insert(planExercises).values(
      rows.map((row) => ({
        workoutId: copyOf.get(row.workoutId) as number,
        exerciseId: row.exerciseId,
        position: row.position,
        sets: row.sets,
        reps: row.reps,
        weightLb: row.weightLb,
        restSeconds: row.restSeconds,
        note: row.note,
        translations: row.translations,
      })),
    );
  return plan.id;
}
