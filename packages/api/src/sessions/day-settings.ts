// The trainer's working day, as the back office shows and sets it: her travel time between places, and the sessions
// already booked that break it (two places at once, or too little time to travel), for her to resolve.
import { daySettings } from "@studio/db";
import type { DaySettingsInput } from "@studio/validators";
import { DAY_MS, miamiDateTime } from "@studio/validators/studio-time";
import type { Services } from "../context";
import { type Booked, sessionsInTwoPlaces, travelTime } from "./her-time";
import { HORIZON_MS } from "./scheduling";

export async function readDaySettings(services: Services) {
  return { travelMinutes: (await travelTime(services.db)) / 60_000 };
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
  return input;
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
