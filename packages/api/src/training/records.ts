// Her records: the heaviest she has lifted of each exercise, and the day. Each is the first entry of the index on
// (her, exercise, best weight), so the cost is one probe per exercise asked about, however long her history.
import { type Executor, exerciseLogs, exercises } from "@studio/db";
import { inLanguage } from "@studio/validators/in-language";
import type { Language } from "@studio/validators/languages";
import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";

/** Her record in each of these exercises she has lifted a weight in, heaviest first. */
export async function recordsIn(db: Executor, userId: number, exerciseIds: number[], language: Language) {
  if (!exerciseIds.length) return [];
  const heaviest = db
    .select({
      best: sql<string>`${exerciseLogs.bestWeightLb}::text`.as("best"),
      day: sql<string>`${exerciseLogs.day}::text`.as("best_day"),
    })
    .from(exerciseLogs)
    .where(
      and(
        eq(exerciseLogs.userId, userId),
        eq(exerciseLogs.exerciseId, exercises.id),
        isNotNull(exerciseLogs.bestWeightLb),
      ),
    )
    // The first day she lifted it: a record equalled later is still the day it was set.
    .orderBy(desc(exerciseLogs.bestWeightLb), asc(exerciseLogs.day))
    .limit(1)
    .as("heaviest");
  const rows = await db
    .select({
      exerciseId: exercises.id,
      name: exercises.name,
      translations: exercises.translations,
      best: heaviest.best,
      day: heaviest.day,
    })
    .from(exercises)
    .innerJoinLateral(heaviest, sql`true`)
    .where(inArray(exercises.id, exerciseIds));
  return rows
    .map((row) => ({
      exerciseId: row.exerciseId,
      name: inLanguage({ name: row.name }, row.translations, language, "name").name,
      bestWeightLb: Number(row.best),
      day: row.day,
    }))
    .sort((a, b) => b.bestWeightLb - a.bestWeightLb || a.name.localeCompare(b.name));
}
