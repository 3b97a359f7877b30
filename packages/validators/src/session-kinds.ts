// A session's statuses as a plain list (no schema library): the zod enum, the column type and the admin filters
// derive from it, the last in every visitor's first load.
/**
 * completed: she came (the trainer's "attended"); no_show: she did not come, and the session is used, as a cancel
 * inside 24 hours is (cancelled). Neither can be set before the session starts.
 */
export const SESSION_STATUSES = ["pending", "scheduled", "completed", "cancelled", "postponed", "no_show"] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/**
 * A place in line for a full hour. waiting: in line; offered: a freed place is offered to her (alone, or to everyone
 * left inside 24 hours) until the offer runs out; booked: she has the place; lapsed: her offer ran out; left: she
 * stepped out; closed: the hour passed or her session was placed elsewhere.
 */
export const WAITLIST_STATUSES = ["waiting", "offered", "booked", "lapsed", "left", "closed"] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/**
 * What a change to a session did to her pack: purchased (a session bought), scheduled, moved, completed, returned
 * (cancelled in time, back to book again), forfeited (cancelled inside 24 hours), cancelled (the trainer cancelled
 * it unused), restored (the trainer gave it back), reopened (a completed or missed session set back), postponed,
 * no_show (she did not come: the session is used), expired (left to book when its pack lapsed).
 */
export const CREDIT_KINDS = [
  "purchased",
  "scheduled",
  "moved",
  "completed",
  "returned",
  "forfeited",
  "cancelled",
  "restored",
  "reopened",
  "postponed",
  "no_show",
  "expired",
] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];
