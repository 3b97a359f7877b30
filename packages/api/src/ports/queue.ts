// The background-job queue as the procedures see it: what can be queued, and with what. The server's adapter
// runs it on pg-boss; jobs.ts says what each job does.
import type { PushKind } from "@studio/validators/kinds";
import type { Language } from "@studio/validators/languages";

/** What one notification shows on her phone: in each language, as each of her devices is set to. */
export interface PushMessage {
  title: string;
  body: string;
  /** The page a tap opens (an address of the site). */
  url: string;
}

/** A notification for one client's devices, queued by whichever domain has something to tell her. */
export interface PushNotice {
  userId: number;
  /** The choice in her settings that lets it through. */
  kind: PushKind;
  /** Once per device: the same key queued again sends nothing more ("session-reminder:12:<starts at>"). */
  key: string;
  message: Record<Language, PushMessage>;
  /** Past this instant it is not worth sending (an offer that ended, a session that started). */
  expiresAt?: string;
  urgency?: "normal" | "high";
}

export interface JobData {
  /** An e-mail whose first attempt failed; retried with back-off until it goes out. */
  "deliver-email": { outboxId: number };
  /** A session's reminder, queued for its reminder time; it re-reads everything before sending. */
  "session-reminder": { sessionId: number; startsAt: string };
  /** An hour whose waiting list may have a place to serve (a place freed, an offer ran out). */
  "fill-waitlist": { date: string; time: string; sessionType: "gym" | "home" };
  /** A push notification to each of her devices that has not had it; retried for those that failed. */
  "push-notify": PushNotice;
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
