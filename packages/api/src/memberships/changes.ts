// What a member (or the trainer for her) does to a membership: pause, resume, cancel at the end of the month paid
// for, or keep it after all. Kept on the row as the card processor accepts it; Stripe's webhook then says the same.
// Asking for the state it is already in changes nothing, so a double tap or a retry has one effect.
import { type Membership, memberships } from "@studio/db";
import { pathIn } from "@studio/i18n/paths";
import type { MembershipChange } from "@studio/validators";
import type { Language } from "@studio/validators/languages";
import { and, eq, sql } from "drizzle-orm";
import type { Services } from "../context";
import { audit } from "../lib/audit";
import { refusal } from "../lib/said";
import { beginPause, endPause } from "./pauses";

/** Whether the membership already is as the change would leave it. */
export function alreadyDone(membership: Membership, change: MembershipChange) {
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

export function refuseChange(membership: Membership, change: MembershipChange) {
  if (membership.status === "incomplete" || !membership.subscriptionId)
    throw refusal("CONFLICT", "server.memberships.notStarted");
  if (change === "pause" && membership.status === "past_due")
    throw refusal("CONFLICT", "server.memberships.paymentDue");
}

/** The row as the change leaves it. */
export function changed(membership: Membership, change: MembershipChange, now: Date) {
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
 * the signed-in client's own. Decided and asked of the processor under the membership's row lock, so of concurrent
 * taps one asks and the rest find it done; if the processor refuses or cannot be reached, nothing is kept. (A
 * member changes her membership a few times a year: holding the row for the processor's answer costs nobody.)
 * Answers the membership as it now is.
 */
export async function changeMembership(
  services: Services,
  who: { actor: string; ownedBy?: string },
  id: number,
  change: MembershipChange,
): Promise<Membership> {
  return services.db.transaction(async (tx) => {
    const [membership] = await tx
      .select()
      .from(memberships)
      .where(and(eq(memberships.id, id), who.ownedBy ? eq(memberships.clientEmail, who.ownedBy) : undefined))
      .for("update");
    if (!membership) throw refusal("NOT_FOUND", "server.memberships.notFound");
    // An ended membership is cancelled already, whatever its end date says: nothing is asked of the processor.
    if (membership.status === "cancelled") {
      if (change === "cancel") return membership;
      throw refusal("CONFLICT", "server.memberships.ended");
    }
    if (alreadyDone(membership, change)) return membership;
    refuseChange(membership, change);
    const now = services.now();
    // Her change is the newest word on the membership: a subscription event made before it and delivered after it
    // changes nothing (sync.ts), and only one the processor makes after it applies.
    const [saved] = await tx
      .update(memberships)
      .set({
        ...changed(membership, change, now),
        syncedAt: sql`greatest(${memberships.syncedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(memberships.id, id))
      .returning();
    if (!saved) throw new Error(`Membership ${id} went away under its lock`);
    // Kept apart too, for the reports: a pause she has since resumed still counts on the days it lasted.
    if (change === "pause") await beginPause(tx, id, now);
    if (change === "resume") await endPause(tx, id, now);
    await audit(tx, {
      actor: who.actor,
      action: `membership.${change}`,
      bookingId: membership.firstBookingId,
      clientEmail: membership.clientEmail,
      before: { membershipId: id, status: membership.status, endsAt: membership.endsAt },
      after: { membershipId: id, status: saved.status, endsAt: saved.endsAt },
    });
    await services.payments.changeSubscription(membership.subscriptionId ?? "", change);
    return saved;
  });
}

/**
 * Stripe's page where she puts in a new card for her membership (a renewal was refused, or her card changes),
 * coming back to My Sessions in her language. Hers alone; the mock keeps no cards.
 */
export async function cardUpdateLink(services: Services, email: string, id: number, language: Language) {
  const [membership] = await services.db
    .select({ customerId: memberships.customerId, status: memberships.status })
    .from(memberships)
    .where(and(eq(memberships.id, id), eq(memberships.clientEmail, email)));
  if (!membership?.customerId) throw refusal("NOT_FOUND", "server.memberships.notFound");
  if (membership.status === "cancelled") throw refusal("CONFLICT", "server.memberships.ended");
  const url = await services.payments.cardUpdateUrl({
    customerId: membership.customerId,
    returnUrl: `${services.publicUrl}${pathIn(language, "/my-bookings")}`,
    language,
  });
  if (!url) throw refusal("CONFLICT", "server.memberships.noCards");
  return { url };
}
