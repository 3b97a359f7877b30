// The short-lived steps of the trainer's sign-in: a right password waiting for its second factor, and a passkey being
// added. Each is a row that is taken (deleted) by the one request that completes it.
import { type AdminChallengeKind, adminChallenges, type Executor } from "@studio/db";
import { and, eq, gt, lte } from "drizzle-orm";

/** How long a right password waits for its second factor, or a browser for its passkey. */
export const CHALLENGE_MS = 5 * 60 * 1000;

export async function openChallenge(
  db: Executor,
  step: { id: string; kind: AdminChallengeKind; username: string; challenge?: string },
  now: Date,
) {
  const values = {
    ...step,
    challenge: step.challenge ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_MS),
  };
  await db
    .insert(adminChallenges)
    .values(values)
    .onConflictDoUpdate({
      target: adminChallenges.id,
      set: { challenge: values.challenge, createdAt: now, expiresAt: values.expiresAt, username: step.username },
    });
}

const live = (id: string, kind: AdminChallengeKind, now: Date) =>
  and(eq(adminChallenges.id, id), eq(adminChallenges.kind, kind), gt(adminChallenges.expiresAt, now));

export async function findChallenge(db: Executor, id: string, kind: AdminChallengeKind, now: Date) {
  const [row] = await db
    .select()
    .from(adminChallenges)
    .where(live(id, kind, now));
  return row ?? null;
}

/** Sets the WebAuthn challenge a browser was just given for this step. */
export async function setChallenge(db: Executor, id: string, kind: AdminChallengeKind, challenge: string, now: Date) {
  const rows = await db
    .update(adminChallenges)
    .set({ challenge })
    .where(live(id, kind, now))
    .returning({ id: adminChallenges.id });
  return rows.length > 0;
}

/**
 * Takes the WebAuthn challenge of a step for one verification: a second request with the same answer finds none
 * (a conditional update, so two at once cannot both have it).
 */
export async function claimChallenge(db: Executor, id: string, kind: AdminChallengeKind, now: Date) {
  const [row] = await db
    .select({ challenge: adminChallenges.challenge })
    .from(adminChallenges)
    .where(live(id, kind, now));
  if (!row?.challenge) return null;
  const claimed = await db
    .update(adminChallenges)
    .set({ challenge: null })
    .where(and(live(id, kind, now), eq(adminChallenges.challenge, row.challenge)))
    .returning({ id: adminChallenges.id });
  return claimed.length ? row.challenge : null;
}

/** Ends a step; true for the one request that ended it. */
export async function closeChallenge(db: Executor, id: string, kind: AdminChallengeKind, now: Date) {
  const rows = await db
    .delete(adminChallenges)
    .where(live(id, kind, now))
    .returning({ id: adminChallenges.id });
  return rows.length > 0;
}

export async function forgetExpiredChallenges(db: Executor, now: Date) {
  await db.delete(adminChallenges).where(lte(adminChallenges.expiresAt, now));
}
