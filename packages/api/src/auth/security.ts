// The back office's Security screen: the trainer adds and removes her passkeys and her authenticator app, and makes
// new recovery codes. Each change is written to the audit trail in its own transaction. Removing her last passkey
// or app also removes her recovery codes, which only ever stand in for one.
import { adminPasskeys, adminRecoveryCodes, adminTotp, type Executor } from "@studio/db";
import type { AddPasskeyInput, SecurityStatus } from "@studio/validators";
import { TRPCError } from "@trpc/server";
import { and, asc, count, eq, isNull, min } from "drizzle-orm";
import QRCode from "qrcode";
import type { Context } from "../context";
import { audit } from "../lib/audit";
import { fieldError } from "../lib/errors";
import { takeLimits } from "../lib/rate-limit";
import { hashToken } from "../lib/tokens";
import { claimChallenge, closeChallenge, openChallenge } from "./challenges";
import { ADMIN_COOKIE } from "./cookies";
import { registrationOptions, verifyRegistration } from "./passkeys";
import { newRecoveryCodes, RECOVERY_CODE_COUNT, replaceRecoveryCodes } from "./recovery-codes";
import { factorsOf, WRONG_CODE } from "./second-factor";
import { FAILURE_WINDOW_MS, FAILURES_ALLOWED, SIGN_IN_REFUSAL } from "./sign-in-limits";
import { newTotpSecret, openSecret, sealSecret, stepOfCode, totpFor, totpRow } from "./totp";

type AdminContext = Context & { adminSession: { username: string } };

export async function securityStatus(ctx: AdminContext): Promise<SecurityStatus> {
  const username = ctx.adminSession.username;
  const [passkeys, totp, [codes], methods] = await Promise.all([
    ctx.db
      .select({
        id: adminPasskeys.id,
        name: adminPasskeys.name,
        createdAt: adminPasskeys.createdAt,
        lastUsedAt: adminPasskeys.lastUsedAt,
      })
      .from(adminPasskeys)
      .where(eq(adminPasskeys.username, username))
      .orderBy(asc(adminPasskeys.createdAt)),
    totpRow(ctx.db, username),
    ctx.db
      .select({
        total: count(),
        createdAt: min(adminRecoveryCodes.createdAt),
      })
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.username, username)),
    factorsOf(ctx.db, username),
  ]);
  const [unused] = await ctx.db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.username, username), isNull(adminRecoveryCodes.usedAt)));
  return {
    passkeys,
    totp: totp?.confirmedAt ? { confirmedAt: totp.confirmedAt } : null,
    recoveryCodes: { remaining: unused?.n ?? 0, total: codes?.total ?? 0, createdAt: codes?.createdAt ?? null },
    secondFactorRequired: methods.includes("passkey") || methods.includes("totp"),
  };
}

/** The passkey set-up's step is keyed by her admin session, so only the browser that asked can finish it. */
const registrationStep = (ctx: AdminContext) => `passkey:${hashToken(ctx.request.getCookie(ADMIN_COOKIE) ?? "")}`;

export async function startPasskeyRegistration(ctx: AdminContext) {
  const options = await registrationOptions(ctx, ctx.adminSession.username);
  await openChallenge(
    ctx.db,
    {
      id: registrationStep(ctx),
      kind: "passkey-registration",
      username: ctx.adminSession.username,
      challenge: options.challenge,
    },
    ctx.now(),
  );
  return options;
}

export async function addPasskey(ctx: AdminContext, input: AddPasskeyInput) {
  const now = ctx.now();
  const step = registrationStep(ctx);
  const challenge = await claimChallenge(ctx.db, step, "passkey-registration", now);
  if (!challenge) {
    throw new TRPCError({ code: "PRECONDITION_FAILED", message: "The passkey set-up expired. Please start again." });
  }
  await closeChallenge(ctx.db, step, "passkey-registration", now);
  const passkey = await verifyRegistration(ctx, input.response, challenge);
  if (!passkey) throw fieldError("response", "The passkey could not be verified. Please try again.");
  const username = ctx.adminSession.username;
  const added = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .insert(adminPasskeys)
      .values({ ...passkey, username, name: input.name, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: adminPasskeys.id });
    if (rows.length)
      await audit(tx, { actor: username, action: "security.passkey_added", after: { name: input.name } });
    return rows.length > 0;
  });
  if (!added) throw new TRPCError({ code: "CONFLICT", message: "This passkey is already added." });
  return { success: true as const };
}

