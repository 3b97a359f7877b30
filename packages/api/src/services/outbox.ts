// Every e-mail is written to the outbox first, then sent; a failed send stays queued and is retried with
// back-off. Each attempt is claimed with a conditional update, so no message goes out twice.
import { emailOutbox, type OutboxMessage } from "@studio/db";
import type { EmailAttachment, RenderedEmail } from "@studio/email";
import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { Services } from "../context";

export interface OutgoingEmail {
  to: string;
  template: string;
  email: RenderedEmail;
  attachments?: EmailAttachment[];
  replyTo?: string;
  headers?: Record<string, string>;
}

export const MAX_ATTEMPTS = 8;
/** 30 s, 1 min, 2 min, ... capped at 30 min between attempts. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
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

async function attempt(services: Services, row: OutboxMessage): Promise<boolean> {
  try {
    await services.mailer.send({
      to: row.to,
      subject: row.subject,
      html: row.html,
      text: row.text,
      attachments: row.attachments,
      replyTo: row.replyTo,
      headers: row.headers,
    });
    await services.db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: services.now(), lastError: null })
      .where(eq(emailOutbox.id, row.id));
    return true;
  } catch (error) {
    await services.db
      .update(emailOutbox)
      .set({ status: row.attempts >= MAX_ATTEMPTS ? "failed" : "queued", lastError: String(error) })
      .where(eq(emailOutbox.id, row.id));
    return false;
  }
}

/** Queues the message and tries to send it now. Returns whether it went out. */
export async function sendEmail(services: Services, message: OutgoingEmail): Promise<boolean> {
  const [row] = await services.db
    .insert(emailOutbox)
    .values({
      to: message.to,
      template: message.template,
      subject: message.email.subject,
      html: message.email.html,
      text: message.email.text,
      attachments: message.attachments ?? null,
      replyTo: message.replyTo ?? null,
      headers: message.headers ?? null,
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error("Outbox insert returned no row");
  const claimed = await claim(services, row.id, "queued");
  return claimed ? attempt(services, claimed) : false;
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
