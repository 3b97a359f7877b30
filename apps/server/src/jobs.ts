// pg-boss in the site's own database runs the jobs and sweeps of @studio/api: each job once across instances,
// retried with exponential back-off when it throws, and stopped gracefully with the server.
import { type JobName, type JobQueue, jobDefinitions, type Services, sweeps } from "@studio/api";
import type { DatabaseHandle } from "@studio/db";
import PgBoss from "pg-boss";

export interface JobRunnerOptions {
  /** Overrides every job's first retry delay (tests use 1 s instead of minutes). */
  retryDelaySeconds?: number;
  /** How often an idle worker looks for work; pg-boss's minimum is 0.5 s. */
  pollingIntervalSeconds?: number;
}

export interface JobRunner {
  queue: JobQueue;
  start(services: Services): Promise<void>;
  stop(): Promise<void>;
}

const SCHEMA = "pgboss";

export function createJobRunner(
  database: DatabaseHandle,
  log: { error(details: object, message: string): void },
  options: JobRunnerOptions = {},
): JobRunner {
  const connection =
    "connectionString" in database.queueConnection ? { ...database.queueConnection, max: 4 } : database.queueConnection;
  const boss = new PgBoss({ ...connection, schema: SCHEMA, application_name: "studio-jobs" });
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  const retryOptions = (name: JobName) => ({
    retryLimit: jobDefinitions[name].retryLimit,
    retryDelay: options.retryDelaySeconds ?? jobDefinitions[name].retryDelaySeconds,
    retryBackoff: true,
  });
  let started = false;

  return {
    queue: {
      async enqueue(name, data, { startAfter, delaySeconds, singletonKey } = {}) {
        await boss.send(name, data, { ...retryOptions(name), startAfter: startAfter ?? delaySeconds, singletonKey });
      },
    },
    async start(services) {
      await boss.start();
      started = true;
      const work = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, includeMetadata: true as const };
      for (const name of Object.keys(jobDefinitions) as JobName[]) {
        await boss.createQueue(name, { name, policy: jobDefinitions[name].policy, ...retryOptions(name) });
        await boss.work(name, work, async (jobs) => {
          for (const job of jobs) {
            // biome-ignore lint/suspicious/noExplicitAny: each queue carries its own job's data
            await jobDefinitions[name].run(services, job.data as any, {
              retryCount: job.retryCount,
              retryLimit: job.retryLimit,
            });
          }
        });
      }
      for (const sweep of sweeps) {
        // 'singleton' lets one run be active at a time, so a slow sweep is never run twice in parallel.
        await boss.createQueue(sweep.name, { name: sweep.name, policy: "singleton", retryLimit: 0 });
        await boss.schedule(sweep.name, sweep.cron, {}, { tz: "America/New_York" });
        await boss.work(sweep.name, work, async () => {
          await sweep.run(services);
        });
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      // Finishes the jobs in hand, then closes its own pool (PGlite's connection belongs to the server).
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
