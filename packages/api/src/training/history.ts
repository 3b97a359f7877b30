// Her history for the charts, summed by the database over a period of whole weeks ending with this one: volume per
// week, one exercise's best weight per day, adherence per week (workouts her live plans date that week, and how many
// of them have a log), and her records. Each query reads only the period's rows through an index (her logs by
// (her, day) or (her, exercise, day), her plans' workouts by (plan, day), records by (her, exercise, best)), so the
// cost follows the period asked for, never how long she has trained.
import { exerciseLogs, exercises, planExercises, planWorkouts, trainingPlans } from "@studio/db";
import type { TrainingHistory, trainingHistoryInput } from "@studio/validators";
import { inLanguage } from "@studio/validators/in-language";
import type { Language } from "@studio/validators/languages";
import { studioDate } from "@studio/validators/studio-time";
import { and, asc, between, count, desc, eq, exists, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";
import { recordsIn } from "./records";
import { weeksEndingWith } from "./weeks";

/** The Monday of a date, as text: PostgreSQL's weeks start on Monday. */
const mondayOfSql = (date: ReturnType<typeof sql>) => sql<string>`date_trunc('week', (${date})::timestamp)::date::text`;

/** Her logged volume per week of the period. */
function volumeByWeek(services: Services, userId: number, from: string, to: string) {
  const week = mondayOfSql(sql`${exerciseLogs.day}`);
  return services.db
    .select({ weekOf: week, volumeLb: sql<string>`sum(${exerciseLogs.volumeLb})::text` })
    .from(exerciseLogs)
    .where(and(eq(exerciseLogs.userId, userId), between(exerciseLogs.day, from, to)))
    .groupBy(week);
}

/**
 * The workouts her live plans date in the period, per week, and how many of them have a log of one of their
 * exercises (found by the planned exercise's index, whichever day she logged it).
 */
export function adherenceByWeek(services: Services, userId: number, from: string, to: string) {
  const date = sql`(${trainingPlans.startsOn} + ${planWorkouts.day})`;
  const week = mondayOfSql(date);
  const logged = exists(
    services.db
      .select({ one: sql`1` })
      .from(planExercises)
      .innerJoin(exerciseLogs, eq(exerciseLogs.planExerciseId, planExercises.id))
      .where(and(eq(planExercises.workoutId, planWorkouts.id), eq(exerciseLogs.userId, userId))),
  );
  return services.db
    .select({
      weekOf: week,
      planned: count().mapWith(Number),
      done: sql<number>`count(*) filter (where ${logged})`.mapWith(Number),
    })
    .from(trainingPlans)
    .innerJoin(
      planWorkouts,
      and(
        eq(planWorkouts.planId, trainingPlans.id),
        // The plan's days that fall in the period: a range of the (plan, day) index.
        sql`${planWorkouts.day} between (${from}::date - ${trainingPlans.startsOn}) and (${to}::date - ${trainingPlans.startsOn})`,
      ),
    )
    .where(and(eq(trainingPlans.userId, userId), isNull(trainingPlans.archivedAt)))
    .groupBy(week);
}

/** The exercises she logged in the period, most logged first. */
function exercisesLogged(services: Services, userId: number, from: string, to: string) {
  return services.db
    .select({
      id: exercises.id,
      name: exercises.name,
      translations: exercises.translations,
      logs: count().mapWith(Number),
    })
    .from(exerciseLogs)
    .innerJoin(exercises, eq(exercises.id, exerciseLogs.exerciseId))
    .where(and(eq(exerciseLogs.userId, userId), between(exerciseLogs.day, from, to)))
    .groupBy(exercises.id)
    .orderBy(desc(count()), asc(exercises.name));
}

/** One exercise's best weight and volume per day she logged it in the period. */
function exerciseByDay(services: Services, userId: number, exerciseId: number, from: string, to: string) {
  return services.db
    .select({
      day: exerciseLogs.day,
      bestWeightLb: sql<string | null>`max(${exerciseLogs.bestWeightLb})::text`,
      volumeLb: sql<string>`sum(${exerciseLogs.volumeLb})::text`,
    })
    .from(exerciseLogs)
    .where(
      and(
        eq(exerciseLogs.userId, userId),
        eq(exerciseLogs.exerciseId, exerciseId),
        between(exerciseLogs.day, from, to),
      ),
    )
    .groupBy(exerciseLogs.day)
    .orderBy(asc(exerciseLogs.day));
}

const named = (row: { name: string; translations: object }, language: Language) =>
  inLanguage({ name: row.name }, row.translations, language, "name").name;

export async function trainingHistory(
  services: Services,
  userId: number,
  input: z.output<typeof trainingHistoryInput>,
  language: Language,
): Promise<TrainingHistory> {
  const to = studioDate(services.now());
  const mondays = weeksEndingWith(to, input.weeks);
  const from = mondays[0] ?? to;
  const [volume, adherence, logged] = await Promise.all([
    volumeByWeek(services, userId, from, to),
    adherenceByWeek(services, userId, from, to),
    exercisesLogged(services, userId, from, to),
  ]);
  const chosenId = input.exerciseId ?? logged[0]?.id;
  const [chosen] = chosenId
    ? await services.db
        .select({ id: exercises.id, name: exercises.name, translations: exercises.translations })
        .from(exercises)
        .where(eq(exercises.id, chosenId))
    : [];
  const [days, records] = await Promise.all([
    chosen ? exerciseByDay(services, userId, chosen.id, from, to) : [],
    recordsIn(
      services.db,
      userId,
      logged.map((row) => row.id),
      language,
    ),
  ]);
  return {
    from,
    to,
    weeks: mondays.map((weekOf) => {
      const planned = adherence.find((row) => row.weekOf === weekOf);
      return {
        weekOf,
        volumeLb: Number(volume.find((row) => row.weekOf === weekOf)?.volumeLb ?? 0),
        planned: planned?.planned ?? 0,
        done: planned?.done ?? 0,
      };
    }),
    exercises: logged.map((row) => ({ id: row.id, name: named(row, language), logs: row.logs })),
    exercise: chosen
      ? {
          id: chosen.id,
          name: named(chosen, language),
          days: days.map((row) => ({
            day: row.day,
            bestWeightLb: row.bestWeightLb === null ? null : Number(row.bestWeightLb),
            volumeLb: Number(row.volumeLb),
          })),
        }
      : null,
    records,
  };
}
