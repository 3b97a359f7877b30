// The background-job queue as the procedures see it: what can be queued, and with what. The server's adapter
// runs it on pg-boss; jobs.ts says what each job does.

export interface JobData {
  /** An e-mail whose first attempt failed; retried with back-off until it goes out. */
  "deliver-email": { outboxId: number };
  /** A session's reminder, queued for its reminder time; it re-reads everything before sending. */
  "session-reminder": { sessionId: number; startsAt: string };
  /** An hour whose waiting list may have a place to serve (a place freed, an offer ran out). */
  "fill-waitlist": { date: string; time: string; sessionType: "gym" | "home" };
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
