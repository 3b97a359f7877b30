// Background work: what each job does, how often it is retried, and the periodic sweeps. The server runs
// these on pg-boss in the site's own database, so each job runs once whichever instance picks it up.
import type { Services } from "./context";
import { releaseStaleBookings } from "./services/bookings";
import { deliverQueuedEmail, EMAIL_RETRY_DELAY_SECONDS, retryQueuedEmails } from "./services/outbox";
import { runReminderJob, sendDueReminders } from "./services/reminders";

export interface JobData {
  /** An e-mail whose first attempt failed; retried with back-off until it goes out. */
  "deliver-email": { outboxId: number };
  /** A session's reminder, queued for its reminder time; it re-reads everything before sending. */
  "session-reminder": { sessionId: number; startsAt: string };
}
export type JobName = keyof JobData;

export interface EnqueueOptions {
  /** An instant (a reminder's time) ... */
  startAfter?: Date;
  /** ... or a wait from now by the queue's clock (a retry). */
  delaySeconds?: number;
  /** Jobs with the same key are queued once. */
  singletonKey?: string;
}

export interface JobQueue {
  enqueue<N extends JobName>(name: N, data: JobData[N], options?: EnqueueOptions): Promise<void>;
}

export interface JobAttempt {
  retryCount: number;
  retryLimit: number;
}

interface JobDefinition<N extends JobName> {
  /** 'short': one waiting job per singleton key, so re-queuing the same reminder is a no-op. */
  policy: "standard" | "short";
  /** Retries after the first run; the delay doubles each time from `retryDelaySeconds`. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Throws to be retried. */
  run(services: Services, data: JobData[N], attempt: JobAttempt): Promise<void>;
}

export const jobDefinitions: { [N in JobName]: JobDefinition<N> } = {
  "deliver-email": {
    policy: "standard",
    retryLimit: 8,
    retryDelaySeconds: EMAIL_RETRY_DELAY_SECONDS,
    run: (services, data, attempt) => deliverQueuedEmail(services, data.outboxId, attempt),
  },
  "session-reminder": {
    policy: "short",
    retryLimit: 5,
    retryDelaySeconds: 60,
    run: (services, data, attempt) => runReminderJob(services, data, attempt),
  },
};

/** Periodic safety nets, each run by one instance at a time (cron, Miami time). */
export const sweeps: { name: string; cron: string; run(services: Services): Promise<unknown> }[] = [
  { name: "release-stale-bookings", cron: "*/5 * * * *", run: releaseStaleBookings },
  // Reminders whose job never made it into the queue (queued while the queue was unreachable).
  { name: "reminder-sweep", cron: "* * * * *", run: sendDueReminders },
  // Messages left 'sending' by an instance that stopped mid-send.
  { name: "mail-sweep", cron: "*/10 * * * *", run: retryQueuedEmails },
];
