// The trainer answers a contact message from her inbox: the reply is stored and its e-mail queued in one
// transaction, once per attempt of her form, and the message counts as handled. Each reply quotes the visitor's
// message to the address the visitor typed, so replies are capped: a few per message, and a day's worth per
// address, counted from the stored replies under the address's lock, so a burst meets the cap exactly.
import { contactReplies, contacts, type Transaction } from "@studio/db";
import { contactReply } from "@studio/email";
import type { contactReplyInput } from "@studio/validators";
import { studio } from "@studio/validators/studio";
import { DAY_MS, miamiLabel } from "@studio/validators/studio-time";
import { TRPCError } from "@trpc/server";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Context } from "../context";
import { oncePerRequest } from "../lib/once-per-request";
import { queueEmail, sendQueuedEmail } from "../lib/outbox";
import { refusal } from "../lib/said";
import { inboxMessage } from "./admin";

/** Replies one contact message may have. */
export const REPLIES_PER_MESSAGE = 5;
/** Replies one address may be sent in 24 hours, over all of its messages. */
export const REPLIES_PER_ADDRESS_PER_DAY = 10;

/**
 * Counts the replies this one joins, under a lock on the address: the reply is already written in `tx`, so when a
 * count is over its cap the refusal rolls it back with its e-mail.
 */
async function checkReplyCaps(ctx: Context, tx: Transaction, contactId: number, email: string, now: Date) {
  const recent = sql`${contactReplies.createdAt} > ${new Date(now.getTime() - DAY_MS).toISOString()}::timestamptz`;
  const [counted] = await tx
    .select({
      toMessage: sql<number>`count(*) filter (where ${contactReplies.contactId} = ${contactId})`.mapWith(Number),
      toAddress: sql<number>`count(*) filter (where ${recent})`.mapWith(Number),
      oldest: sql<Date | string | null>`min(${contactReplies.createdAt}) filter (where ${recent})`,
    })
    .from(contactReplies)
    .innerJoin(contacts, eq(contacts.id, contactReplies.contactId))
    .where(sql`lower(${contacts.email}) = ${email}`);
  if ((counted?.toMessage ?? 0) > REPLIES_PER_MESSAGE) {
    throw refusal("TOO_MANY_REQUESTS", "server.contact.repliesPerMessage", { limit: REPLIES_PER_MESSAGE });
  }
  if ((counted?.toAddress ?? 0) > REPLIES_PER_ADDRESS_PER_DAY) {
    const frees = counted?.oldest ? new Date(counted.oldest).getTime() + DAY_MS : now.getTime() + DAY_MS;
    const seconds = Math.max(1, Math.ceil((frees - now.getTime()) / 1000));
    ctx.request.setHeader("Retry-After", String(seconds));
    throw refusal("TOO_MANY_REQUESTS", "server.contact.repliesPerAddress", {
      limit: REPLIES_PER_ADDRESS_PER_DAY,
      hours: Math.ceil(seconds / 3600),
    });
  }
}

export function replyToMessage(services: Context, sentBy: string, input: z.output<typeof contactReplyInput>) {
  const { id, body, requestKey } = input;
  return oncePerRequest(
    requestKey,
    async (key) => {
      const [earlier] = await services.db
        .select({ contactId: contactReplies.contactId })
        .from(contactReplies)
        .where(eq(contactReplies.requestKey, key));
      return earlier ? inboxMessage(services, earlier.contactId) : null;
    },
    async () => {
      const [original] = await services.db.select().from(contacts).where(eq(contacts.id, id));
      if (!original) throw new TRPCError({ code: "NOT_FOUND", message: "Message not found" });
      const now = services.now();
      const address = original.email.toLowerCase();
      const outboxId = await services.db.transaction(async (tx) => {
        // Every reply to this address waits here for the one before it to commit or roll back.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`contact-reply:${address}`}, 0))`);
        const [reply] = await tx
          .insert(contactReplies)
          .values({ contactId: id, body, sentBy, requestKey, createdAt: now })
          .onConflictDoNothing({ target: contactReplies.requestKey })
          .returning({ id: contactReplies.id });
        if (!reply) return null; // the same attempt, sent twice at once: the first one answers and e-mails
        await checkReplyCaps(services, tx, id, address, now);
        await tx
          .update(contacts)
          .set({
            readAt: sql`coalesce(${contacts.readAt}, ${now.toISOString()}::timestamptz)`,
            handledAt: sql`coalesce(${contacts.handledAt}, ${now.toISOString()}::timestamptz)`,
          })
          .where(eq(contacts.id, id));
        return queueEmail(tx, {
          to: original.email,
          template: "contact-reply",
          email: contactReply({
            reply: body,
            original: { ...original, sentAt: miamiLabel(original.createdAt, original.language) },
            language: original.language,
          }),
          // Her answer is answered at the studio's address, whoever's mailbox the site sends from.
          replyTo: studio.email,
        });
      });
      if (outboxId === null) return null;
      await sendQueuedEmail(services, outboxId);
      return inboxMessage(services, id);
    },
  );
}
