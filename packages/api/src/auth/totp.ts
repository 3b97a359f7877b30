// The trainer's authenticator app (TOTP, RFC 6238: 6 digits, 30 s, SHA-1 as every app reads it). The secret is kept
// encrypted with AES-256-GCM under a key derived from the server secret; a code is accepted once, and never one
// older than the last accepted, by a conditional update of the last used step.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { adminTotp, type Executor } from "@studio/db";
import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";

export const TOTP_ISSUER = "Carmen Reyes Fitness";
const PERIOD_SECONDS = 30;
/** One step either side: a phone's clock a little off, or a code typed as it turned. */
const WINDOW = 1;

const keyOf = (serverSecret: string) =>
  Buffer.from(hkdfSync("sha256", serverSecret, "studio-admin-totp", "admin totp secret v1", 32));

export function sealSecret(serverSecret: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(base32, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export function openSecret(serverSecret: string, stored: string): string {
  const [version, iv, tag, sealed] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !sealed) throw new Error("Unreadable authenticator secret");
  const decipher = createDecipheriv("aes-256-gcm", keyOf(serverSecret), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
}

export const totpFor = (base32: string, username: string) =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label: username,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(base32),
  });

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The 30-second step whose code `code` is, within one step of `now`, or null for a wrong code. */
export function stepOfCode(base32: string, username: string, code: string, now: Date): number | null {
  const delta = totpFor(base32, username).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

export async function totpRow(db: Executor, username: string) {
  const [row] = await db.select().from(adminTotp).where(eq(adminTotp.username, username));
  return row ?? null;
}

/**
 * Accepts a code of her confirmed app: true once per code, for the one request that moved the last used step
 * forward (a reused code, or an older one, finds the step already past it).
 */
export async function useTotpCode(db: Executor, serverSecret: string, username: string, code: string, now: Date) {
  const row = await totpRow(db, username);
  if (!row?.confirmedAt) return false;
  const step = stepOfCode(openSecret(serverSecret, row.secret), username, code, now);
  if (step === null) return false;
  const moved = await db
    .update(adminTotp)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(adminTotp.username, username),
        isNotNull(adminTotp.confirmedAt),
        or(isNull(adminTotp.lastUsedStep), lt(adminTotp.lastUsedStep, step)),
      ),
    )
    .returning({ username: adminTotp.username });
  return moved.length > 0;
}