/** Without a passkey or app left, her recovery codes go too: they stand in for one, never alone. */
async function dropOrphanRecoveryCodes(tx: Executor, username: string) {
  if ((await factorsOf(tx, username)).some((method) => method === "passkey" || method === "totp")) return;
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.username, username));
}

export async function removePasskey(ctx: AdminContext, id: string) {
  const username = ctx.adminSession.username;
  await ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(adminPasskeys)
      .where(and(eq(adminPasskeys.id, id), eq(adminPasskeys.username, username)))
      .returning({ name: adminPasskeys.name });
    if (!removed) throw new TRPCError({ code: "NOT_FOUND", message: "Passkey not found" });
    await audit(tx, { actor: username, action: "security.passkey_removed", before: { name: removed.name } });
    await dropOrphanRecoveryCodes(tx, username);
  });
  return { success: true as const };
}

/** A new secret for her app, kept unconfirmed (it signs nobody in) until she types a code from it. */
export async function startTotpSetup(ctx: AdminContext) {
  const username = ctx.adminSession.username;
  const existing = await totpRow(ctx.db, username);
  if (existing?.confirmedAt) {
    throw new TRPCError({ code: "CONFLICT", message: "An authenticator app is already set up. Remove it first." });
  }
  const secret = newTotpSecret();
  const sealed = sealSecret(ctx.secret, secret);
  await ctx.db
    .insert(adminTotp)
    .values({ username, secret: sealed, createdAt: ctx.now() })
    .onConflictDoUpdate({
      target: adminTotp.username,
      set: { secret: sealed, createdAt: ctx.now(), lastUsedStep: null },
    });
  const uri = totpFor(secret, username).toString();
  const svg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

export async function confirmTotp(ctx: AdminContext, code: string) {
  const username = ctx.adminSession.username;
  await takeLimits(
    ctx,
    [{ key: `admin-totp-setup:${username}`, limit: FAILURES_ALLOWED, windowMs: FAILURE_WINDOW_MS }],
    SIGN_IN_REFUSAL,
  );
  const row = await totpRow(ctx.db, username);
  if (!row || row.confirmedAt) {
    throw new TRPCError({ code: "PRECONDITION_FAILED", message: "Start the authenticator app set-up first." });
  }
  const step = stepOfCode(openSecret(ctx.secret, row.secret), username, code, ctx.now());
  if (step === null) throw fieldError("code", WRONG_CODE);
  await ctx.db.transaction(async (tx) => {
    const confirmed = await tx
      .update(adminTotp)
      .set({ confirmedAt: ctx.now(), lastUsedStep: step })
      .where(and(eq(adminTotp.username, username), isNull(adminTotp.confirmedAt), eq(adminTotp.secret, row.secret)))
      .returning({ username: adminTotp.username });
    if (!confirmed.length) {
      throw new TRPCError({ code: "CONFLICT", message: "The set-up changed meanwhile. Please start again." });
    }
    await audit(tx, { actor: username, action: "security.totp_enabled" });
  });
  return { success: true as const };
}

export async function removeTotp(ctx: AdminContext) {
  const username = ctx.adminSession.username;
  await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(adminTotp)
      .where(eq(adminTotp.username, username))
      .returning({ confirmedAt: adminTotp.confirmedAt });
    if (!removed[0]?.confirmedAt) {
      if (!removed.length) throw new TRPCError({ code: "NOT_FOUND", message: "No authenticator app is set up" });
      return; // an unfinished set-up, simply dropped
    }
    await audit(tx, { actor: username, action: "security.totp_removed" });
    await dropOrphanRecoveryCodes(tx, username);
  });
  return { success: true as const };
}

/** Ten new codes, replacing any old ones; shown once, only their HMACs kept. */
export async function generateRecoveryCodes(ctx: AdminContext) {
  const username = ctx.adminSession.username;
  const methods = await factorsOf(ctx.db, username);
  if (!methods.includes("passkey") && !methods.includes("totp")) {
    throw new TRPCError({
      code: "PRECONDITION_FAILED",
      message: "Add a passkey or an authenticator app first: recovery codes stand in for one.",
    });
  }
  const codes = newRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, ctx.secret, username, codes, ctx.now());
    await audit(tx, {
      actor: username,
      action: "security.recovery_codes_generated",
      after: { count: RECOVERY_CODE_COUNT },
    });
  });
  return { codes };
}
