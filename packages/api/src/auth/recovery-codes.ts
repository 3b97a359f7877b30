// One-time recovery codes: ten, shown once, kept only as HMACs under the server secret, each taken by a conditional
// update so it signs in once.
import { randomInt } from "node:crypto";
import { adminRecoveryCodes, type Executor } from "@studio/db";
import { and, eq, isNull } from "drizzle-orm";
import { signFor } from "../lib/tokens";

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: read off paper without doubt. 31 letters, 10 of them: ~49 bits per code.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

const hashOf = (serverSecret: string, username: string, code: string) =>
  signFor(serverSecret, "admin-recovery-code", `${username}:${code}`);

/** "k7m2p-x9qrt": as shown to her; the dash is ignored when she types it back. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** Replaces her codes with `codes` (as shown), inside the caller's transaction. */
export async function replaceRecoveryCodes(
  tx: Executor,
  serverSecret: string,
  username: string,
  codes: string[],
  now: Date,
) {
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.username, username));
  await tx.insert(adminRecoveryCodes).values(
    codes.map((code) => ({
      username,
      codeHash: hashOf(serverSecret, username, code.replace("-", "")),
      createdAt: now,
    })),
  );
}

/** Takes one unused code (`code` already without dashes, lower case): true for the one request that used it. */
export async function useRecoveryCode(db: Executor, serverSecret: string, username: string, code: string, now: Date) {
  const used = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.username, username),
        eq(adminRecoveryCodes.codeHash, hashOf(serverSecret, username, code)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return used.length > 0;
}
