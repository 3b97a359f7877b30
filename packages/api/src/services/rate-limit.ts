// Fixed-window counters shared by every server instance: in the database, or in Redis when one is configured.
import { type Database, rateLimits } from "@studio/db";
import { TRPCError } from "@trpc/server";
import { eq, sql } from "drizzle-orm";
import type { Context } from "../context";

export interface LimitRule {
  key: string;
  limit: number;
  windowMs: number;
}

/** Where the counters live. */
export interface RateLimitStore {
  /** Counts one attempt against `key` in its current window (a new window starts when the last one ended). */
  hit(key: string, windowMs: number, now: Date): Promise<void>;
  /** The current window's count and end, or null when there is none. */
  peek(key: string, now: Date): Promise<{ count: number; resetAt: Date } | null>;
}

export function databaseLimits(db: Database): RateLimitStore {
  return {
    hit: (key, windowMs, now) => hit(db, key, windowMs, now),
    async peek(key, now) {
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
      return row && row.resetAt > now ? { count: row.count, resetAt: row.resetAt } : null;
    },
  };
}

async function hit(db: Database, key: string, windowMs: number, now: Date) {
  const resetAt = new Date(now.getTime() + windowMs);
  // postgres.js cannot bind a Date inside raw SQL; send ISO text with an explicit type.
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${nowSql} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${nowSql} then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
      },
    });
}

/** Seconds until the first exhausted rule frees up, or null when every rule still has room. */
async function blockedFor(store: RateLimitStore, rules: LimitRule[], now: Date): Promise<number | null> {
  let wait: number | null = null;
  for (const rule of rules) {
    const row = await store.peek(rule.key, now);
    if (row && row.count >= rule.limit) {
      const seconds = Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000);
      wait = Math.max(wait ?? 0, seconds);
    }
  }
  return wait;
}

/** Refuses with 429 and Retry-After when any rule is exhausted. */
export async function enforceLimits(ctx: Context, rules: LimitRule[], message: (minutes: number) => string) {
  const seconds = await blockedFor(ctx.limits, rules, ctx.now());
  if (seconds === null) return;
  ctx.request.setHeader("Retry-After", String(seconds));
  throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: message(Math.ceil(seconds / 60)) });
}

export async function countAttempt(ctx: Context, rules: LimitRule[]) {
  for (const rule of rules) await ctx.limits.hit(rule.key, rule.windowMs, ctx.now());
}
