import { packageSessions } from "@studio/db";
import { asc } from "drizzle-orm";

/**
 * The one order of a pack's sessions on every screen that lists them (My Sessions, the reminders page, the trainer's
 * booking and client pages): by day and hour, so Session 4 on Dec 1 comes before Session 3 on Dec 5; sessions not
 * placed yet follow by number (PostgreSQL sorts a missing date last).
 */
export const bySessionDate = [
  asc(packageSessions.date),
  asc(packageSessions.time),
  asc(packageSessions.sessionNumber),
] as const;
