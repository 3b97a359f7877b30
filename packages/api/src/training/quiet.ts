// The trainer's list of clients gone quiet: each client with a plan in progress (started, and not over more than a
// week ago) who has logged nothing for QUIET_DAYS days, counting from her last log or, when the plan is newer,
// from its start (a new plan gives her a week). Longest quiet first, counted and cut by the database; her last log
// is the first entry of her (her, day) index.
import { bookings, exerciseLogs, trainingPlans, users } from "@studio/db";
import { QUIET_DAYS, type quietClientsInput } from "@studio/validators";
import { studioDate } from "@studio/validators/studio-time";
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";
import { offsetOf, pageOf } from "../lib/paging";
import { planEndsOn } from "./plan-rows";

export async function quietClients(services: Services, query: z.output<typeof quietClientsInput>) {
  const today = studioDate(services.now());
  // Per client, her plan in progress that started last: the one that gives her the longest grace.
  const inProgress = services.db.$with("in_progress").as(
    services.db
      .selectDistinctOn([trainingPlans.userId], {
        userId: sql<number>`${trainingPlans.userId}`.as("client_id"),
        planId: sql<number>`${trainingPlans.id}`.as("plan_id"),
        planTitle: sql<string>`${trainingPlans.title}`.as("plan_title"),
        planStartedOn: sql<string>`${trainingPlans.startsOn}::text`.as("plan_started_on"),
        lastLoggedDay: sql<
          string | null
        >`(select max(${exerciseLogs.day}) from ${exerciseLogs} where ${exerciseLogs.userId} = ${sql.identifier("training_plans")}.${sql.identifier("user_id")})::text`.as(
          "last_logged_day",
        ),
      })
      .from(trainingPlans)
      .where(
        and(
          isNotNull(trainingPlans.userId),
          isNull(trainingPlans.archivedAt),
          lte(trainingPlans.startsOn, today),
          sql`${planEndsOn}::date >= ${today}::date - ${QUIET_DAYS}::int`,
        ),
      )
      .orderBy(trainingPlans.userId, desc(trainingPlans.startsOn), desc(trainingPlans.id)),
  );
  const quietSince = sql`greatest(coalesce(${inProgress.lastLoggedDay}::date, ${inProgress.planStartedOn}::date), ${inProgress.planStartedOn}::date)`;
  const quiet = sql`${quietSince} <= ${today}::date - ${QUIET_DAYS}::int`;
  const [items, [counted]] = await Promise.all([
    services.db
      .with(inProgress)
      .select({
        userId: inProgress.userId,
        email: users.email,
        name: users.fullName,
        planId: inProgress.planId,
        planTitle: inProgress.planTitle,
        planStartedOn: inProgress.planStartedOn,
        lastLoggedDay: inProgress.lastLoggedDay,
      })
      .from(inProgress)
      .innerJoin(users, eq(users.id, inProgress.userId))
      .where(quiet)
      .orderBy(asc(quietSince), asc(inProgress.userId))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    services.db.with(inProgress).select({ total: count() }).from(inProgress).where(quiet),
  ]);
  // The name she last booked under, where she has booked: her account's name is often empty.
  const emails = items.map((item) => item.email);
  const booked = emails.length
    ? await services.db
        .selectDistinctOn([bookings.clientEmail], { email: bookings.clientEmail, name: bookings.clientName })
        .from(bookings)
        .where(inArray(bookings.clientEmail, emails))
        .orderBy(bookings.clientEmail, desc(bookings.createdAt))
    : [];
  const named = items.map((item) => ({
    ...item,
    name: booked.find((row) => row.email === item.email)?.name ?? item.name,
  }));
  return pageOf(named, counted?.total ?? 0, query);
}
