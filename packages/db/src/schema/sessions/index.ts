// Scheduling: the bookable hours with their places, the sessions of each pack, the waiting list for a full hour,
// and the ledger of each pack's sessions.
export type { SessionStatus, SessionType } from "@studio/validators";
export * from "./ledger";
export * from "./package-sessions";
export * from "./slots";
export * from "./waitlist";
