// Rate-limit counters in Redis (REDIS_URL): one key per rule, expiring with its window, so every instance
// shares them without a database write per attempt.
import type { RateLimitStore } from "@studio/api";

export async function redisLimits(
  url: string,
  prefix = "studio:limit:",
): Promise<RateLimitStore & { close(): Promise<void> }> {
  // Imported only when REDIS_URL is set, so a single instance does not load the client at start.
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    async hit(key, windowMs) {
      // The window starts with the first attempt (SET NX PX) and INCR keeps its expiry.
      await redis
        .multi()
        .set(prefix + key, 0, "PX", windowMs, "NX")
        .incr(prefix + key)
        .exec();
    },
    async peek(key, now) {
      const [count, ttl] =
        (await redis
          .multi()
          .get(prefix + key)
          .pttl(prefix + key)
          .exec()) ?? [];
      const value = Number(count?.[1] ?? 0);
      const ms = Number(ttl?.[1] ?? -2);
      return value > 0 && ms > 0 ? { count: value, resetAt: new Date(now.getTime() + ms) } : null;
    },
    close: async () => {
      await redis.quit();
    },
  };
}
