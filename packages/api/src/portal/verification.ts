// E-mail codes: 6 digits, 15 minutes, single use, only an HMAC stored, and limits on sending and guessing. A code
// has a purpose: one asked for to sign in opens her portal, one asked for from "Delete my data" only confirms that.
import { randomInt } from "node:crypto";
import { type Executor, verificationCodes } from "@studio/db";
import { eraseCode, verificationCode } from "@studio/email";
import type { CodePurpose } from "@studio/validators";
import { HOUR_MS } from "@studio/validators/studio-time";
import { and, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { CLIENT_SESSION_MS, createClientSession } from "../auth/client-sessions";
import { CLIENT_COOKIE } from "../auth/cookies";
import type { Context } from "../context";
import { sendEmail } from "../lib/outbox";
import { type CountedAttempt, takeLimits } from "../lib/rate-limit";
import { refusal } from "../lib/said";
import { safeEqual, signFor } from "../lib/tokens";
import { userForEmail } from "./users";

export const CODE_MINUTES = 15;
/** RELIABILITY.md: guesses compared with one code, failures per e-mail and codes sent, each per hour. */
const GUESSES_PER_CODE = 5;
const FAILURES_PER_EMAIL = 20;
const CODES_PER_EMAIL = 5;
const CODES_PER_ADDRESS = 30;
/** One address guessing across many e-mails: more than a household or an office would ever mistype. */
const FAILURES_PER_ADDRESS = 50;

const codeHash = (secret: string, email: string, code: string) => signFor(secret, "code", `${email}:${code}`);

/** Sends a fresh code and voids the older ones of its purpose. The answer is the same for every address. */
export async function sendVerificationCode(ctx: Context, email: string, purpose: CodePurpose = "sign-in") {
  await takeLimits(
    ctx,
    [
      { key: `code-send:email:${email}`, limit: CODES_PER_EMAIL, windowMs: HOUR_MS },
      { key: `code-send:ip:${ctx.request.ip}`, limit: CODES_PER_ADDRESS, windowMs: HOUR_MS },
    ],
    "server.limit.codes",
  );

  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ used: true })
      .where(
        and(
          eq(verificationCodes.email, email),
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.used, false),
        ),
      );
    await tx.insert(verificationCodes).values({
      email,
      code: codeHash(ctx.secret, email, code),
      expiresAt: new Date(now.getTime() + CODE_MINUTES * 60 * 1000),
      purpose,
      createdAt: now,
    });
  });
  await sendEmail(
    ctx,
    purpose === "erase"
      ? {
          to: email,
          template: "erase-code",
          email: eraseCode({ code, minutes: CODE_MINUTES, language: ctx.request.language }),
        }
      : {
          to: email,
          template: "verification-code",
          email: verificationCode({ code, minutes: CODE_MINUTES, language: ctx.request.language }),
        },
  );
  return { success: true, message: "Please check your email for the 6-digit verification code." };
}

/**
 * Claims one guess on the e-mail's live code before it is compared: the count goes up only while it is under
 * the limit, so however many guesses arrive at once, no more than five are ever compared with a code.
 */
async function claimGuess(ctx: Context, email: string, purpose: CodePurpose, now: Date) {
  const live = ctx.db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.email, email),
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.used, false),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  const [claimed] = await ctx.db
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(
      and(
        inArray(verificationCodes.id, live),
        eq(verificationCodes.used, false),
        lt(verificationCodes.failedAttempts, GUESSES_PER_CODE),
      ),
    )
    .returning({ id: verificationCodes.id, code: verificationCodes.code });
  return claimed;
}

export const invalidCode = () => refusal("BAD_REQUEST", "server.signIn.wrongCode");

/**
 * Compares a guess with the e-mail's live code of this purpose (a code of another purpose never matches). The
 * guess counts against the limits until it proves right; a right one answers with the code's id, not yet spent,
 * and the attempt to give back once it is.
 */
export async function matchingCode(
  ctx: Context,
  email: string,
  code: string,
  purpose: CodePurpose,
): Promise<{ id: number; attempt: CountedAttempt }> {
  // Every guess counts as a failure until it proves right.
  const attempt = await takeLimits(
    ctx,
    [
      { key: `code-fail:email:${email}`, limit: FAILURES_PER_EMAIL, windowMs: HOUR_MS },
      { key: `code-fail:ip:${ctx.request.ip}`, limit: FAILURES_PER_ADDRESS, windowMs: HOUR_MS },
    ],
    "server.limit.wrongCodes",
  );
  const guess = await claimGuess(ctx, email, purpose, ctx.now());
  if (!guess || !safeEqual(guess.code, codeHash(ctx.secret, email, code))) throw invalidCode();
  return { id: guess.id, attempt };
}

/** Uses the code up; false when another request (the same code sent twice at once) used it first. */
export async function spendCode(db: Executor, id: number): Promise<boolean> {
  const [used] = await db
    .update(verificationCodes)
    .set({ used: true })
    .where(and(eq(verificationCodes.id, id), eq(verificationCodes.used, false)))
    .returning({ id: verificationCodes.id });
  return Boolean(used);
}

/** Checks a sign-in code; a correct one is used up and starts the client's session on this device. */
export async function verifyCode(ctx: Context, email: string, code: string) {
  const matched = await matchingCode(ctx, email, code, "sign-in");
  // Single use, even when two requests race with the same code.
  if (!(await spendCode(ctx.db, matched.id))) throw invalidCode();
  await matched.attempt.giveBack();

  const user = await userForEmail(ctx.db, email);
  const token = await createClientSession(ctx.db, user.id, ctx.now());
  ctx.request.setCookie(CLIENT_COOKIE, token, { maxAge: CLIENT_SESSION_MS / 1000 });
  return { userId: user.id, email: user.email };
}
