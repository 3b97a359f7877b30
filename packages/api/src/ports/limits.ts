// Fixed-window counters shared by every server instance: in the database (here), or in Redis when one is
// configured (the server's adapter).
import { type Database, rateLimits } from "@studio/db";
import { and, eq, gt, lte, sql } from "drizzle-orm";

export interface WindowCount {
  count: number;
  resetAt: Date;
}

export interface LimitedAttempt {
  key: string;
  windowMs: number;
}

/** Where the counters live. */
export interface RateLimitStore {
  /**
   * Counts one attempt against each key, atomically, and returns each window's new count in the order given (a new
   * window starts when the last one ended).
   */
  take(attempts: readonly LimitedAttempt[], now: Date): Promise<WindowCount[]>;
  /** Takes back one attempt counted in the current window (one that turned out not to count, like a right password). */
  giveBack(key: string, now: Date): Promise<void>;
  /** Drops the counters of windows that have ended: every visitor leaves one, and a new window starts at 1 anyway. */
  forgetExpired(now: Date): Promise<void>;
}

// postgres.js cannot bind a Date inside raw SQL; send ISO text with an explicit type.
const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export function databaseLimits(db: Database): RateLimitStore {
  return {
    // Every key of an action in one statement: one round trip and one commit, however many rules it has.
    async take(attempts, now) {
      const expired = sql`${rateLimits.resetAt} <= ${timestamp(now)}`;
      const rows = await db
        .insert(rateLimits)
        .values(attempts.map(({ key, windowMs }) => ({ key, count: 1, resetAt: new Date(now.getTime() + windowMs) })))
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt });
      const byKey = new Map(rows.map((row) => [row.key, row]));
      return attempts.map(({ key }) => {
        const row = byKey.get(key);
        if (!row) throw new Error(`Rate limit ${key} returned no row`);
        return { count: row.count, resetAt: row.resetAt };
      });
    },
    async forgetExpired(now) {
      await db.delete(rateLimits).where(lte(rateLimits.resetAt, now));
    },
    async giveBack(key, now) {
      await db
        .update(rateLimits)
        .set({ count: sql`${rateLimits.count} - 1` })
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now), gt(rateLimits.count, 0)));
    },
  };
}
