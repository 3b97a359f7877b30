// What a member (or the trainer for her) does to a membership: pause, resume, cancel at the end of the month paid
// for, or keep it after all. Asked of the card processor first, then kept on the row; Stripe's webhook then says the
// same. Asking for the state it is already in changes nothing, so a double tap or a retry has one effect.
import { type Membership, memberships } from "@studio/db";
import type { MembershipChange } from "@studio/validators";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Services } from "../context";
import { audit } from "../lib/audit";
import { refusal } from "../lib/said";

/** Whether the membership already is as the change would leave it. */
function alreadyDone(membership: Membership, change: MembershipChange) {
  switch (change) {
    case "pause":
      return membership.status === "paused";
    case "resume":
      return membership.status !== "paused";
    case "cancel":
      return membership.endsAt !== null;
    case "keep":
      return membership.endsAt === null;
  }
}

function refuseChange(membership: Membership, change: MembershipChange) {
  if (membership.status === "incomplete" || !membership.subscriptionId)
    throw refusal("CONFLICT", "server.memberships.notStarted");
  if (change === "pause" && membership.status === "past_due") throw refusal("CONFLICT", "server.memberships.paymentDue");
}

/** The row as the change leaves it. */
function changed(membership: Membership, change: MembershipChange, now: Date) {
  switch (change) {
    case "pause":
      return { status: "paused" as const, pausedAt: now };
    case "resume":
      return { status: "active" as const, pausedAt: null };
    case "cancel":
      return { endsAt: membership.currentPeriodEnd ?? now };
    case "keep":
      return { endsAt: null };
  }
}

/**
 * Applies `change` to membership `id`, for `actor` (her e-mail, or the trainer's username); `ownedBy` limits it to
 * the signed-in client's own. Answers the membership as it now is.
 */
export async function changeMembership(
  services: Services,
  who: { actor: string; ownedBy?: string },
  id: number,
  change: MembershipChange,
): Promise<Membership> {
  const [membership] = await services.db
    .select()
    .from(memberships)
    .where(and(eq(memberships.id, id), who.ownedBy ? eq(memberships.clientEmail, who.ownedBy) : undefined));
  if (!membership) throw refusal("NOT_FOUND", "server.memberships.notFound");
  if (membership.status === "cancelled" && change !== "cancel") throw refusal("CONFLICT", "server.memberships.ended");
  if (alreadyDone(membership, change)) return membership;
  refuseChange(membership, change);
  await services.payments.changeSubscription(membership.subscriptionId ?? "", change);
  return services.db.transaction(async (tx) => {
    // Only from the state it was read in: a webhook or another tap that changed it first wins, and is answered.
    const [saved] = await tx
      .update(memberships)
      .set(changed(membership, change, services.now()))
      .where(
        and(
          eq(memberships.id, id),
          eq(memberships.status, membership.status),
          membership.endsAt ? sql`${memberships.endsAt} = ${membership.endsAt.toISOString()}::timestamptz` : isNull(memberships.endsAt),
        ),
      )
      .returning();
    if (!saved) {
      const [now] = await tx.select().from(memberships).where(eq(memberships.id, id));
      return now ?? membership;
    }
    await audit(tx, {
      actor: who.actor,
      action: `membership.${change}`,
      bookingId: membership.firstBookingId,
      clientEmail: membership.clientEmail,
      before: { membershipId: id, status: membership.status, endsAt: membership.endsAt },
      after: { membershipId: id, status: saved.status, endsAt: saved.endsAt },
    });
    return saved;
  });
}
