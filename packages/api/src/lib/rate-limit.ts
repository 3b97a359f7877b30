// Every limited action goes through takeLimits: the attempt is counted before it is acted on, and the count that
// comes back decides, so a burst of a thousand requests meets the same limit as one request at a time.
import type { Context } from "../context";
import { refusal, type ServerMessageId } from "./said";

export interface LimitRule {
  key: string;
  /** Beyond this count the attempt is refused; Infinity counts without refusing (for a slow-down, say). */
  limit: number;
  windowMs: number;
}

/** An attempt counted against its rules; `giveBack` un-counts it when it should not count (a success). */
export interface CountedAttempt {
  /** Each rule's count in its window, this attempt included, in the order of the rules. */
  counts: number[];
  giveBack(): Promise<void>;
}

/**
 * Counts the attempt against every rule, then refuses with 429 and Retry-After when any rule is now over its
 * limit. `message` (server.limit.*) says how many `minutes` to wait, in the reader's language.
 */
export async function takeLimits(ctx: Context, rules: LimitRule[], message: ServerMessageId): Promise<CountedAttempt> {
  const now = ctx.now();
  const counts = await ctx.limits.take(rules, now);
  const overFor = counts
    .filter((counted, i) => counted.count > (rules[i] as LimitRule).limit)
    .map((counted) => Math.ceil((counted.resetAt.getTime() - now.getTime()) / 1000));
  if (overFor.length) {
    const seconds = Math.max(1, ...overFor);
    ctx.request.setHeader("Retry-After", String(seconds));
    throw refusal("TOO_MANY_REQUESTS", message, { minutes: Math.ceil(seconds / 60) });
  }
  return {
    counts: counts.map((counted) => counted.count),
    async giveBack() {
      await Promise.all(rules.map((rule) => ctx.limits.giveBack(rule.key, ctx.now())));
    },
  };
}
