// The plan template an online program's buyers also get (training_plans.package_id, one live template a program),
// read whole for the program's editor, which can write it into the program's text.
import { type Executor, exercises, planExercises, planWorkouts, trainingPlans } from "@studio/db";
import type { LinkedPlan } from "@studio/validators";
import { and, asc, eq, isNull } from "drizzle-orm";

/** The live template linked to `packageId`, with its workouts in day order and their exercises; null when none. */
export async function linkedPlanOf(db: Executor, packageId: number): Promise<LinkedPlan | null> {
  const [plan] = await db
    .select({ id: trainingPlans.id, title: trainingPlans.title, translations: trainingPlans.translations })
    .from(trainingPlans)
    .where(and(eq(trainingPlans.packageId, packageId), isNull(trainingPlans.userId), isNull(trainingPlans.archivedAt)))
    .limit(1);
  if (!plan) return null;
  // A plan holds a bounded number of workouts and exercises (TRAINING_LIMITS), so this is one bounded read.
  const rows = await db
    .select({
      workoutId: planWorkouts.id,
      day: planWorkouts.day,
      title: planWorkouts.title,
      note: planWorkouts.note,
      translations: planWorkouts.translations,
      exercise: {
        name: exercises.name,
        nameTranslations: exercises.translations,
        sets: planExercises.sets,
        reps: planExercises.reps,
        weightLb: planExercises.weightLb,
        restSeconds: planExercises.restSeconds,
        note: planExercises.note,
        translations: planExercises.translations,
      },
    })
    .from(planWorkouts)
    .leftJoin(planExercises, eq(planExercises.workoutId, planWorkouts.id))
    .leftJoin(exercises, eq(exercises.id, planExercises.exerciseId))
    .where(eq(planWorkouts.planId, plan.id))
    .orderBy(
      asc(planWorkouts.day),
      asc(planWorkouts.position),
      asc(planWorkouts.id),
      asc(planExercises.position),
      asc(planExercises.id),
    );
  const workouts = new Map<number, LinkedPlan["workouts"][number]>();
  for (const row of rows) {
    let workout = workouts.get(row.workoutId);
    if (!workout) {
      workout = { day: row.day, title: row.title, note: row.note, translations: row.translations, exercises: [] };
      workouts.set(row.workoutId, workout);
    }
    const exercise = row.exercise;
    if (!exercise?.name || exercise.sets === null || exercise.reps === null) continue;
    const spanish = { name: exercise.nameTranslations?.es?.name, note: exercise.translations?.es?.note };
    workout.exercises.push({
      name: exercise.name,
      sets: exercise.sets,
      reps: exercise.reps,
      weightLb: exercise.weightLb === null ? null : Number(exercise.weightLb),
      restSeconds: exercise.restSeconds ?? 0,
      note: exercise.note ?? "",
      translations: spanish.name || spanish.note ? { es: spanish } : {},
    });
  }
  return { ...plan, workouts: [...workouts.values()] };
}
