// Several instances may start at the same instant on an empty database (a deploy that scales to three):
// migrations, the seed and the job queue's own tables are each set up once, and every instance comes up.
import { randomBytes } from "node:crypto";
import { openDatabase } from "@studio/db";
import { testDatabaseDriver } from "@studio/db/testing";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { createServer } from "../../src/server";
import { testConfig } from "../harness";

const TRIALS = 10;

describe.skipIf(testDatabaseDriver() !== "postgres")("instances starting together", () => {
  it(`come up healthy, ${TRIALS} times out of ${TRIALS}, on an empty database`, { timeout: 180_000 }, async () => {
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    const failures: string[] = [];
    try {
      for (let trial = 0; trial < TRIALS; trial++) {
        const name = `start_${randomBytes(6).toString("hex")}`;
        await admin.unsafe(`create database "${name}"`);
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        const servers = await Promise.all(
          [0, 1].map(async () =>
            createServer(testConfig(), {
              database: await openDatabase({ url: url.toString(), poolSize: 4 }),
              webDist: null,
            }),
          ),
        );
        try {
          const started = await Promise.allSettled(servers.map((server) => server.start()));
          for (const [i, outcome] of started.entries()) {
            if (outcome.status === "rejected") {
              failures.push(`trial ${trial}, instance ${i}: ${String(outcome.reason)}`);
              continue;
            }
            const health = await fetch(`${outcome.value}/healthz`);
            if (health.status !== 200) failures.push(`trial ${trial}, instance ${i}: /healthz ${health.status}`);
          }
        } finally {
          for (const server of servers) {
            await server.stop().catch(() => {});
            await server.database.close();
          }
          await admin.unsafe(`drop database if exists "${name}" with (force)`);
        }
      }
    } finally {
      await admin.end();
    }
    expect(failures).toEqual([]);
  });
});
