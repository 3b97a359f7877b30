// How the trainer's password step is limited without letting a stranger lock her out (OWASP's device cookies):
// failures are counted per address and per (username, address), and refused beyond 10 in 15 minutes; her username
// alone is never refused, only slowed, and a browser she signed in with before carries a device cookie that no
// failure made without it can slow or refuse. Every count is taken atomically before the password is checked.
import { setTimeout as sleep } from "node:timers/promises";
import type { Context } from "../context";
import { type CountedAttempt, type LimitRule, takeLimits } from "../lib/rate-limit";
import { randomToken } from "../lib/tokens";
import { DEVICE_COOKIE } from "./cookies";

export const FAILURES_ALLOWED = 10;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_REFUSAL = "server.limit.signIn";

/** The slow-down of a username's failures from untrusted browsers: none for the first 10, then 0.25 s doubling to 4 s. */
export const SLOW_DOWN_FROM = FAILURES_ALLOWED;
export const MAX_SLOW_DOWN_MS = 4000;
export const slowDownMs = (attempts: number) =>
  attempts <= SLOW_DOWN_FROM ? 0 : Math.min(MAX_SLOW_DOWN_MS, 250 * 2 ** Math.min(attempts - SLOW_DOWN_FROM - 1, 8));

/** A device cookie lives a year; it proves a past sign-in by this browser, for rate limits only. */
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

const userOf = (username: string) => encodeURIComponent(username.toLowerCase());

/** The device id of a device cookie issued to `username`, or null (none, forged, or another username's). */
export function trustedDevice(ctx: Context, username: string): string | null {
  // The cookie is signed by the server (the request bridge refuses a tampered one): "<device id>.<username>".
  const value = ctx.request.getCookie(DEVICE_COOKIE);
  if (!value) return null;
  const dot = value.indexOf(".");
  if (dot < 1 || value.slice(dot + 1) !== userOf(username)) return null;
  return value.slice(0, dot);
}

/** After a complete sign-in: this browser is one she uses (a new device id unless it already had one). */
export function rememberDevice(ctx: Context, username: string) {
  const device = trustedDevice(ctx, username) ?? randomToken();
  ctx.request.setCookie(DEVICE_COOKIE, `${device}.${userOf(username)}`, { maxAge: DEVICE_COOKIE_SECONDS });
}

/**
 * Counts a password attempt before it is checked (given back when the password proves right). From a trusted
 * device only that device's failures count; otherwise the address and the (username, address) pair refuse beyond
 * 10, and the username's count only slows the answer, with an awaited timer that leaves the event loop free.
 */
export async function countPasswordAttempt(ctx: Context, username: string): Promise<CountedAttempt> {
  const rule = (key: string, limit = FAILURES_ALLOWED): LimitRule => ({
    key: `admin-login:${key}`,
    limit,
    windowMs: FAILURE_WINDOW_MS,
  });
  const device = trustedDevice(ctx, username);
  if (device) return takeLimits(ctx, [rule(`device:${device}`)], SIGN_IN_REFUSAL);
  const user = userOf(username);
  const ip = ctx.request.ip;
  const attempt = await takeLimits(
    ctx,
    [rule(`ip:${ip}`), rule(`user-ip:${user}|${ip}`), rule(`user:${user}`, Number.POSITIVE_INFINITY)],
    SIGN_IN_REFUSAL,
  );
  const wait = slowDownMs(attempt.counts[2] ?? 0);
  if (wait) await sleep(wait);
  return attempt;
}
