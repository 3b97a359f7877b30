// The database's rate-limit counters: every rule of an action in one statement, and ended windows forgotten.
import { databaseLimits } from "@studio/api";
import { rateLimits } from "@studio/db";
import { createTestDatabase, type TestDatabase } from "@studio/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe("database rate-limit counters", () => {
  it("count each key of an action in order, and forget only the windows that have ended", async () => {
    const limits = databaseLimits(database.db);
    const start = new Date("2026-11-24T12:00:00Z");
    const attempts = [
      { key: "test:short", windowMs: 60_000 },
      { key: "test:long", windowMs: 3_600_000 },
    ];
    await limits.take(attempts, start);
    const second = await limits.take(attempts, start);
    expect(second.map((counted) => counted.count)).toEqual([2, 2]);
    expect(second.map((counted) => counted.resetAt.getTime() - start.getTime())).toEqual([60_000, 3_600_000]);

    const later = new Date(start.getTime() + 120_000);
    await limits.forgetExpired(later);
    const left = await database.db.select({ key: rateLimits.key, count: rateLimits.count }).from(rateLimits);
    expect(left).toEqual([{ key: "test:long", count: 2 }]);
    const [fresh, kept] = await limits.take(attempts, later);
    expect([fresh?.count, kept?.count]).toEqual([1, 3]);
  });
});
