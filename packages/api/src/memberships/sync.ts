// What the card processor says of a subscription, kept on the membership: its status, a pause, an end she asked
// for, the month it renews. Each event carries the whole subscription, so the latest one applied is the truth; an
// older one delivered late is ignored (memberships.synced_at).
import { type Executor, memberships } from "@studio/db";
import type { MembershipStatus } from "@studio/validators/kinds";
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { SubscriptionInfo } from "../ports/subscriptions";
import { beginPause, endPause } from "./pauses";

/** The processor's status and pause in our five. */
export function membershipStatusOf(subscription: Pick<SubscriptionInfo, "status" | "paused">): MembershipStatus {
  if (subscription.status === "canceled" || subscription.status === "incomplete_expired") return "cancelled";
  if (subscription.status === "incomplete") return "incomplete";
  if (subscription.paused || subscription.status === "paused") return "paused";
  if (subscription.status === "past_due" || subscription.status === "unpaid") return "past_due";
  return "active";
}

/** Applies a subscription as of `asOf` (its event's creation) inside `tx`; false when a later one was applied. */
export async function syncSubscription(tx: Executor, subscription: SubscriptionInfo, asOf: Date): Promise<boolean> {
  const status = membershipStatusOf(subscription);
  const changed = await tx
    .update(memberships)
    .set({
      status,
      endsAt: subscription.endsAt,
      ...(subscription.currentPeriodEnd ? { currentPeriodEnd: subscription.currentPeriodEnd } : {}),
      pausedAt: status === "paused" ? sql`coalesce(${memberships.pausedAt}, ${asOf.toISOString()}::timestamptz)` : null,
      cancelledAt:
        status === "cancelled" ? sql`coalesce(${memberships.cancelledAt}, ${asOf.toISOString()}::timestamptz)` : null,
      paymentFailedAt: status === "past_due" ? memberships.paymentFailedAt : null,
      syncedAt: asOf,
    })
    .where(
      and(
        eq(memberships.subscriptionId, subscription.id),
        or(isNull(memberships.syncedAt), lte(memberships.syncedAt, asOf)),
      ),
    )
    .returning({ id: memberships.id });
  // Its pauses as Stripe tells them: one begins when it is paused (unless her pause here began it already), and
  // ends when it is anything else, resumed or ended.
  for (const { id } of changed) {
    if (status === "paused") await beginPause(tx, id, asOf);
    else await endPause(tx, id, asOf);
  }
  return changed.length > 0;
}

/**
 * A renewal the card was refused for, as of `asOf`: shown to the trainer until a month is paid; the processor
 * retries it. A refusal older than the processor's last word (a month paid since) changes nothing.
 */
export async function markRenewalFailed(tx: Executor, subscriptionId: string, asOf: Date) {
  await tx
    .update(memberships)
    .set({
      status: sql`case when ${memberships.status} = 'cancelled' then 'cancelled' else 'past_due' end`,
      paymentFailedAt: sql`coalesce(${memberships.paymentFailedAt}, ${asOf.toISOString()}::timestamptz)`,
      syncedAt: asOf,
    })
    .where(
      and(
        eq(memberships.subscriptionId, subscriptionId),
        or(isNull(memberships.syncedAt), lte(memberships.syncedAt, asOf)),
      ),
    );
}

/** The membership a subscription belongs to, or null for one this site did not open. */
export async function membershipOfSubscription(tx: Executor, subscriptionId: string) {
  const [row] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.subscriptionId, subscriptionId));
  return row?.id ?? null;
}
