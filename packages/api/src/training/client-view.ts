// The trainer's view of one client's training: her live plans, this Miami week's workouts and how many she did,
// the last day she logged, her records, and the days she logged (newest first, a page at a time) with what she did
// and the comments on each. Every part is read through her own indexes: her logs by (her, day), her plans by her.
import { exerciseLogs, exercises, trainingPlans } from "@studio/db";
import type { ClientTraining, clientTrainingInput } from "@studio/validators";
import { addDays, studioDate } from "@studio/validators/studio-time";
import { and, asc, countDistinct, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";
import { offsetOf, pageOf } from "../lib/paging";
import { clientAccount } from "./client-account";
import { commentsOfDays } from "./comments";
import { adherenceByWeek } from "./history";
import { LOG_COLUMNS, shownLog } from "./logs";
import { planEndsOn, workoutCount } from "./plan-rows";
import { claimProgramPlans } from "./program-plans";
import { recordsIn } from "./records";
import { weekAround } from "./weeks";

/** Her records are looked for among the exercises she logged in this many recent weeks. */
const RECORD_WEEKS = 26;

const mine = (userId: number) => eq(exerciseLogs.userId, userId);

/** Her live plans with their size and last workout's day. */
function livePlansOf(services: Services, userId: number) {
  return services.db
    .select({
      id: trainingPlans.id,
      title: trainingPlans.title,
      startsOn: sql<string>`${trainingPlans.startsOn}::text`,
      endsOn: planEndsOn,
      templateId: trainingPlans.templateId,
      bookingId: trainingPlans.bookingId,
      workouts: workoutCount.mapWith(Number),
    })
    .from(trainingPlans)
    .where(and(eq(trainingPlans.userId, userId), isNull(trainingPlans.archivedAt)))
    .orderBy(asc(trainingPlans.startsOn), asc(trainingPlans.id));
}

async function lastLoggedDay(services: Services, userId: number): Promise<string | null> {
  const [last] = await services.db
    .select({ day: exerciseLogs.day })
    .from(exerciseLogs)
    .where(mine(userId))
    .orderBy(desc(exerciseLogs.day))
    .limit(1);
  return last?.day ?? null;
}

/** A page of the days she logged, newest first, each with its logs and the comments on it. */
async function loggedDays(services: Services, userId: number, query: { page: number; pageSize: number }) {
  const [days, [counted]] = await Promise.all([
    services.db
      .select({ day: exerciseLogs.day })
      .from(exerciseLogs)
      .where(mine(userId))
      .groupBy(exerciseLogs.day)
      .orderBy(desc(exerciseLogs.day))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    services.db
      .select({ total: countDistinct(exerciseLogs.day) })
      .from(exerciseLogs)
      .where(mine(userId)),
  ]);
  const shown = days.map((row) => row.day);
  const [logs, comments] = await Promise.all([
    shown.length
      ? services.db
          .select({ ...LOG_COLUMNS, exerciseName: exercises.name })
          .from(exerciseLogs)
          .innerJoin(exercises, eq(exercises.id, exerciseLogs.exerciseId))
          .where(and(mine(userId), inArray(exerciseLogs.day, shown)))
          .orderBy(asc(exerciseLogs.createdAt), asc(exerciseLogs.id))
      : [],
    commentsOfDays(services.db, userId, shown),
  ]);
  const items = shown.map((day) => ({
    day,
    logs: logs.filter((log) => log.day === day).map(shownLog),
    comments: comments.filter((comment) => comment.day === day),
  }));
  return pageOf(items, counted?.total ?? 0, query);
}

export async function clientTraining(
  services: Services,
  input: z.output<typeof clientTrainingInput>,
): Promise<ClientTraining> {
  const account = await clientAccount(services.db, input.userId);
  await claimProgramPlans(services, { userId: input.userId, email: account.email });
  const today = studioDate(services.now());
  const week = weekAround(today);
  const recent = services.db
    .selectDistinct({ id: exerciseLogs.exerciseId })
    .from(exerciseLogs)
    .where(and(mine(input.userId), gte(exerciseLogs.day, addDays(today, -7 * RECORD_WEEKS))));
  const [plans, [done], last, days, logged] = await Promise.all([
    livePlansOf(services, input.userId),
    adherenceByWeek(services, input.userId, week.from, week.to),
    lastLoggedDay(services, input.userId),
    loggedDays(services, input.userId, input),
    recent,
  ]);
  return {
    userId: input.userId,
    ...account,
    plans,
    week: { ...week, planned: done?.planned ?? 0, done: done?.done ?? 0 },
    lastLoggedDay: last,
    records: await recordsIn(
      services.db,
      input.userId,
      logged.map((row) => row.id),
      "en",
    ),
    days,
  };
}
