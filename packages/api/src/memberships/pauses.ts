// Every pause of a membership, kept as it is made and ended (membership_pauses), so the reports can say whether a
// membership was paused at the end of a past range: the membership itself keeps only the pause it is in now.
import { type Executor, membershipPauses } from "@studio/db";
import { and, eq, isNull, sql } from "drizzle-orm";

/**
 * Inside the transaction that pauses membership `membershipId`: a pause from `at`, unless one is open already (a
 * repeated tap, or Stripe's event telling a pause she made here), which stays as it began.
 */
export async function beginPause(tx: Executor, membershipId: number, at: Date) {
  await tx.insert(membershipPauses).values({ membershipId, pausedAt: at }).onConflictDoNothing();
}

/**
 * Inside the transaction that resumes or ends membership `membershipId`: its open pause ends at `at` (never before
 * it began, should Stripe's clock and ours disagree); nothing when it was not paused.
 */
export async function endPause(tx: Executor, membershipId: number, at: Date) {
  await tx
    .update(membershipPauses)
    .set({ resumedAt: sql`greatest(${membershipPauses.pausedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(membershipPauses.membershipId, membershipId), isNull(membershipPauses.resumedAt)));
}
