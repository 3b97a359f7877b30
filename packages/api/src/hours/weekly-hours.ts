// The trainer's weekly template: the start hours of each weekday, for each kind of session.
import { weeklyHours } from "@studio/db";
import { SESSION_TYPES, type SessionType, type WeeklyHoursInput } from "@studio/validators";
import { asc, sql } from "drizzle-orm";
import type { Services } from "../context";
import { changingHours } from "./opening-hours";

const weekOf = (sessionType: SessionType, rows: { sessionType: SessionType; weekday: number; hours: number[] }[]) => ({
  sessionType,
  days: Array.from({ length: 7 }, (_, weekday) => ({
    weekday,
    hours: rows.find((row) => row.sessionType === sessionType && row.weekday === weekday)?.hours ?? [],
  })),
});

/** Both kinds' weeks, Sunday first. */
export async function weeklyTemplates(services: Services) {
  const rows = await services.db.select().from(weeklyHours).orderBy(asc(weeklyHours.weekday));
  return SESSION_TYPES.map((sessionType) => weekOf(sessionType, rows));
}

/**
 * Saves one kind's whole week at once: an upsert of its seven days in one transaction, so the same save sent
 * twice leaves the same week, and bookings never see half of it.
 */
export async function saveWeeklyHours(services: Services, input: WeeklyHoursInput) {
  const rows = input.days.map((day) => ({
    sessionType: input.sessionType,
    weekday: day.weekday,
    hours: [...day.hours].sort((a, b) => a - b),
  }));
  await services.db.transaction(async (tx) => {
    await changingHours(tx);
    await tx
      .insert(weeklyHours)
      .values(rows)
      .onConflictDoUpdate({
        target: [weeklyHours.sessionType, weeklyHours.weekday],
        set: { hours: sql`excluded.hours`, updatedAt: services.now() },
      });
  });
  return weekOf(input.sessionType, rows);
}
