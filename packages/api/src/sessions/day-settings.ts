// The trainer's working day, as the back office shows and sets it: her travel time between places, the sessions
// already booked that break it (two places at once, or too little time to travel), for her to resolve, and the
// time her morning agenda is e-mailed.
import { daySettings } from "@studio/db";
import type { AgendaTimeInput, DaySettingsInput, DaySettingsOutput } from "@studio/validators";
import { DAY_MS, miamiDateTime } from "@studio/validators/studio-time";
import { eq } from "drizzle-orm";
import type { Services } from "../context";
import { type Booked, DEFAULT_TRAVEL_MINUTES, sessionsInTwoPlaces } from "./her-time";
import { HORIZON_MS } from "./scheduling";

/** The agenda's time as the column keeps it (minutes after midnight) and as she reads and sets it ("06:00"). */
const agendaTimeOf = (minute: number | null) =>
  minute === null
    ? null
    : `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
const agendaMinuteOf = (time: string | null) =>
  time === null ? null : Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The migration that made the table wrote its one row; until then (never, in practice) the defaults apply. */
const DEFAULTS = { travelMinutes: DEFAULT_TRAVEL_MINUTES, agendaMinute: 360 };

export async function readDaySettings(services: Services): Promise<DaySettingsOutput> {
  const [row] = await services.db
    .select({ travelMinutes: daySettings.travelMinutes, agendaMinute: daySettings.agendaMinute })
    .from(daySettings)
    .where(eq(daySettings.id, 1));
  const { travelMinutes, agendaMinute } = row ?? DEFAULTS;
  return { travelMinutes, agendaTime: agendaTimeOf(agendaMinute) };
}

/** Sets her travel time; the same value sent twice is one change. Sessions it now breaks are listed, not moved. */
export async function saveDaySettings(services: Services, input: DaySettingsInput) {
  await services.db
    .insert(daySettings)
    .values({ id: 1, travelMinutes: input.travelMinutes })
    .onConflictDoUpdate({
      target: daySettings.id,
      set: { travelMinutes: input.travelMinutes, updatedAt: services.now() },
    });
  return readDaySettings(services);
}

/**
 * Sets when her day's agenda is e-mailed, or turns it off (null). The day already sent stays sent: moving the
 * time later on a morning whose agenda went out does not send it again.
 */
export async function saveAgendaTime(services: Services, input: AgendaTimeInput) {
  const agendaMinute = agendaMinuteOf(input.agendaTime);
  await services.db
    .insert(daySettings)
    .values({ id: 1, agendaMinute })
    .onConflictDoUpdate({ target: daySettings.id, set: { agendaMinute, updatedAt: services.now() } });
  return readDaySettings(services);
}

const hourOf = (booked: Booked) => miamiDateTime(booked.startsAt);

/** Sessions from now to the end of the booking horizon that put her in two places. */
export async function twoPlacesSessions(services: Services) {
  const now = services.now();
  const found = await sessionsInTwoPlaces(services.db, now, new Date(now.getTime() + HORIZON_MS + DAY_MS));
  return found.map(({ session, with: other }) => ({
    id: session.sessionId,
    sessionNumber: session.sessionNumber,
    ...hourOf(session),
    sessionType: session.sessionType,
    clientName: session.clientName,
    clientEmail: session.clientEmail,
    packageName: session.packageName,
    clashesWith: {
      id: other.sessionId,
      clientName: other.clientName,
      ...hourOf(other),
      sessionType: other.sessionType,
      address: other.address,
    },
  }));
}
