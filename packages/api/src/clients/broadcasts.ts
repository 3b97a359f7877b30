// The trainer writes to a group of her clients at once. Each client in the group gets the message by e-mail in her
// own language, with the newsletter's unsubscribe link and headers, and a copy on her timeline; a client who
// unsubscribed (from the newsletter or from a broadcast: one choice for both) is left out. The broadcast, its copies
// and its e-mails are written in one transaction, once per attempt of the form, at most 3 a day (counted under one
// lock) and to at most 500 clients; the e-mails then go out through the outbox's jobs.
import { bookings, broadcasts, clientMessages, newsletterSubscribers, packageSessions } from "@studio/db";
import { clientBroadcast } from "@studio/email";
import { pathIn } from "@studio/i18n/paths";
import { BROADCAST_LIMITS, type BroadcastAudience, type broadcastInput } from "@studio/validators";
import type { Language } from "@studio/validators/languages";
import { studio } from "@studio/validators/studio";
import { DAY_MS } from "@studio/validators/studio-time";
import { TRPCError } from "@trpc/server";
import { and, desc, eq, gt, gte, lt, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";
import { oncePerRequest } from "../lib/once-per-request";
import { queueEmails } from "../lib/outbox";
import { newsletterHeaders, unsubscribeUrl } from "../newsletter/newsletter";

type BroadcastRequest = z.output<typeof broadcastInput>;

/** The addresses of erased clients ("erased-12@invalid") are in no group. */
const notErased = sql`${bookings.clientEmail} not like '%@invalid'`;

/**
 * Each group as a query of client addresses, each bounded by an index: open sessions by their partial index, the
 * others by the hour of their sessions over the last 90 days or the last year.
 */
function audienceQuery(services: Services, audience: BroadcastAudience) {
  const now = services.now();
  const email = bookings.clientEmail;
  const sessionsOf = (where: SQL | undefined) =>
    services.db
      // Named apart from every column, so a query around the group can never read another table's column for it.
      .select({ email: sql<string>`${email}`.as("client") })
      .from(packageSessions)
      .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
      .where(and(where, notErased))
      .groupBy(email);
  switch (audience) {
    case "sessionsLeft":
      return sessionsOf(
        and(
          sql`${packageSessions.status} in ('pending', 'scheduled', 'postponed')`,
          eq(bookings.paymentStatus, "paid"),
        ),
      );
    case "recent":
      return sessionsOf(
        and(
          eq(packageSessions.status, "completed"),
          gte(packageSessions.startsAt, new Date(now.getTime() - 90 * DAY_MS)),
          lt(packageSessions.startsAt, now),
        ),
      );
    case "lapsed":
      // Trained in the past year, and her latest session (trained, or booked ahead) was more than 30 days ago.
      return sessionsOf(
        and(
          sql`${packageSessions.status} in ('completed', 'scheduled')`,
          gte(packageSessions.startsAt, new Date(now.getTime() - 365 * DAY_MS)),
        ),
      ).having(
        and(
          sql`max(${packageSessions.startsAt}) < ${new Date(now.getTime() - 30 * DAY_MS).toISOString()}::timestamptz`,
          sql`bool_or(${packageSessions.status} = 'completed')`,
        ),
      );
  }
}

/** Whether the address unsubscribed: from the newsletter, or from a broadcast (the same row). */
const unsubscribed = (email: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${newsletterSubscribers} where ${newsletterSubscribers.email} = ${email} and not ${newsletterSubscribers.isActive})`;

/** How many clients a broadcast to the group would reach now, and how many in it unsubscribed. */
export async function audienceSize(services: Services, audience: BroadcastAudience) {
  const group = audienceQuery(services, audience).as("audience");
  const [row] = await services.db
    .select({
      recipients: sql`count(*) filter (where not ${unsubscribed(group.email)})`.mapWith(Number),
      unsubscribed: sql`count(*) filter (where ${unsubscribed(group.email)})`.mapWith(Number),
    })
    .from(group);
  return { audience, recipients: row?.recipients ?? 0, unsubscribed: row?.unsubscribed ?? 0 };
}

/** The group's addresses she can be written to, each with the language of her newest booking; one more than the cap. */
async function recipientsOf(services: Services, audience: BroadcastAudience) {
  const group = audienceQuery(services, audience).as("audience");
  const language = sql<Language>`(select ${bookings.language} from ${bookings} where ${bookings.clientEmail} = ${group.email} order by ${bookings.createdAt} desc limit 1)`;
  return services.db
    .select({ email: group.email, language })
    .from(group)
    .where(sql`not ${unsubscribed(group.email)}`)
    .orderBy(group.email)
    .limit(BROADCAST_LIMITS.recipients + 1);
}

const broadcastColumns = {
  id: broadcasts.id,
  audience: broadcasts.audience,
  subject: broadcasts.subject,
  body: broadcasts.body,
  recipients: broadcasts.recipients,
  sentBy: broadcasts.sentBy,
  createdAt: broadcasts.createdAt,
};

export async function sendBroadcast(services: Services, sentBy: string, input: BroadcastRequest) {
  const { audience, subject, body, requestKey } = input;
  return oncePerRequest(
    requestKey,
    async (key) => {
      const [earlier] = await services.db
        .select(broadcastColumns)
        .from(broadcasts)
        .where(eq(broadcasts.requestKey, key));
      return earlier ?? null;
    },
    async () => {
      const recipients = await recipientsOf(services, audience);
      if (recipients.length === 0)
        throw new TRPCError({ code: "BAD_REQUEST", message: "No client in this group can be written to now." });
      if (recipients.length > BROADCAST_LIMITS.recipients)
        throw new TRPCError({
          code: "BAD_REQUEST",
          message: `This group has more than ${BROADCAST_LIMITS.recipients} clients: write to a smaller one.`,
        });
      const now = services.now();
      const sent = await services.db.transaction(async (tx) => {
        // Every broadcast waits here for the one before it, so a burst meets the day's cap exactly.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('client-broadcasts', 0))`);
        const [broadcast] = await tx
          .insert(broadcasts)
          .values({ audience, subject, body, sentBy, requestKey, recipients: recipients.length, createdAt: now })
          .onConflictDoNothing({ target: broadcasts.requestKey })
          .returning(broadcastColumns);
        if (!broadcast) return null; // the same attempt, sent twice at once: the first one answers and e-mails
        const [today] = await tx
          .select({ count: sql`count(*)`.mapWith(Number) })
          .from(broadcasts)
          .where(gt(broadcasts.createdAt, new Date(now.getTime() - DAY_MS)));
        if ((today?.count ?? 0) > BROADCAST_LIMITS.perDay)
          throw new TRPCError({
            code: "TOO_MANY_REQUESTS",
            message: `${BROADCAST_LIMITS.perDay} group messages have gone out in the last 24 hours; please write again tomorrow.`,
          });
        await tx.insert(clientMessages).values(
          recipients.map((client) => ({
            clientEmail: client.email,
            subject,
            body,
            language: client.language,
            sentBy,
            broadcastId: broadcast.id,
            createdAt: now,
          })),
        );
        const outboxIds = await queueEmails(
          tx,
          recipients.map((client) => ({
            to: client.email,
            template: "client-broadcast",
            email: clientBroadcast({
              subject,
              body,
              language: client.language,
              unsubscribeUrl: unsubscribeUrl(services, client.email, pathIn(client.language, "/unsubscribe")),
            }),
            replyTo: studio.email,
            headers: newsletterHeaders(services, client.email),
          })),
        );
        return { broadcast, outboxIds };
      });
      if (!sent) return null;
      // Handed to the e-mail jobs a few at a time; any not handed over (the server stopped) the mail sweep sends.
      for (let start = 0; start < sent.outboxIds.length; start += 20)
        await Promise.all(
          sent.outboxIds
            .slice(start, start + 20)
            .map((outboxId) => services.jobs.enqueue("deliver-email", { outboxId }).catch(() => undefined)),
        );
      return sent.broadcast;
    },
  );
}

/** The broadcasts she has sent, newest first (the last 20). */
export function listBroadcasts(services: Services) {
  return services.db
    .select(broadcastColumns)
    .from(broadcasts)
    .orderBy(desc(broadcasts.createdAt), desc(broadcasts.id))
    .limit(BROADCAST_LIMITS.page);
}
