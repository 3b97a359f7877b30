// What she logs of a planned exercise. Its id is made on her phone, so a log sent again (a retry, the offline queue
// coming back) is the same log: an upsert on the id, which only ever updates her own row; an id of someone else's
// changes nothing and answers "not found". The best weight and the volume are the server's sums of her sets.
//
// Whether it is a record (heavier than every earlier log of the exercise) is decided in the transaction of the
// write, under a lock of her and the exercise: two logs of it sent at once are compared one after the other, and
// the same log sent twice at once is one row with one answer.
import { type Executor, exerciseLogs, planExercises, planWorkouts, trainingPlans } from "@studio/db";
import { bestWeightOf, type ExerciseLogShown, type logExerciseInput, PLAN_DAYS, volumeOf } from "@studio/validators";
import { addDays, studioDate } from "@studio/validators/studio-time";
import { and, desc, eq, isNotNull, isNull, lte, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";
import { fieldError } from "../lib/errors";
import { refusal, says } from "../lib/said";
import { pounds } from "./plan-rows";

export const LOG_COLUMNS = {
  id: exerciseLogs.id,
  planExerciseId: exerciseLogs.planExerciseId,
  exerciseId: exerciseLogs.exerciseId,
  day: exerciseLogs.day,
  sets: exerciseLogs.sets,
  effort: exerciseLogs.effort,
  bestWeightLb: exerciseLogs.bestWeightLb,
  volumeLb: exerciseLogs.volumeLb,
  updatedAt: exerciseLogs.updatedAt,
};

type StoredLog = { bestWeightLb: string | null; volumeLb: string } & Omit<
  ExerciseLogShown,
  "bestWeightLb" | "volumeLb"
>;

/** A log as her page shows it: its pounds as numbers. */
export const shownLog = <Row extends StoredLog>(row: Row) => ({
  ...row,
  bestWeightLb: pounds(row.bestWeightLb),
  volumeLb: Number(row.volumeLb),
});

/** The planned exercise, if it is in a live plan of hers: what it is, and the plan's first day. */
async function plannedForHer(db: Executor, userId: number, planExerciseId: number) {
  const [planned] = await db
    .select({ exerciseId: planExercises.exerciseId, startsOn: trainingPlans.startsOn })
    .from(planExercises)
    .innerJoin(planWorkouts, eq(planWorkouts.id, planExercises.workoutId))
    .innerJoin(trainingPlans, eq(trainingPlans.id, planWorkouts.planId))
    .where(
      and(eq(planExercises.id, planExerciseId), eq(trainingPlans.userId, userId), isNull(trainingPlans.archivedAt)),
    );
  return planned?.startsOn ? { exerciseId: planned.exerciseId, startsOn: planned.startsOn } : null;
}

/** Her heaviest of the exercise in her other logs up to `day`: the best index's first entry that qualifies. */
async function bestBefore(tx: Executor, userId: number, exerciseId: number, day: string, logId: string) {
  const [row] = await tx
    .select({ best: exerciseLogs.bestWeightLb })
    .from(exerciseLogs)
    .where(
      and(
        eq(exerciseLogs.userId, userId),
        eq(exerciseLogs.exerciseId, exerciseId),
        isNotNull(exerciseLogs.bestWeightLb),
        lte(exerciseLogs.day, day),
        ne(exerciseLogs.id, logId),
      ),
    )
    .orderBy(desc(exerciseLogs.bestWeightLb))
    .limit(1);
  return pounds(row?.best ?? null);
}

/** Saves her log (again: it is corrected), answering it as kept and whether it is a record. */
export async function logExercise(services: Services, userId: number, input: z.output<typeof logExerciseInput>) {
  const today = studioDate(services.now());
  if (input.day > today) throw fieldError("day", says("server.training.dayNotYet"));
  const planned = await plannedForHer(services.db, userId, input.planExerciseId);
  if (!planned) throw refusal("NOT_FOUND", "server.training.notInYourPlans");
  if (input.day < planned.startsOn || input.day > addDays(planned.startsOn, PLAN_DAYS - 1))
    throw fieldError("day", says("server.training.dayOutsidePlan"));

  const best = bestWeightOf(input.sets);
  const values = {
    exerciseId: planned.exerciseId,
    planExerciseId: input.planExerciseId,
    day: input.day,
    sets: input.sets,
    effort: input.effort,
    bestWeightLb: best === null ? null : best.toFixed(1),
    volumeLb: volumeOf(input.sets).toFixed(1),
  };
  return services.db.transaction(async (tx) => {
    // Her logs of this exercise wait for one another here, so each compares with the ones before it.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`exercise-log:${userId}:${planned.exerciseId}`}, 0))`,
    );
    const previousBestLb = await bestBefore(tx, userId, planned.exerciseId, input.day, input.id);
    const [saved] = await tx
      .insert(exerciseLogs)
      .values({ id: input.id, userId, ...values })
      .onConflictDoUpdate({
        target: exerciseLogs.id,
        set: { ...values, updatedAt: services.now() },
        // Someone else's log is never changed: the id is refused below as not found.
        setWhere: eq(exerciseLogs.userId, userId),
      })
      .returning(LOG_COLUMNS);
    if (!saved) throw refusal("NOT_FOUND", "server.training.logNotFound");
    return {
      log: shownLog(saved),
      record: best !== null && previousBestLb !== null && best > previousBestLb,
      previousBestLb,
    };
  });
}

/** Removes a log of hers; again, or someone else's, changes nothing. */
export async function removeLog(services: Services, userId: number, id: string) {
  await services.db.delete(exerciseLogs).where(and(eq(exerciseLogs.id, id), eq(exerciseLogs.userId, userId)));
  return { success: true as const };
}
