// "Today's workout": on a day her plan has a workout, a morning nudge to each client who opted in. The sweep runs
// every 15 minutes of the morning (so a server down at 7 catches up) and skips whoever has it already; the job's
// once-per-device key keeps two runs from sending it twice. It reads the training tables and changes none.
import { planWorkouts, pushDeliveries, pushSubscriptions, sessionReminders, trainingPlans } from "@studio/db";
import { pathIn } from "@studio/i18n/paths";
import { TRAINING_PAGE_PATH } from "@studio/validators/kinds";
import { LANGUAGES, type Language } from "@studio/validators/languages";
import { HOUR_MS, studioDate } from "@studio/validators/studio-time";
import { and, asc, eq, isNotNull, isNull, lte, notExists, sql } from "drizzle-orm";
import type { Services } from "../context";
import { says } from "../lib/said";
import type { PushMessage } from "../ports/queue";
import { notifyClient } from "./notify";

/** Clients told per run: the next run, 15 minutes on, takes the rest. */
const BATCH = 500;

export async function sendTodaysWorkouts(services: Services): Promise<number> {
  const now = services.now();
  const today = studioDate(now);
  const key = `todays-workout:${today}`;
  const rows = await services.db
    .selectDistinctOn([trainingPlans.userId], {
      userId: trainingPlans.userId,
      title: planWorkouts.title,
      translations: planWorkouts.translations,
    })
    .from(trainingPlans)
    .innerJoin(
      planWorkouts,
      and(
        eq(planWorkouts.planId, trainingPlans.id),
        sql`${planWorkouts.day} = ${today}::date - ${trainingPlans.startsOn}`,
      ),
    )
    .innerJoin(
      sessionReminders,
      and(eq(sessionReminders.userId, trainingPlans.userId), eq(sessionReminders.pushTodaysWorkout, true)),
    )
    .where(
      and(
        isNotNull(trainingPlans.userId),
        isNull(trainingPlans.archivedAt),
        lte(trainingPlans.startsOn, today),
        notExists(
          services.db
            .select({ one: pushDeliveries.id })
            .from(pushDeliveries)
            .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
            .where(and(eq(pushSubscriptions.userId, trainingPlans.userId), eq(pushDeliveries.noticeKey, key))),
        ),
      ),
    )
    .orderBy(asc(trainingPlans.userId), asc(planWorkouts.position), asc(planWorkouts.id))
    .limit(BATCH);
  let queued = 0;
  for (const row of rows) {
    if (row.userId === null) continue;
    const titleIn = (language: Language) => (language === "en" ? undefined : row.translations[language]?.title);
    const told = await notifyClient(
      services,
      { userId: row.userId },
      {
        kind: "todaysWorkout",
        key,
        expiresAt: new Date(now.getTime() + 12 * HOUR_MS).toISOString(),
        message: Object.fromEntries(
          LANGUAGES.map((language) => [
            language,
            {
              title: says("server.push.today.title").in(language),
              body: says("server.push.today.body", { workout: titleIn(language) || row.title }).in(language),
              url: pathIn(language, TRAINING_PAGE_PATH),
            },
          ]),
        ) as Record<Language, PushMessage>,
      },
    );
    if (told) queued++;
  }
  return queued;
}
