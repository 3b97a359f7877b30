// Every e-mail is written to the outbox first, then sent; the outcome is recorded on the row.
import { emailOutbox } from "@studio/db";
import type { EmailAttachment, RenderedEmail } from "@studio/email";
import { eq, sql } from "drizzle-orm";
import type { Services } from "../context";

export interface OutgoingEmail {
  to: string;
  template: string;
  email: RenderedEmail;
  attachments?: EmailAttachment[];
  replyTo?: string;
  headers?: Record<string, string>;
}

/** Queues the message and tries to send it now. Returns whether it went out. */
export async function sendEmail(services: Services, message: OutgoingEmail): Promise<boolean> {
  const extras = {
    attachments: message.attachments ?? null,
    replyTo: message.replyTo ?? null,
    headers: message.headers ?? null,
  };
  const [row] = await services.db
    .insert(emailOutbox)
    .values({
      to: message.to,
      template: message.template,
      subject: message.email.subject,
      html: message.email.html,
      text: message.email.text,
      ...extras,
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error("Outbox insert returned no row");
  try {
    await services.mailer.send({ to: message.to, ...message.email, ...extras });
    await services.db
      .update(emailOutbox)
      .set({ status: "sent", attempts: sql`${emailOutbox.attempts} + 1`, sentAt: services.now(), lastError: null })
      .where(eq(emailOutbox.id, row.id));
    return true;
  } catch (error) {
    await services.db
      .update(emailOutbox)
      .set({ attempts: sql`${emailOutbox.attempts} + 1`, lastError: String(error) })
      .where(eq(emailOutbox.id, row.id));
    return false;
  }
}
