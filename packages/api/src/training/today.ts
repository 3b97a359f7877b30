// Her day's training: the workouts her live plans date on the day (today in Miami, or another day she looks at),
// each exercise with the library's picture, cues and video in her language, what the trainer prescribes, her log of
// it that day and what she did last time; the trainer's comments on the day; the next day with a workout. Every read
// is bounded by the day: her plans (a few), the day's workouts, and for "last time" one entry of the (her, exercise,
// day) index per exercise.
import { exerciseLogs, exercises, planExercises, planWorkouts, trainingPlans } from "@studio/db";
import { TRAINING_LIMITS, type TrainingDay } from "@studio/validators";
import { inLanguage } from "@studio/validators/in-language";
import type { Language } from "@studio/validators/languages";
import { studioDate } from "@studio/validators/studio-time";
import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Services } from "../context";
import { commentsOfDays } from "./comments";
import { LOG_COLUMNS, shownLog } from "./logs";
import { planEndsOn, pounds } from "./plan-rows";
import { claimProgramPlans } from "./program-plans";

/** Her plans in use. */
const herLivePlans = (userId: number) => and(eq(trainingPlans.userId, userId), isNull(trainingPlans.archivedAt));

/** The plan's day that falls on `day` (0 is its first), as the database counts it. */
const planDayOn = (day: string) => sql`(${day}::date - ${trainingPlans.startsOn})`;

/** Her live plans, with the day of each one's last workout. */
function livePlans(services: Services, userId: number) {
  return services.db
    .select({
      id: trainingPlans.id,
      title: trainingPlans.title,
      translations: trainingPlans.translations,
      startsOn: sql<string>`${trainingPlans.startsOn}::text`,
      endsOn: planEndsOn,
    })
    .from(trainingPlans)
    .where(herLivePlans(userId))
    .orderBy(asc(trainingPlans.startsOn), asc(trainingPlans.id))
    .limit(TRAINING_LIMITS.livePlans);
}

/** The workouts her live plans date on `day`, in plan and then workout order. */
function workoutsOn(services: Services, userId: number, day: string) {
  return services.db
    .select({
      id: planWorkouts.id,
      planId: trainingPlans.id,
      planTitle: trainingPlans.title,
      planTranslations: trainingPlans.translations,
      planDay: planWorkouts.day,
      title: planWorkouts.title,
      note: planWorkouts.note,
      translations: planWorkouts.translations,
    })
    .from(trainingPlans)
    .innerJoin(planWorkouts, eq(planWorkouts.planId, trainingPlans.id))
    .where(and(herLivePlans(userId), eq(planWorkouts.day, planDayOn(day))))
    .orderBy(asc(trainingPlans.startsOn), asc(trainingPlans.id), asc(planWorkouts.position), asc(planWorkouts.id))
    .limit(TRAINING_LIMITS.workoutsPerDay);
}

/** The workouts' exercises with the library's own, and her latest log of the same exercise before `day`. */
function exercisesOf(services: Services, userId: number, workoutIds: number[], day: string) {
  const lastTime = services.db
    .select({
      day: sql<string>`${exerciseLogs.day}::text`.as("last_day"),
      sets: sql<{ reps: number; weightLb: number | null }[]>`${exerciseLogs.sets}`.as("last_sets"),
      bestWeightLb: sql<string | null>`${exerciseLogs.bestWeightLb}::text`.as("last_best"),
    })
    .from(exerciseLogs)
    .where(
      and(
        eq(exerciseLogs.userId, userId),
        eq(exerciseLogs.exerciseId, planExercises.exerciseId),
        lt(exerciseLogs.day, day),
      ),
    )
    .orderBy(desc(exerciseLogs.day), desc(exerciseLogs.updatedAt))
    .limit(1)
    .as("last_time");
  return services.db
    .select({
      planExerciseId: planExercises.id,
      workoutId: planExercises.workoutId,
      position: planExercises.position,
      sets: planExercises.sets,
      reps: planExercises.reps,
      weightLb: planExercises.weightLb,
      restSeconds: planExercises.restSeconds,
      note: planExercises.note,
      translations: planExercises.translations,
      exercise: {
        id: exercises.id,
        name: exercises.name,
        cues: exercises.cues,
        imageUrl: exercises.imageUrl,
        videoUrl: exercises.videoUrl,
        equipment: exercises.equipment,
        muscleGroups: exercises.muscleGroups,
        translations: exercises.translations,
      },
      lastDay: lastTime.day,
      lastSets: lastTime.sets,
      lastBest: lastTime.bestWeightLb,
    })
    .from(planExercises)
    .innerJoin(exercises, eq(exercises.id, planExercises.exerciseId))
    .leftJoinLateral(lastTime, sql`true`)
    .where(inArray(planExercises.workoutId, workoutIds))
    .orderBy(asc(planExercises.position), asc(planExercises.id));
}

