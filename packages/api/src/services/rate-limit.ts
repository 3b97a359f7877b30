// Fixed-window counters shared by every server instance: in the database, or in Redis when one is configured.
// An attempt is counted before it is acted on, and the count that comes back decides: a burst of a thousand
// requests meets the same limit as one request at a time.
import { type Database, rateLimits } from "@studio/db";
import { TRPCError } from "@trpc/server";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Context } from "../context";

export interface LimitRule {
  key: string;
  limit: number;
  windowMs: number;
}

export interface WindowCount {
  count: number;
  resetAt: Date;
}

/** Where the counters live. */
export interface RateLimitStore {
  /** Counts one attempt against `key`, atomically, and returns the window's new count (a new window starts when the last one ended). */
  take(key: string, windowMs: number, now: Date): Promise<WindowCount>;
  /** Takes back one attempt counted in the current window (one that turned out not to count, like a right password). */
  giveBack(key: string, now: Date): Promise<void>;
}

// postgres.js cannot bind a Date inside raw SQL; send ISO text with an explicit type.
const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export function databaseLimits(db: Database): RateLimitStore {
  return {
    async take(key, windowMs, now) {
      const expired = sql`${rateLimits.resetAt} <= ${timestamp(now)}`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt: new Date(now.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      if (!row) throw new Error(`Rate limit ${key} returned no row`);
      return row;
    },
    async giveBack(key, now) {
      await db
        .update(rateLimits)
        .set({ count: sql`${rateLimits.count} - 1` })
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now), gt(rateLimits.count, 0)));
    },
  };
}

const minutesText = (minutes: number) => `${minutes} minute${minutes === 1 ? "" : "s"}`;

/** An attempt counted against its rules; `giveBack` un-counts it when it should not count (a success). */
export interface CountedAttempt {
  giveBack(): Promise<void>;
}

/**
 * Counts the attempt against every rule, then refuses with 429 and Retry-After when any rule is now over its
 * limit. `message` receives the wait as text ("5 minutes").
 */
export async function takeLimits(
  ctx: Context,
  rules: LimitRule[],
  message: (wait: string) => string,
): Promise<CountedAttempt> {
  const now = ctx.now();
  const counts = await Promise.all(rules.map((rule) => ctx.limits.take(rule.key, rule.windowMs, now)));
  const overFor = counts
    .filter((counted, i) => counted.count > (rules[i] as LimitRule).limit)
    .map((counted) => Math.ceil((counted.resetAt.getTime() - now.getTime()) / 1000));
  if (overFor.length) {
    const seconds = Math.max(1, ...overFor);
    ctx.request.setHeader("Retry-After", String(seconds));
    throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: message(minutesText(Math.ceil(seconds / 60))) });
  }
  return {
    async giveBack() {
      await Promise.all(rules.map((rule) => ctx.limits.giveBack(rule.key, ctx.now())));
    },
  };
}
