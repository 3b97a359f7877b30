// The client's daily log: one entry per Miami day, streaks with one rest day a week (a day she logged an exercise
// counts as much as a day with an entry), achievements at save.
import { progressTrackers } from "@studio/db";
import { achievementEmoji, type progressInput } from "@studio/validators";
import { addDays, mondayOf, studioDate } from "@studio/validators/studio-time";
import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";
import { insertedRow } from "../lib/inserted-row";
import { loggedDaysOf } from "../training/logged-days";

/**
 * Consecutive days with an entry, ending today (or yesterday, before today's entry). A single missed day is
 * forgiven once per week (Monday to Sunday) as a planned rest day, as long as the days around it are logged.
 */
export function streakOf(days: Set<string>, today: string): number {
  let cursor = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  const restWeeks = new Set<string>();
  for (;;) {
    if (days.has(cursor)) {
      streak++;
    } else if (!restWeeks.has(mondayOf(cursor)) && days.has(addDays(cursor, -1))) {
      restWeeks.add(mondayOf(cursor));
    } else {
      return streak;
    }
    cursor = addDays(cursor, -1);
  }
}

export function streakEmoji(streak: number): string {
  if (streak >= 30) return "👑";
  if (streak >= 14) return "🏆";
  if (streak >= 7) return "⭐";
  if (streak >= 3) return "🔥";
  if (streak >= 1) return "💪";
  return "🌱";
}

async function entryDays(services: Services, userId: number) {
  const rows = await services.db
    .select({ day: progressTrackers.entryDay, mood: progressTrackers.moodRating })
    .from(progressTrackers)
    .where(eq(progressTrackers.userId, userId))
    .orderBy(desc(progressTrackers.entryDay));
  return rows;
}

/** Her days to count: each with a tracker entry, or with an exercise logged (a training day is a day she moved). */
async function activeDays(services: Services, userId: number, trackerDays: readonly string[]) {
  return new Set([...trackerDays, ...(await loggedDaysOf(services.db, userId))]);
}

export async function streakFor(services: Services, userId: number) {
  const rows = await entryDays(services, userId);
  const days = await activeDays(
    services,
    userId,
    rows.map((row) => row.day),
  );
  const streak = streakOf(days, studioDate(services.now()));
  return { streak, emoji: streakEmoji(streak) };
}

export function entriesFor(services: Services, userId: number) {
  return services.db
    .select()
    .from(progressTrackers)
    .where(eq(progressTrackers.userId, userId))
    .orderBy(desc(progressTrackers.entryDay));
}

/** Saves today's entry (again: it updates), and returns it with the achievements it earned. */
export async function saveProgress(services: Services, userId: number, input: z.output<typeof progressInput>) {
  const now = services.now();
  const today = studioDate(now);
  const before = (await entryDays(services, userId)).filter((row) => row.day !== today);
  const days = await activeDays(services, userId, [...before.map((row) => row.day), today]);
  const streak = streakOf(days, today);
  const previousMood = before[0]?.mood;
  const achievements = [
    input.workoutCompleted ? "workout-complete" : null,
    ...[3, 7, 14, 30].map((n) => (streak === n ? `${n}-day-streak` : null)),
    previousMood !== undefined && input.moodRating > previousMood ? "mood-improver" : null,
  ].filter((code): code is string => code !== null);

  const values = {
    moodRating: input.moodRating,
    energyLevel: input.energyLevel,
    workoutCompleted: input.workoutCompleted,
    workoutType: input.workoutType,
    notes: input.notes,
    achievements: achievements.join(",") || null,
    date: now,
  };
  const entry = insertedRow(
    await services.db
      .insert(progressTrackers)
      .values({ userId, entryDay: today, ...values })
      .onConflictDoUpdate({ target: [progressTrackers.userId, progressTrackers.entryDay], set: values })
      .returning(),
    "progress_trackers",
  );
  return {
    success: true,
    data: entry,
    streak: { streak, emoji: streakEmoji(streak) },
    achievementEmojis: achievements.join(","),
    achievementIcons: achievements.map(achievementEmoji).join(" "),
  };
}
