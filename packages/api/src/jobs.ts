// Background work: what each job does, how often it is retried, and the periodic sweeps. The server runs
// these on pg-boss in the site's own database, so each job runs once whichever instance picks it up.

import { forgetExpiredChallenges } from "./auth/challenges";
import { releaseStaleBookings } from "./bookings/bookings";
import { sweepPackExpiry } from "./bookings/expiry";
import type { Services } from "./context";
import { deliverQueuedEmail, EMAIL_RETRY_DELAY_SECONDS, retryQueuedEmails } from "./lib/outbox";
import { renewMockMemberships } from "./payments/membership-payment";
import type { JobAttempt, JobData, JobName } from "./ports/queue";
import { deliverPush, forgetOldDeliveries } from "./push/deliver";
import { sendTodaysWorkouts } from "./push/todays-workout";
import { runReminderJob, sendDueReminders } from "./reminders/reminders";
import { sendMorningAgenda } from "./sessions/morning-agenda";
import { fillWaitlist, sweepWaitlists } from "./sessions/waitlist";

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
  "fill-waitlist": {
    policy: "short",
    retryLimit: 5,
    retryDelaySeconds: 10,
    run: (services, data) => fillWaitlist(services, data),
  },
  "push-notify": {
    policy: "standard",
    retryLimit: 5,
    retryDelaySeconds: 30,
    run: (services, data) => deliverPush(services, data),
  },
};

/** Periodic safety nets, each run by one instance at a time (cron, Miami time). */
export const sweeps: { name: string; cron: string; run(services: Services): Promise<unknown> }[] = [
  { name: "release-stale-bookings", cron: "*/5 * * * *", run: releaseStaleBookings },
  // Reminders whose job never made it into the queue (queued while the queue was unreachable).
  { name: "reminder-sweep", cron: "* * * * *", run: sendDueReminders },
  // Waiting lists whose job was lost, and offers that ran out.
  { name: "waitlist-sweep", cron: "* * * * *", run: sweepWaitlists },
  // Her morning agenda, at the minute she chose: most minutes this reads one row and stops.
  { name: "morning-agenda", cron: "* * * * *", run: sendMorningAgenda },
  // Packs past their last day lose the sessions left to book; those lapsing within two weeks are told once.
  { name: "pack-expiry", cron: "*/15 * * * *", run: sweepPackExpiry },
  // Without Stripe, the months of memberships that come due are paid as its billing would (with Stripe: nothing).
  { name: "mock-membership-renewals", cron: "*/15 * * * *", run: renewMockMemberships },
  // "Today's workout" on her phone: from 7:00 AM, every 15 minutes until 9:45 for whoever has not had it.
  { name: "todays-workout", cron: "*/15 7-9 * * *", run: sendTodaysWorkouts },
  // Push deliveries older than a month: no job can repeat them any more.
  { name: "forget-push-deliveries", cron: "43 3 * * *", run: forgetOldDeliveries },
  // Messages left 'sending' by an instance that stopped mid-send.
  { name: "mail-sweep", cron: "*/10 * * * *", run: retryQueuedEmails },
  // Rate-limit counters of ended windows: without this the table keeps a row for every visitor ever limited.
  {
    name: "forget-expired-limits",
    cron: "17 * * * *",
    // And the sign-in's unfinished second steps, with them.
    run: async (services) => {
      await services.limits.forgetExpired(services.now());
      await forgetExpiredChallenges(services.db, services.now());
    },
  },
];
