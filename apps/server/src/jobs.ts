// pg-boss in the site's own database runs the jobs and sweeps of @studio/api: each job once across instances,
// retried with exponential back-off when it throws, and stopped gracefully with the server.
import { type JobName, type JobQueue, jobDefinitions, type Services, sweeps } from "@studio/api";
import type { DatabaseHandle } from "@studio/db";
import type PgBoss from "pg-boss";

export interface JobRunnerOptions {
  /** Overrides every job's first retry delay (tests use 1 s instead of minutes). */
  retryDelaySeconds?: number;
  /** How often an idle worker looks for work, jobs and sweeps alike; pg-boss's minimum is 0.5 s. */
  pollingIntervalSeconds?: number;
}

export interface JobRunner {
  queue: JobQueue;
  /** Loads pg-boss (with the pg driver under it): tens of milliseconds of CPU, best spent while waiting. */
  load(): void;
  start(services: Services): Promise<void>;
  stop(): Promise<void>;
}

const SCHEMA = "pgboss";
/** Any stable number: instances starting together set up the queue one after the other. */
const QUEUE_SETUP_LOCK = 4_0_2_1_2_0;
const loadPgBoss = () => import("pg-boss");
/** A job (an e-mail, a reminder) is picked up within 2 s of being sent. */
const JOB_POLLING_SECONDS = 2;
/**
 * A sweep is a safety net started by pg-boss's cron, which itself sends it up to 30 s after its minute: looking
 * for one every 2 s, as for jobs, kept six workers querying the database around the clock for nothing (an idle
 * server on the embedded database spent 2–8 % of a core on it).
 */
const SWEEP_POLLING_SECONDS = 20;

export function createJobRunner(
  database: DatabaseHandle,
  log: { error(details: object, message: string): void },
  options: JobRunnerOptions = {},
): JobRunner {
  const connection =
    "connectionString" in database.queueConnection ? { ...database.queueConnection, max: 4 } : database.queueConnection;
  const retryOptions = (name: JobName) => ({
    retryLimit: jobDefinitions[name].retryLimit,
    retryDelay: options.retryDelaySeconds ?? jobDefinitions[name].retryDelaySeconds,
    retryBackoff: true,
  });
  // The server listens before the queue has started (its first start creates pg-boss's tables); a job sent in
  // that moment waits for the queue.
  let loading: ReturnType<typeof loadPgBoss> | undefined;
  const load = () => {
    loading ??= loadPgBoss();
    return loading;
  };
  let boss: PgBoss | undefined;
  let stopped = false;
  let starting: Promise<PgBoss> | undefined;
  let markReady: (started: Promise<PgBoss>) => void = () => {};
  const ready = new Promise<PgBoss>((resolve) => {
    markReady = resolve;
  });
  ready.catch(() => {}); // a failed start is reported by start(); senders see it when they await

  async function startQueue(services: Services): Promise<PgBoss> {
    const { default: PgBossQueue } = await load();
    if (stopped) throw new Error("The server stopped before its job queue started");
    const queue = new PgBossQueue({ ...connection, schema: SCHEMA, application_name: "studio-jobs" });
    boss = queue;
    queue.on("error", (error) => log.error({ err: error }, "job queue error"));
    await queue.start();
    const work = {
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? JOB_POLLING_SECONDS,
      includeMetadata: true as const,
    };
    const sweepWork = { ...work, pollingIntervalSeconds: options.pollingIntervalSeconds ?? SWEEP_POLLING_SECONDS };
    // One queue at a time: pg-boss's create_queue deadlocks with itself when run in parallel.
    for (const name of Object.keys(jobDefinitions) as JobName[]) {
      await queue.createQueue(name, { name, policy: jobDefinitions[name].policy, ...retryOptions(name) });
      await queue.work(name, work, async (jobs) => {
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
      await queue.createQueue(sweep.name, { name: sweep.name, policy: "singleton", retryLimit: 0 });
      await queue.schedule(sweep.name, sweep.cron, {}, { tz: "America/New_York" });
      await queue.work(sweep.name, sweepWork, async () => {
        await sweep.run(services);
      });
    }
    return queue;
  }

  return {
    queue: {
      async enqueue(name, data, { startAfter, delaySeconds, singletonKey } = {}) {
        const queue = await ready;
        await queue.send(name, data, { ...retryOptions(name), startAfter: startAfter ?? delaySeconds, singletonKey });
      },
    },
    load() {
      load().catch(() => {}); // a failure to load is reported by start()
    },
    async start(services) {
      // pg-boss creates its tables and each queue's partition with DDL that deadlocks against another
      // instance doing the same at the same moment.
      starting = database.exclusively(QUEUE_SETUP_LOCK, () => startQueue(services));
      markReady(starting);
      await starting;
    },
    async stop() {
      stopped = true;
      await starting?.catch(() => {}); // a start under way finishes (or fails) before the queue is stopped
      const queue = boss;
      boss = undefined;
      // Finishes the jobs in hand, then closes its own pool (PGlite's connection belongs to the server).
      await queue?.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