/** Her logs of these planned exercises on `day` (the (her, day) index), the latest first. */
function logsOn(services: Services, userId: number, planExerciseIds: number[], day: string) {
  return services.db
    .select(LOG_COLUMNS)
    .from(exerciseLogs)
    .where(
      and(
        eq(exerciseLogs.userId, userId),
        eq(exerciseLogs.day, day),
        inArray(exerciseLogs.planExerciseId, planExerciseIds),
      ),
    )
    .orderBy(desc(exerciseLogs.updatedAt));
}

/** The first day after `day` that one of her live plans has a workout on. */
async function nextWorkoutDay(services: Services, userId: number, day: string): Promise<string | null> {
  const [next] = await services.db
    .select({ day: sql<string | null>`min(${trainingPlans.startsOn} + ${planWorkouts.day})::text` })
    .from(trainingPlans)
    .innerJoin(planWorkouts, eq(planWorkouts.planId, trainingPlans.id))
    .where(and(herLivePlans(userId), gt(planWorkouts.day, planDayOn(day))));
  return next?.day ?? null;
}

type Shown<Row> = Omit<Row, "translations"> & { language: Language };
const shownIn = <Row extends { translations: object }, Fields extends string>(
  row: Row,
  language: Language,
  main: Fields,
): Shown<Row> => {
  const { translations, ...rest } = row;
  return inLanguage(rest, translations as Record<string, Partial<Record<Fields, string>>>, language, main);
};

/** Her training on `day` (today when left out), in `language` where the trainer wrote it. */
export async function trainingDay(
  services: Services,
  client: { userId: number; email: string },
  language: Language,
  asked?: string,
): Promise<TrainingDay> {
  const today = studioDate(services.now());
  const day = asked ?? today;
  await claimProgramPlans(services, client);
  const [plans, workouts, comments] = await Promise.all([
    livePlans(services, client.userId),
    workoutsOn(services, client.userId, day),
    commentsOfDays(services.db, client.userId, [day]),
  ]);
  const rows = workouts.length
    ? await exercisesOf(
        services,
        client.userId,
        workouts.map((w) => w.id),
        day,
      )
    : [];
  const logs = rows.length
    ? await logsOn(
        services,
        client.userId,
        rows.map((row) => row.planExerciseId),
        day,
      )
    : [];
  const next = await nextWorkoutDay(services, client.userId, day);
  return {
    day,
    today,
    plans: plans.map((plan) => shownIn(plan, language, "title")),
    workouts: workouts.map(({ planTranslations, planTitle, ...workout }) => ({
      ...shownIn(workout, language, "title"),
      planTitle: inLanguage({ title: planTitle }, planTranslations, language, "title").title,
      exercises: rows
        .filter((row) => row.workoutId === workout.id)
        .map(({ workoutId: _w, exercise, lastDay, lastSets, lastBest, weightLb, ...row }) => {
          const log = logs.find((entry) => entry.planExerciseId === row.planExerciseId);
          return {
            ...shownIn(row, language, "note"),
            weightLb: pounds(weightLb),
            exercise: shownIn(exercise, language, "name"),
            log: log ? shownLog(log) : null,
            lastTime: lastDay ? { day: lastDay, sets: lastSets ?? [], bestWeightLb: pounds(lastBest) } : null,
          };
        })
        .map(({ language: _l, ...row }) => row),
    })),
    nextWorkoutDay: next,
    comments,
  };
}
