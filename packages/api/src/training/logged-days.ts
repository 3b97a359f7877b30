// The days a client logged an exercise: what other domains count as her training days (the tracker's streak).
import { type Executor, exerciseLogs } from "@studio/db";
import { desc, eq } from "drizzle-orm";

/** Days read at most: a streak walks back from today and stops at its first gap long before this. */
const DAYS_READ = 1000;

/** Her days with at least one logged exercise, newest first (the (her, day) index, one entry per day). */
export async function loggedDaysOf(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ day: exerciseLogs.day })
    .from(exerciseLogs)
    .where(eq(exerciseLogs.userId, userId))
    .orderBy(desc(exerciseLogs.day))
    .limit(DAYS_READ);
  return rows.map((row) => row.day);
}
