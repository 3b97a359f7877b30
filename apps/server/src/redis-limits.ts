// Rate-limit counters in Redis (REDIS_URL): one key per rule, expiring with its window, so every instance
// shares them without a database write per attempt.
import type { RateLimitStore } from "@studio/api";

/** Takes back one attempt only while the window that counted it is still open (never creates a key). */
const GIVE_BACK = `if (tonumber(redis.call('get', KEYS[1]) or '0') > 0) then return redis.call('decr', KEYS[1]) end return 0`;

export async function redisLimits(
  url: string,
  prefix = "studio:limit:",
): Promise<RateLimitStore & { close(): Promise<void> }> {
  // Imported only when REDIS_URL is set, so a single instance does not load the client at start.
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  const takeOne = async (key: string, windowMs: number, now: Date) => {
    // The window starts with the first attempt (SET NX PX); INCR keeps its expiry and returns the new count.
    const results = await redis
      .multi()
      .set(prefix + key, 0, "PX", windowMs, "NX")
      .incr(prefix + key)
      .pttl(prefix + key)
      .exec();
    const failed = results?.find(([error]) => error)?.[0];
    if (!results || failed) throw failed ?? new Error(`Rate limit ${key}: the transaction was discarded`);
    const ttl = Number(results[2]?.[1]);
    return { count: Number(results[1]?.[1]), resetAt: new Date(now.getTime() + (ttl > 0 ? ttl : windowMs)) };
  };
  return {
    take: (attempts, now) => Promise.all(attempts.map(({ key, windowMs }) => takeOne(key, windowMs, now))),
    // Redis expires each key with its window (PX) by itself.
    forgetExpired: async () => {},
    async giveBack(key) {
      await redis.eval(GIVE_BACK, 1, prefix + key);
    },
    close: async () => {
      await redis.quit();
    },
  };
}
