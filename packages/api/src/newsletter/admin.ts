// The trainer's audience: newsletter subscribers, active (confirmed), pending (awaiting confirmation) and
// unsubscribed, newest sign-up first, a page at a time, and the same view read in batches for her mailing tool's CSV.
import { newsletterSubscribers } from "@studio/db";
import {
  SUBSCRIBER_PAGE_SIZE,
  type Subscriber,
  type SubscriberExportInput,
  type SubscriberFilter,
  type SubscriberState,
  type subscriberListInput,
} from "@studio/validators";
import { and, count, desc, eq, ilike, isNotNull, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";
import { containing } from "../lib/search-pattern";

/** Where each address stands, said once for the list, its counts and the CSV. */
const state = sql<SubscriberState>`case when not ${newsletterSubscribers.isActive} then 'unsubscribed' when ${newsletterSubscribers.confirmedAt} is null then 'pending' else 'active' end`;

const subscriberColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  isActive: newsletterSubscribers.isActive,
  status: state,
  subscribedAt: newsletterSubscribers.subscribedAt,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
};

const byStatus: Record<SubscriberFilter, SQL | undefined> = {
  all: undefined,
  active: and(eq(newsletterSubscribers.isActive, true), isNotNull(newsletterSubscribers.confirmedAt)),
  pending: and(eq(newsletterSubscribers.isActive, true), isNull(newsletterSubscribers.confirmedAt)),
  unsubscribed: eq(newsletterSubscribers.isActive, false),
};

function matching({ status, search }: SubscriberExportInput) {
  return and(byStatus[status], search ? ilike(newsletterSubscribers.email, containing(search)) : undefined);
}

export async function listSubscribers(services: Services, input: z.output<typeof subscriberListInput>) {
  const [rows, counts] = await Promise.all([
    services.db
      .select(subscriberColumns)
      .from(newsletterSubscribers)
      .where(matching(input))
      .orderBy(desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id))
      .limit(SUBSCRIBER_PAGE_SIZE + 1)
      .offset((input.page - 1) * SUBSCRIBER_PAGE_SIZE),
    services.db.select({ status: state, count: count() }).from(newsletterSubscribers).groupBy(state),
  ]);
  const counted = (status: SubscriberState) => counts.find((row) => row.status === status)?.count ?? 0;
  return {
    subscribers: rows.slice(0, SUBSCRIBER_PAGE_SIZE),
    page: input.page,
    hasMore: rows.length > SUBSCRIBER_PAGE_SIZE,
    active: counted("active"),
    pending: counted("pending"),
    unsubscribed: counted("unsubscribed"),
  };
}

/** Rows read at a time for the export: memory holds one batch, however long the list. */
const EXPORT_BATCH = 1000;

/** Every subscriber of the view, newest first, read a batch at a time (keyset on the id) as the caller consumes them. */
export async function* subscribersToExport(
  services: Services,
  input: SubscriberExportInput,
): AsyncGenerator<Subscriber> {
  for (let before: number | null = null; ; ) {
    const batch = await services.db
      .select(subscriberColumns)
      .from(newsletterSubscribers)
      .where(and(matching(input), before === null ? undefined : lt(newsletterSubscribers.id, before)))
      .orderBy(desc(newsletterSubscribers.id))
      .limit(EXPORT_BATCH);
    yield* batch;
    if (batch.length < EXPORT_BATCH) return;
    before = batch.at(-1)?.id ?? null;
  }
}
