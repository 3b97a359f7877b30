// The trainer's morning e-mail: at the time she chose (Miami wall clock), once per Miami day, the day's sessions
// and tomorrow's count. The minute's sweep asks; the database decides which instance and which run sends it.
import { daySettings, packageSessions } from "@studio/db";
import { type AgendaSession, morningAgenda } from "@studio/email";
import { packageCategory } from "@studio/validators";
import { addDays, miamiDateTime } from "@studio/validators/studio-time";
import { and, count, eq, gt, inArray, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import type { Services } from "../context";
import { queueEmail, sendQueuedEmail } from "../lib/outbox";
import { dayAgenda } from "./day-agenda";
import { HOLDS_PLACE } from "./slot-places";

/**
 * How late an agenda still goes out (the server was down at her time, or she turned it on mid-morning): after
 * this her day is under way and the e-mail would be noise.
 */
export const AGENDA_LATE_MINUTES = 180;

const dayLabel = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  month: "long",
  day: "numeric",
});

/** Miami's date and minute of the day at `now`: on a DST morning the wall clock skips or repeats an hour. */
export function miamiMinute(now: Date) {
  const { date, time } = miamiDateTime(now);
  return { date, minute: Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) };
}

/**
 * Today's agenda is due when her time has come (a skipped 2:30 AM in March counts as come at 3:00) and not passed by
 * more than AGENDA_LATE_MINUTES, and today's has not gone out.
 */
const dueToday = (date: string, minute: number) =>
  and(
    eq(daySettings.id, 1),
    isNotNull(daySettings.agendaMinute),
    lte(daySettings.agendaMinute, minute),
    gt(daySettings.agendaMinute, minute - AGENDA_LATE_MINUTES),
    or(isNull(daySettings.agendaSentOn), lt(daySettings.agendaSentOn, date)),
  );

async function agendaOf(services: Services, date: string): Promise<AgendaSession[]> {
  const rows = await dayAgenda(services, date);
  return rows.flatMap((row) =>
    HOLDS_PLACE.includes(row.status) && row.time
      ? [
          {
            time: row.time,
            clientName: row.booking.clientName,
            atHome: packageCategory(row.package.type) === "home",
            address: row.client.address,
            phone: row.client.phone,
            packageName: row.package.name,
            sessionNumber: row.sessionNumber,
            sessionCount: row.package.sessionCount,
            unlimited: row.package.unlimited,
            firstTime: row.firstTime,
            notes: row.client.notes,
            health: !row.health ? "missing" : row.health.needsClearance ? "needs clearance" : "on file",
          },
        ]
      : [],
  );
}

async function sessionsOn(services: Services, date: string) {
  const [row] = await services.db
    .select({ total: count() })
    .from(packageSessions)
    .where(and(eq(packageSessions.date, date), inArray(packageSessions.status, [...HOLDS_PLACE])));
  return row?.total ?? 0;
}

/**
 * The minute's sweep: sends today's agenda if it is due. Nothing due costs one read of one row. Exactly once per
 * Miami day, whatever the instances and retries: the day is marked sent by a conditional update in the
 * transaction that queues the e-mail, so only the run whose update changed the row has a message to send.
 *
 * A day with nothing booked still gets a one-line e-mail: silence would look the same as an agenda turned off or
 * lost, and she plans from it (it carries tomorrow's count). She can turn it off on Hours & Days Off.
 */
export async function sendMorningAgenda(services: Services): Promise<boolean> {
  const { date, minute } = miamiMinute(services.now());
  const [due] = await services.db.select({ id: daySettings.id }).from(daySettings).where(dueToday(date, minute));
  if (!due) return false;
  // Read before the transaction: on PGlite a read outside it would wait for it.
  const sessions = await agendaOf(services, date);
  const tomorrow = await sessionsOn(services, addDays(date, 1));
  const email = morningAgenda({
    day: dayLabel.format(new Date(`${date}T12:00:00Z`)),
    sessions,
    tomorrow,
    publicUrl: services.publicUrl,
  });
  const outboxId = await services.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(daySettings)
      .set({ agendaSentOn: date })
      .where(dueToday(date, minute))
      .returning({ id: daySettings.id });
    if (!claimed) return null;
    return queueEmail(tx, { to: services.trainerEmail, template: "trainer-morning-agenda", email });
  });
  return outboxId !== null && sendQueuedEmail(services, outboxId);
}
