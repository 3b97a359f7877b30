// The sign-in's second step. A right password, when she has set up a passkey or an authenticator app, opens a step
// (a row keyed by the hash of a cookie's token, 5 minutes, single use) instead of a session; the session is made only
// when that step is completed by a passkey, a code of the app, or a recovery code. Wrong guesses are counted
// atomically: 5 per step, and 10 codes per 15 minutes for her username.

import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { adminPasskeys, adminRecoveryCodes, adminTotp, type Executor } from "@studio/db";
import type { SecondFactorAnswer, SecondFactorMethod } from "@studio/validators";
import { TRPCError } from "@trpc/server";
import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import type { Context } from "../context";
import { type LimitRule, takeLimits } from "../lib/rate-limit";
import { hashToken, randomToken } from "../lib/tokens";
import { ADMIN_SESSION_MS, createAdminSession } from "./admin-auth";
import { CHALLENGE_MS, claimChallenge, closeChallenge, findChallenge, openChallenge, setChallenge } from "./challenges";
import { ADMIN_COOKIE, PENDING_COOKIE } from "./cookies";
import { authenticationOptions, verifyAssertion } from "./passkeys";
import { useRecoveryCode } from "./recovery-codes";
import { FAILURE_WINDOW_MS, FAILURES_ALLOWED, rememberDevice, SIGN_IN_REFUSAL } from "./sign-in-limits";
import { useTotpCode } from "./totp";

export const GUESSES_PER_STEP = 5;
export const STEP_EXPIRED = "Your sign-in has expired. Please enter your password again.";
export const WRONG_CODE = "That code is not right. Please try again.";
export const PASSKEY_REFUSED = "That passkey was not accepted. Please try again, or use another way.";

/** Which second factors she has: a passkey or a confirmed app makes the second step required. */
export async function factorsOf(db: Executor, username: string) {
  const [[passkeys], [totp], [recovery]] = await Promise.all([
    db.select({ n: count() }).from(adminPasskeys).where(eq(adminPasskeys.username, username)),
    db
      .select({ n: count() })
      .from(adminTotp)
      .where(and(eq(adminTotp.username, username), isNotNull(adminTotp.confirmedAt))),
    db
      .select({ n: count() })
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.username, username), isNull(adminRecoveryCodes.usedAt))),
  ]);
  const methods: SecondFactorMethod[] = [];
  if (passkeys?.n) methods.push("passkey");
  if (totp?.n) methods.push("totp");
  // Recovery codes stand in for a factor; alone they do not make one.
  if (methods.length && recovery?.n) methods.push("recovery");
  return methods;
}

/** The signed-in end of either path: the session, and this browser remembered as hers. */
export async function startAdminSession(ctx: Context) {
  const token = await createAdminSession(ctx.db, ctx.admin.username, ctx.now());
  ctx.request.setCookie(ADMIN_COOKIE, token, { maxAge: ADMIN_SESSION_MS / 1000 });
  rememberDevice(ctx, ctx.admin.username);
  return { username: ctx.admin.username };
}

/** A right password with a second factor set up: the step that waits for it, bound to this browser by a cookie. */
export async function openSecondStep(ctx: Context) {
  const token = randomToken();
  await openChallenge(ctx.db, { id: hashToken(token), kind: "second-factor", username: ctx.admin.username }, ctx.now());
  ctx.request.setCookie(PENDING_COOKIE, token, { maxAge: CHALLENGE_MS / 1000 });
}

async function openStep(ctx: Context) {
  const token = ctx.request.getCookie(PENDING_COOKIE);
  const step = token ? await findChallenge(ctx.db, hashToken(token), "second-factor", ctx.now()) : null;
  if (!step) throw new TRPCError({ code: "UNAUTHORIZED", message: STEP_EXPIRED });
  return step;
}

/** Options for her passkey, for this step; asking again replaces the challenge. */
export async function secondStepPasskeyOptions(ctx: Context) {
  const step = await openStep(ctx);
  const options = await authenticationOptions(ctx, step.username);
  if (!options.allowCredentials?.length) {
    throw new TRPCError({ code: "PRECONDITION_FAILED", message: "No passkey is set up. Please use another way." });
  }
  await setChallenge(ctx.db, step.id, "second-factor", options.challenge, ctx.now());
  return options;
}

/** Completes the step with one of the three ways, and only then starts the session. */
export async function completeSecondStep(ctx: Context, input: SecondFactorAnswer) {
  const step = await openStep(ctx);
  const now = ctx.now();
  const rules: LimitRule[] = [{ key: `admin-2fa:step:${step.id}`, limit: GUESSES_PER_STEP, windowMs: CHALLENGE_MS }];
  // A passkey's signature cannot be guessed: its tries count only against this step, so a stranger who has her
  // password cannot use up her codes' allowance to keep her passkey out.
  if (input.method !== "passkey") {
    rules.push({ key: `admin-2fa:user:${step.username}`, limit: FAILURES_ALLOWED, windowMs: FAILURE_WINDOW_MS });
  }
  const attempt = await takeLimits(ctx, rules, SIGN_IN_REFUSAL);
  let passed: boolean;
  if (input.method === "passkey") {
    const challenge = await claimChallenge(ctx.db, step.id, "second-factor", now);
    passed =
      challenge !== null &&
      (await verifyAssertion(ctx, step.username, input.response as AuthenticationResponseJSON, challenge, now));
    if (!passed) throw new TRPCError({ code: "UNAUTHORIZED", message: PASSKEY_REFUSED });
  } else {
    const { code } = input;
    passed =
      input.method === "totp"
        ? await useTotpCode(ctx.db, ctx.secret, step.username, code, now)
        : await useRecoveryCode(ctx.db, ctx.secret, step.username, code, now);
    if (!passed) throw new TRPCError({ code: "UNAUTHORIZED", message: WRONG_CODE });
  }
  // The step is taken by one request: a second one with another right answer finds it gone.
  if (!(await closeChallenge(ctx.db, step.id, "second-factor", now))) {
    throw new TRPCError({ code: "UNAUTHORIZED", message: STEP_EXPIRED });
  }
  ctx.request.clearCookie(PENDING_COOKIE);
  await attempt.giveBack();
  return startAdminSession(ctx);
}
