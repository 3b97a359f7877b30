// Every limited action goes through takeLimits: the attempt is counted before it is acted on, and the count that
// comes back decides, so a burst of a thousand requests meets the same limit as one request at a time.
import { TRPCError } from "@trpc/server";
import type { Context } from "../context";

export interface LimitRule {
  key: string;
  limit: number;
  windowMs: number;
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
  const counts = await ctx.limits.take(rules, now);
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
