// A session's statuses as a plain list (no schema library): the zod enum, the column type and the admin filters
// derive from it, the last in every visitor's first load.
export const SESSION_STATUSES = ["pending", "scheduled", "completed", "cancelled", "postponed"] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
