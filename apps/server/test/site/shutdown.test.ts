// SIGTERM under load: the built server stops accepting, finishes every request it had started (one that
// arrives after the signal is refused whole with 503), closes the queue and the pool, and exits 0; nothing
// half-written remains.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bookings, openDatabase } from "@studio/db";
import { createTestDatabase, type TestDatabase } from "@studio/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const main = join(import.meta.dirname, "../../dist/main.js");

interface Outcome {
  sentAt: number;
  status: number | "error";
}

describe("graceful shutdown", () => {
  let dataDir: string;
  let database: TestDatabase | undefined;
  let child: ChildProcess;
  let url = "";
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "studio-shutdown-"));
    // PostgreSQL when the project runs on it; otherwise the server's own PGlite in dataDir.
    database = process.env.TEST_DB === "postgres" ? await createTestDatabase() : undefined;
    child = spawn(process.execPath, [main], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PAYMENTS_MODE: "mock",
        UNSAFE_MOCK_PAYMENTS_IN_PRODUCTION: "true",
        ADMIN_USERNAME: "coach",
        ADMIN_PASSWORD: "shutdown-password",
        SESSION_SECRET: "shutdown-secret-that-is-long-enough-0123456789",
        DATA_DIR: dataDir,
        ...(database?.url ? { DATABASE_URL: database.url } : { DATABASE_URL: "" }),
        HOST: "127.0.0.1",
        PORT: "0",
        LOG_LEVEL: "info",
        TRUST_PROXY: "true", // each booking of the load from a visitor of its own, under the per-address limit
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    url = await new Promise<string>((resolve, reject) => {
      let out = "";
      child.stdout?.on("data", (chunk) => {
        out += chunk;
        // Load starts once the job queue runs too, as on a server that has been up for a while.
        const ready = /Site ready at (http:\/\/[\d.:]+)/.exec(out);
        if (ready?.[1] && out.includes("Background jobs running")) resolve(ready[1]);
      });
      child.stderr?.on("data", (chunk) => {
        out += chunk;
      });
      child.once("exit", (code) => reject(new Error(`server exited (${code}): ${out}`)));
    });
  }, 60_000);
  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("finishes every request it had started and exits 0", async () => {
    const outcomes: Outcome[] = [];
    let stopped = false;
    const worker = async (n: number) => {
      for (let i = 0; !stopped; i++) {
        const sentAt = performance.now();
        try {
          const answer = await fetch(`${url}/api/bookings`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": `10.${n}.${(i >> 8) & 255}.${i & 255}` },
            body: JSON.stringify({ packageId: 1, clientName: "Load Client", clientEmail: `load${n}-${i}@example.com` }),
          });
          await answer.arrayBuffer();
          outcomes.push({ sentAt, status: answer.status });
        } catch {
          outcomes.push({ sentAt, status: "error" });
          return; // the server is gone for this worker
        }
      }
    };
    const workers = Array.from({ length: 20 }, (_, n) => worker(n));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const sigtermAt = performance.now();
    child.kill("SIGTERM");
    const code = await exited;
    stopped = true;
    await Promise.all(workers);

    expect(code).toBe(0);
    // Everything sent before the signal got a whole answer: done (200), or, if it reached the server only
    // after the signal, refused at once with 503 and "Connection: close" for the balancer to send elsewhere.
    // None was cut off half-way.
    const before = outcomes.filter((outcome) => outcome.sentAt < sigtermAt);
    expect(before.filter((outcome) => outcome.status === 200).length).toBeGreaterThan(20);
    expect(before.filter((outcome) => outcome.status !== 200 && outcome.status !== 503)).toEqual([]);
    const answered = outcomes.filter((outcome) => outcome.status === 200).length;

    // Every booking it confirmed was written, and nothing else.
    const reopened = database ?? (await openDatabase({ dataDir: join(dataDir, "pglite") }));
    try {
      const rows = await reopened.db.select({ id: bookings.id }).from(bookings);
      expect(rows).toHaveLength(answered);
    } finally {
      if (!database) await reopened.close();
    }
  }, 60_000);
});
