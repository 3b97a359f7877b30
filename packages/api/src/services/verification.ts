// E-mail codes: 6 digits, 15 minutes, single use, only an HMAC stored, and limits on sending and guessing.
import { randomInt } from "node:crypto";
import { verificationCodes } from "@studio/db";
import { verificationCode } from "@studio/email";
import { TRPCError } from "@trpc/server";
import { and, desc, eq, gt } from "drizzle-orm";
import type { Context } from "../context";
import { CLIENT_SESSION_MS, createClientSession } from "./client-sessions";
import { CLIENT_COOKIE } from "./cookies";
import { sendEmail } from "./outbox";
import { countAttempt, enforceLimits } from "./rate-limit";
import { safeEqual, signFor } from "./tokens";
import { userForEmail } from "./users";

const HOUR_MS = 60 * 60 * 1000;
export const CODE_MINUTES = 15;
const WRONG_GUESSES_PER_CODE = 5;

const codeHash = (secret: string, email: string, code: string) => signFor(secret, "code", `${email}:${code}`);
const minutesText = (minutes: number) => `${minutes} minute${minutes === 1 ? "" : "s"}`;

/** Sends a fresh code and voids the older ones. The answer is the same for every address. */
export async function sendVerificationCode(ctx: Context, email: string) {
  const rules = [
    { key: `code-send:email:${email}`, limit: 5, windowMs: HOUR_MS },
    { key: `code-send:ip:${ctx.request.ip}`, limit: 30, windowMs: HOUR_MS },
  ];
  await enforceLimits(ctx, rules, (m) => `Too many codes requested. Please try again in ${minutesText(m)}.`);
  await countAttempt(ctx, rules);

  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ used: true })
      .where(and(eq(verificationCodes.email, email), eq(verificationCodes.used, false)));
    await tx.insert(verificationCodes).values({
      email,
      code: codeHash(ctx.secret, email, code),
      expiresAt: new Date(now.getTime() + CODE_MINUTES * 60 * 1000),
      createdAt: now,
    });
  });
  await sendEmail(ctx, {
    to: email,
    template: "verification-code",
    email: verificationCode({ code, minutes: CODE_MINUTES }),
  });
  return { success: true, message: "Please check your email for the 6-digit verification code." };
}

/** Checks the code; a correct one is used up and starts the client's session on this device. */
export async function verifyCode(ctx: Context, email: string, code: string) {
  const failures = [{ key: `code-fail:email:${email}`, limit: 20, windowMs: HOUR_MS }];
  await enforceLimits(ctx, failures, (m) => `Too many incorrect codes. Please try again in ${minutesText(m)}.`);
  const now = ctx.now();
  const [latest] = await ctx.db
    .select()
    .from(verificationCodes)
    .where(
      and(eq(verificationCodes.email, email), eq(verificationCodes.used, false), gt(verificationCodes.expiresAt, now)),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);

  const fail = async () => {
    await countAttempt(ctx, failures);
    return new TRPCError({ code: "BAD_REQUEST", message: "Invalid verification code" });
  };
  if (!latest) throw await fail();
  if (!safeEqual(latest.code, codeHash(ctx.secret, email, code))) {
    const wrong = latest.failedAttempts + 1;
    await ctx.db
      .update(verificationCodes)
      .set({ failedAttempts: wrong, used: wrong >= WRONG_GUESSES_PER_CODE })
      .where(eq(verificationCodes.id, latest.id));
    throw await fail();
  }
  // Single use, even when two requests race with the same code.
  const [claimed] = await ctx.db
    .update(verificationCodes)
    .set({ used: true })
    .where(and(eq(verificationCodes.id, latest.id), eq(verificationCodes.used, false)))
    .returning({ id: verificationCodes.id });
  if (!claimed) throw await fail();

  const user = await userForEmail(ctx.db, email);
  const token = await createClientSession(ctx.db, user.id, now);
  ctx.request.setCookie(CLIENT_COOKIE, token, { maxAge: CLIENT_SESSION_MS / 1000 });
  return { userId: user.id, email: user.email };
}
