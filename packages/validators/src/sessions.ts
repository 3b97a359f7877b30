// Scheduling: a client's (or the admin's) sessions in the studio's hourly slots.
import { z } from "zod";
import { hourTime, id, isoDate } from "./common";

export const SESSION_STATUSES = ["pending", "scheduled", "completed", "cancelled", "postponed"] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export const sessionStatus = z.enum(SESSION_STATUSES);

/** Where a session takes place: the studio's gym or the client's home (online packages need no slot). */
export const SESSION_TYPES = ["gym", "home"] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

/** The statuses an admin may set on a session (never back to pending). */
export const ADMIN_SESSION_STATUSES = ["scheduled", "completed", "cancelled", "postponed"] as const;
export const adminSessionStatusInput = z.object({
  id: z.coerce.number().int().positive(),
  status: z.enum(ADMIN_SESSION_STATUSES, { error: "status must be scheduled, completed, cancelled or postponed" }),
});

export const calendarInput = z.object({ weekStart: isoDate.optional() });

const sessionId = z.coerce.number().int().positive();

/** The client's own sessions. */
export const availabilityInput = z.object({ sessionId, weekStart: isoDate.optional() });
export const scheduleInput = z.object({ sessionId, date: isoDate, time: hourTime });
export const sessionIdInput = z.object({ sessionId });

/** The admin, on a client's behalf; `override` records an exception to the 24-hour rule. */
export const adminScheduleInput = z.object({
  id: id,
  date: isoDate,
  time: hourTime,
  override: z.boolean().default(false),
});
export const adminCancelInput = z.object({ id: id, override: z.boolean().default(false) });
export const slotCapacityInput = z.object({
  date: isoDate,
  time: hourTime,
  sessionType: z.enum(SESSION_TYPES).default("gym"),
  maxCapacity: z.coerce.number().int().min(0, "Capacity cannot be negative").max(20, "Capacity is at most 20"),
});
