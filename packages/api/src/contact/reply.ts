// The trainer answers a contact message from her inbox: the reply is stored and its e-mail queued in one
// transaction, once per attempt of her form, and the message counts as handled.
import { contactReplies, contacts } from "@studio/db";
import { contactReply } from "@studio/email";
import type { contactReplyInput } from "@studio/validators";
import { studio } from "@studio/validators/studio";
import { miamiLabel } from "@studio/validators/studio-time";
import { TRPCError } from "@trpc/server";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";
import { oncePerRequest } from "../lib/once-per-request";
import { queueEmail, sendQueuedEmail } from "../lib/outbox";
import { inboxMessage } from "./admin";

export function replyToMessage(services: Services, sentBy: string, input: z.output<typeof contactReplyInput>) {
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
      const outboxId = await services.db.transaction(async (tx) => {
        const [reply] = await tx
          .insert(contactReplies)
          .values({ contactId: id, body, sentBy, requestKey, createdAt: now })
          .onConflictDoNothing({ target: contactReplies.requestKey })
          .returning({ id: contactReplies.id });
        if (!reply) return null; // the same attempt, sent twice at once: the first one answers and e-mails
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
            original: { ...original, sentAt: miamiLabel(original.createdAt) },
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
