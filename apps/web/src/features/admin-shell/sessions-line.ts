// A package's sessions as the trainer's screens say them, in her English: a pack's count, a membership's each month,
// or an unlimited membership's days.
import type { PackageBilling } from "@studio/validators/kinds";

interface Counted {
  sessionCount: number;
  billing?: PackageBilling;
  /** A membership of unlimited sessions within her hours: its count is the server's, never shown. */
  unlimited?: boolean;
}

/** "12 sessions", "8 sessions a month", "Unlimited within your hours (one a day)". */
export function sessionsLine({ sessionCount, billing, unlimited }: Counted): string {
  if (unlimited) return "Unlimited within your hours (one a day)";
  const counted = `${sessionCount} ${sessionCount === 1 ? "session" : "sessions"}`;
  return billing === "monthly" ? `${counted} a month` : counted;
}
