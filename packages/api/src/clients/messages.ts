// The trainer writes to a client from her page: the message is kept on the client's timeline and its e-mail queued in
// one transaction, once per attempt of her form, framed in the client's language, answered at the studio's address.
// Her timeline reads the messages both ways: what the trainer wrote, and what the client wrote through the contact
// form, with the trainer's inbox replies under each.
import { clientMessages, contactReplies, contacts } from "@studio/db";
import { clientMessage } from "@studio/email";
import { CLIENT_MESSAGE_LIMITS, type clientMessageInput, type TimelineEntry } from "@studio/validators";
import { studio } from "@studio/validators/studio";
import { DAY_MS } from "@studio/validators/studio-time";
import { TRPCError } from "@trpc/server";
import { and, asc, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";
import { oncePerRequest } from "../lib/once-per-request";
import { queueEmail, sendQueuedEmail } from "../lib/outbox";
import { clientLanguageOf } from "./language";
import { mustBeClient } from "./summaries";

type Message = z.output<typeof clientMessageInput>;

const messageColumns = {
  id: clientMessages.id,
  subject: clientMessages.subject,
  body: clientMessages.body,
  language: clientMessages.language,
  sentBy: clientMessages.sentBy,
  createdAt: clientMessages.createdAt,
};

export async function writeToClient(services: Services, sentBy: string, input: Message) {
  const { email, subject, body, requestKey } = input;
  await mustBeClient(services, email);
  return oncePerRequest(
    requestKey,
    async (key) => {
      const [earlier] = await services.db
        .select(messageColumns)
        .from(clientMessages)
        .where(eq(clientMessages.requestKey, key));
      if (earlier && (await addressOf(services, earlier.id)) !== email) {
        throw new TRPCError({ code: "CONFLICT", message: "This form's key was used for another message" });
      }
      return earlier ?? null;
    },
    async () => {
      const language = await clientLanguageOf(services, email);
      const now = services.now();
      const sent = await services.db.transaction(async (tx) => {
        // Every message to this address waits here for the one before it, so a burst meets the day's cap exactly.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`client-message:${email}`}, 0))`);
        const [message] = await tx
          .insert(clientMessages)
          .values({ clientEmail: email, subject, body, language, sentBy, requestKey, createdAt: now })
          .onConflictDoNothing({ target: clientMessages.requestKey })
          .returning(messageColumns);
        if (!message) return null; // the same attempt, sent twice at once: the first one answers and e-mails
        const [today] = await tx
          .select({ count: sql<number>`count(*)`.mapWith(Number) })
          .from(clientMessages)
          .where(
            and(eq(clientMessages.clientEmail, email), gt(clientMessages.createdAt, new Date(now.getTime() - DAY_MS))),
          );
        if ((today?.count ?? 0) > CLIENT_MESSAGE_LIMITS.perDay) {
          throw new TRPCError({
            code: "TOO_MANY_REQUESTS",
            message: `She has been sent ${CLIENT_MESSAGE_LIMITS.perDay} messages in the last 24 hours; please write again tomorrow.`,
          });
        }
        const outboxId = await queueEmail(tx, {
          to: email,
          template: "client-message",
          email: clientMessage({ subject, body, language }),
          // Her answer comes to the studio's address, whoever's mailbox the site sends from.
          replyTo: studio.email,
        });
        return { message, outboxId };
      });
      if (!sent) return null;
      await sendQueuedEmail(services, sent.outboxId);
      return sent.message;
    },
  );
}

async function addressOf(services: Services, id: number) {
  const [row] = await services.db
    .select({ email: clientMessages.clientEmail })
    .from(clientMessages)
    .where(eq(clientMessages.id, id));
  return row?.email;
}

/**
 * Her timeline, newest first, a page at a time before `before`: the two kinds are read a page each (both by her
 * address's index), merged, and cut to a page, so the cost follows the page, not her history.
 */
export async function clientTimeline(services: Services, email: string, before?: string | null) {
  const size = CLIENT_MESSAGE_LIMITS.page;
  const until = before ? new Date(before) : null;
  const [sent, received] = await Promise.all([
    services.db
      .select(messageColumns)
      .from(clientMessages)
      .where(and(eq(clientMessages.clientEmail, email), until ? lt(clientMessages.createdAt, until) : undefined))
      .orderBy(desc(clientMessages.createdAt), desc(clientMessages.id))
      .limit(size + 1),
    services.db
      .select({ id: contacts.id, subject: contacts.subject, body: contacts.message, createdAt: contacts.createdAt })
      .from(contacts)
      .where(and(sql`lower(${contacts.email}) = ${email}`, until ? lt(contacts.createdAt, until) : undefined))
      .orderBy(desc(contacts.createdAt), desc(contacts.id))
      .limit(size + 1),
  ]);
  const merged = [
    ...sent.map((message) => ({ ...message, kind: "sent" as const })),
    ...received.map((message) => ({ ...message, kind: "received" as const })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const page = merged.slice(0, size);
  const receivedIds = page.flatMap((entry) => (entry.kind === "received" ? [entry.id] : []));
  const replies = receivedIds.length
    ? await services.db
        .select({
          id: contactReplies.id,
          contactId: contactReplies.contactId,
          body: contactReplies.body,
          sentBy: contactReplies.sentBy,
          createdAt: contactReplies.createdAt,
        })
        .from(contactReplies)
        .where(inArray(contactReplies.contactId, receivedIds))
        .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id))
    : [];
  const entries: TimelineEntry[] = page.map((entry) =>
    entry.kind === "sent"
      ? entry
      : {
          ...entry,
          replies: replies
            .filter((reply) => reply.contactId === entry.id)
            .map(({ contactId: _contact, ...reply }) => reply),
        },
  );
  return { entries, hasMore: merged.length > size };
}
