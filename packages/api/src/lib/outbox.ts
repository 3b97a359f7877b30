// Every e-mail is written to the outbox first, then sent; a failed send stays queued and a job retries it
// with back-off. Each attempt is claimed with a conditional update, so no message goes out twice.
import { type Executor, emailOutbox, type OutboxMessage } from "@studio/db";
import type { EmailAttachment, RenderedEmail } from "@studio/email";
import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { Services } from "../context";
import type { JobAttempt } from "../ports/queue";

export interface OutgoingEmail {
  to: string;
  template: string;
  email: RenderedEmail;
  attachments?: EmailAttachment[];
  replyTo?: string;
  headers?: Record<string, string>;
}

export interface SendOptions {
  /** false: a failed attempt is final here, because the caller (a job) retries the whole step itself. */
  retry?: boolean;
}

/** The first attempt, then the job's retries (see jobDefinitions), with room for the sweep. */
export const MAX_ATTEMPTS = 10;
/** The first retry of a failed e-mail; each later one waits twice as long. */
export const EMAIL_RETRY_DELAY_SECONDS = 30;
/** 30 s, 1 min, 2 min, ... capped at 30 min between attempts. */
export const retryDelayMs = (attempts: number) =>
  Math.min(EMAIL_RETRY_DELAY_SECONDS * 1000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
/** A claim older than this belongs to an instance that stopped mid-send. */
const STALE_CLAIM_MS = 10 * 60_000;

/** Claims the row for one attempt; null when another instance (or an earlier call) has it. */
async function claim(services: Services, id: number, from: "queued" | "sending") {
  const [row] = await services.db
    .update(emailOutbox)
    .set({ status: "sending", attempts: sql`${emailOutbox.attempts} + 1`, lastAttemptAt: services.now() })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, from)))
    .returning();
  return row ?? null;
}

async function attempt(services: Services, row: OutboxMessage, retry = true): Promise<boolean> {
  try {
    await services.mailer.send({
      messageId: row.messageId,
      to: row.to,
      subject: row.subject,
      html: row.html,
      text: row.text,
      attachments: row.attachments,
      replyTo: row.replyTo,
      headers: row.headers,
    });
    await recordSent(services, row.id);
    return true;
  } catch (error) {
    await services.db
      .update(emailOutbox)
      .set({ status: retry && row.attempts < MAX_ATTEMPTS ? "queued" : "failed", lastError: String(error) })
      .where(eq(emailOutbox.id, row.id));
    return false;
  }
}

/**
 * The mail server has the message: that must be written down, or the sweep would send it again once the claim
 * went stale. A database that is away for a moment is waited for, in the background, until well before then.
 */
function recordSent(services: Services, id: number) {
  const began = Date.now();
  const write = () =>
    services.db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: services.now(), lastError: null })
      .where(eq(emailOutbox.id, id));
  const retry = (delayMs: number) => {
    setTimeout(() => {
      write().catch(() => {
        if (Date.now() - began < STALE_CLAIM_MS / 2) retry(Math.min(delayMs * 2, 10_000));
      });
    }, delayMs).unref();
  };
  return write().catch(() => retry(250));
}

/** Queues the message and tries to send it now; if that fails, a job retries it. Returns whether it went out. */
export async function sendEmail(
  services: Services,
  message: OutgoingEmail,
  options: SendOptions = {},
): Promise<boolean> {
  return sendQueuedEmail(services, await queueEmail(services.db, message), options);
}

/**
 * Writes the message to the outbox only, with `db` a caller's transaction: the message then exists exactly when
 * what it tells of does (a reply and its e-mail commit together). Send it with sendQueuedEmail after the commit;
 * should that never happen, the sweep (retryQueuedEmails) finds it queued and sends it.
 */
export async function queueEmail(db: Executor, message: OutgoingEmail): Promise<number> {
  const [id] = await queueEmails(db, [message]);
  if (id === undefined) throw new Error("Outbox insert returned no row");
  return id;
}

const outboxRow = (message: OutgoingEmail) => ({
  to: message.to,
  template: message.template,
  subject: message.email.subject,
  html: message.email.html,
  text: message.email.text,
  attachments: message.attachments ?? null,
  replyTo: message.replyTo ?? null,
  headers: message.headers ?? null,
});

/** Several messages in one statement (a broadcast's), their ids in the same order. */
export async function queueEmails(db: Executor, messages: OutgoingEmail[]): Promise<number[]> {
  if (messages.length === 0) return [];
  const rows = await db.insert(emailOutbox).values(messages.map(outboxRow)).returning({ id: emailOutbox.id });
  return rows.map((row) => row.id);
}

/** Tries to send a queued message now; if that fails, a job retries it. Returns whether it went out. */
export async function sendQueuedEmail(
  services: Services,
  outboxId: number,
  { retry = true }: SendOptions = {},
): Promise<boolean> {
  const claimed = await claim(services, outboxId, "queued");
  if (!claimed) return false;
  const sent = await attempt(services, claimed, retry);
  if (!sent && retry) {
    await services.jobs.enqueue("deliver-email", { outboxId }, { delaySeconds: EMAIL_RETRY_DELAY_SECONDS });
  }
  return sent;
}

/** The "deliver-email" job: one more attempt; throws (to be retried) while the message is still queued. */
export async function deliverQueuedEmail(services: Services, outboxId: number, job: JobAttempt): Promise<void> {
  const claimed = await claim(services, outboxId, "queued");
  if (!claimed) return; // sent, failed for good, or being sent by another instance
  const finalTry = job.retryCount >= job.retryLimit;
  if (await attempt(services, claimed, !finalTry)) return;
  if (!finalTry) throw new Error(`E-mail ${outboxId} not delivered yet (attempt ${claimed.attempts})`);
}

/** Retries queued messages whose back-off has passed (and reclaims stale claims). Returns how many went out. */
export async function retryQueuedEmails(services: Services, limit = 50): Promise<number> {
  const now = services.now().getTime();
  const waiting = await services.db
    .select()
    .from(emailOutbox)
    .where(and(sql`${emailOutbox.status} in ('queued', 'sending')`, lt(emailOutbox.attempts, MAX_ATTEMPTS)))
    .orderBy(asc(emailOutbox.id))
    .limit(limit);
  let sent = 0;
  for (const row of waiting) {
    const last = row.lastAttemptAt?.getTime() ?? 0;
    const due = row.status === "queued" ? now - last >= retryDelayMs(row.attempts) : now - last >= STALE_CLAIM_MS;
    if (!due) continue;
    const claimed = await claim(services, row.id, row.status === "sending" ? "sending" : "queued");
    if (claimed && (await attempt(services, claimed))) sent++;
  }
  return sent;
}
