// How far a client got through her package: what a cancel would cancel, and the share of it that is unused.
import type { PackageSession, SessionStatus } from "@studio/db";
import { studioDate } from "@studio/validators/studio-time";

/** The statuses a booking's cancel still cancels; completed and already cancelled (forfeited) ones are kept. */
const CANCELLABLE: readonly SessionStatus[] = ["pending", "scheduled", "postponed"];

export interface SessionUse {
  total: number;
  completed: number;
  forfeited: number;
  /** Still scheduled on an hour gone by: kept as history and counted as used. */
  past: number;
  scheduled: number;
  unscheduled: number;
  /** The sessions a cancel cancels now (scheduled ahead, or not yet booked): the unused ones. */
  toCancel: PackageSession[];
}

/** A session whose hour has come: by its instant, or by its date when it has none. */
function goneBy(session: PackageSession, now: Date): boolean {
  if (session.startsAt) return session.startsAt.getTime() <= now.getTime();
  return session.date !== null && session.date < studioDate(now);
}

export function sessionUse(sessions: readonly PackageSession[], now: Date): SessionUse {
  const use: SessionUse = {
    total: sessions.length,
    completed: 0,
    forfeited: 0,
    past: 0,
    scheduled: 0,
    unscheduled: 0,
    toCancel: [],
  };
  for (const session of sessions) {
    if (session.status === "completed") use.completed++;
    else if (!CANCELLABLE.includes(session.status)) use.forfeited++;
    else if (goneBy(session, now)) use.past++;
    else {
      if (session.status === "scheduled") use.scheduled++;
      else use.unscheduled++;
      use.toCancel.push(session);
    }
  }
  return use;
}
