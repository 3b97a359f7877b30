// With REDIS_URL, rate limits live in Redis: two instances that share nothing else (each has its own
// database here) still count one visitor's attempts together.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness";

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)("rate limits in Redis", () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    const env = {
      REDIS_URL: redisUrl ?? "",
      REDIS_PREFIX: `test:${randomBytes(6).toString("hex")}:`,
      TRUST_PROXY: "true",
    };
    first = await startTestServer(env);
    second = await startTestServer(env);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("counts sign-in failures across instances and answers 429 with Retry-After", async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 12; i++) {
      const site = i % 2 ? second : first;
      const answer = await site
        .client()
        .post(
          "/api/admin/login",
          { username: "nobody", password: "wrong password" },
          { "x-forwarded-for": "198.51.100.9" },
        );
      statuses.push(answer.status);
      retryAfter = answer.headers.get("retry-after") ?? retryAfter;
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(14 * 60);
    expect(Number(retryAfter)).toBeLessThanOrEqual(15 * 60);
    // Another address is not affected.
    const other = await first
      .client()
      .post(
        "/api/admin/login",
        { username: "someone", password: "wrong password" },
        { "x-forwarded-for": "198.51.100.10" },
      );
    expect(other.status).toBe(401);
  });
});
