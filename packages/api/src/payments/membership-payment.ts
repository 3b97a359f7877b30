// A membership's money: the first month paid at the checkout, each later one by the processor's invoice, and the
// mock's renewals. The month's booking is the memberships domain's (bookingOfMonth); making it paid is applyPaid's.
import type { Booking, Executor } from "@studio/db";
import { memberships } from "@studio/db";
import { toCents } from "@studio/validators";
import { and, eq, like, lte, sql } from "drizzle-orm";
import type { Services } from "../context";
import { refusal } from "../lib/said";
import { bookingOfMonth } from "../memberships/months";
import { endPause } from "../memberships/pauses";
import { startMembership } from "../memberships/sign-up";
import { type InvoiceInfo, mockPaidMonth, monthAfter } from "../ports/subscriptions";
import { applyPaid, type PaidBooking, sendBookingConfirmation } from "./booking-payment";

/** Inside `tx`: the month `invoice` pays, made paid once; null when it was paid already. */
export async function payMonth(
  tx: Executor,
  membershipId: number,
  invoice: InvoiceInfo,
  how: { method: "stripe" | "mock"; at: Date; asOf?: Date },
): Promise<PaidBooking | null> {
  const month = await bookingOfMonth(tx, membershipId, invoice, how.at, how.asOf);
  if (!month) return null;
  return applyPaid(tx, month.id, {
    method: how.method,
    status: "confirmed",
    at: how.at,
    ...(month.lapsesAt ? { lapsesAt: month.lapsesAt } : {}),
  });
}

async function payMonthNow(services: Services, membershipId: number, invoice: InvoiceInfo) {
  const method = services.payments.mode === "mock" ? "mock" : "stripe";
  const paid = await services.db.transaction((tx) =>
    payMonth(tx, membershipId, invoice, { method, at: services.now() }),
  );
  if (paid) await sendBookingConfirmation(services, paid);
}

/**
 * The checkout of a membership's sign-up: the first month's invoice for her card, or (the mock) paid at once.
 * Called again, the same subscription answers.
 */
export async function membershipCheckout(services: Services, booking: Booking) {
  const { membershipId, subscription } = await startMembership(services, booking);
  const invoice = subscription.latestInvoice;
  if (invoice?.status === "paid") {
    await payMonthNow(services, membershipId, invoice);
    if (services.payments.mode !== "mock") throw refusal("CONFLICT", "server.payments.alreadyPaid");
    return { clientSecret: `mock_secret_${booking.id}`, isMockPayment: true, publishableKey: null, membership: true };
  }
  if (!invoice?.clientSecret) throw refusal("CONFLICT", "server.payments.notCompleted");
  return {
    clientSecret: invoice.clientSecret,
    isMockPayment: false,
    publishableKey: services.payments.publishableKey,
    membership: true,
  };
}

/** The browser says the first month is paid: believed only after asking the processor. */
export async function confirmMembershipPaid(services: Services, booking: Booking): Promise<void> {
  const { membershipId, subscription } = await startMembership(services, booking);
  const invoice = subscription.latestInvoice;
  if (invoice?.status !== "paid") throw refusal("CONFLICT", "server.payments.notCompleted");
  await payMonthNow(services, membershipId, invoice);
}

/** How many mock memberships one sweep renews, so a sweep is bounded whatever the backlog. */
const RENEWALS_PER_SWEEP = 200;

/**
 * Without Stripe, what its billing would do when a month comes due: a member's next month is paid, a paused one's
 * is skipped, and one she cancelled ends. Each membership is taken under its row lock, skipping one another sweep
 * holds, and moves on a month per pass.
 */
export async function renewMockMemberships(services: Services): Promise<number> {
  if (services.payments.mode !== "mock") return 0;
  const now = services.now();
  const renewed: PaidBooking[] = [];
  await services.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(memberships)
      .where(
        and(
          like(memberships.subscriptionId, "mock_sub_%"),
          sql`${memberships.status} in ('active', 'paused')`,
          lte(memberships.currentPeriodEnd, now),
        ),
      )
      .orderBy(memberships.currentPeriodEnd)
      .limit(RENEWALS_PER_SWEEP)
      .for("update", { skipLocked: true });
    for (const membership of due) {
      const from = membership.currentPeriodEnd ?? now;
      // The day she signed up on, as Stripe keeps its billing anchor: a month cut short in February comes back.
      const billingDay = membership.createdAt.getUTCDate();
      if (membership.endsAt && membership.endsAt <= now) {
        await tx
          .update(memberships)
          .set({ status: "cancelled", cancelledAt: membership.endsAt })
          .where(eq(memberships.id, membership.id));
        // A pause ends with the membership, as Stripe's word of an end ends it.
        await endPause(tx, membership.id, membership.endsAt);
      } else if (membership.status === "paused") {
        await tx
          .update(memberships)
          .set({ currentPeriodEnd: monthAfter(from, billingDay) })
          .where(eq(memberships.id, membership.id));
      } else {
        const invoice = mockPaidMonth(membership.id, toCents(membership.amount), from, false, billingDay).latestInvoice;
        const paid = invoice && (await payMonth(tx, membership.id, invoice, { method: "mock", at: now }));
        if (paid) renewed.push(paid);
      }
    }
  });
  for (const paid of renewed) await sendBookingConfirmation(services, paid);
  return renewed.length;
}
