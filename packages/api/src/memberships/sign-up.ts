// Signing up: the booking she made of a monthly package becomes a membership, and its subscription is opened at
// the card processor with the first month's invoice waiting for her card (paid at once by the mock).
import { type Booking, bookings, memberships, packages } from "@studio/db";
import { toCents } from "@studio/validators";
import { and, eq, isNull } from "drizzle-orm";
import type { Services } from "../context";
import type { SubscriptionInfo } from "../ports/subscriptions";

export interface SignUp {
  membershipId: number;
  subscription: SubscriptionInfo;
}

/** Whether the booking is of a package that renews monthly: its payment is a membership's sign-up. */
export async function isMembershipBooking(services: Services, booking: Pick<Booking, "packageId">) {
  const [pkg] = await services.db
    .select({ billing: packages.billing })
    .from(packages)
    .where(eq(packages.id, booking.packageId));
  return pkg?.billing === "monthly";
}

/**
 * The membership of `booking` and its subscription: made on the first call, found again on every later one (a
 * reload of the checkout, a second tap), so one booking is one membership and one subscription.
 */
export async function startMembership(services: Services, booking: Booking): Promise<SignUp> {
  const { db, payments } = services;
  await db
    .insert(memberships)
    .values({
      packageId: booking.packageId,
      firstBookingId: booking.id,
      clientName: booking.clientName,
      clientEmail: booking.clientEmail,
      language: booking.language,
      amount: booking.amount,
      // The studio's clock: the day she signs up on is her billing day (the mock's renewals keep to it).
      createdAt: services.now(),
    })
    .onConflictDoNothing({ target: memberships.firstBookingId });
  const [membership] = await db.select().from(memberships).where(eq(memberships.firstBookingId, booking.id));
  if (!membership) throw new Error(`No membership for booking ${booking.id}`);
  await db
    .update(bookings)
    .set({ membershipId: membership.id })
    .where(and(eq(bookings.id, booking.id), isNull(bookings.membershipId)));
  if (membership.subscriptionId) {
    return {
      membershipId: membership.id,
      subscription: await payments.retrieveSubscription(membership.subscriptionId),
    };
  }
  const subscription = await payments.createSubscription({
    membershipId: membership.id,
    bookingId: booking.id,
    email: booking.clientEmail,
    name: booking.clientName,
    productId: await productOf(services, booking.packageId),
    amountCents: toCents(membership.amount),
  });
  // The processor answers the same keys with the same subscription, so a second writer writes the same values.
  await db
    .update(memberships)
    .set({
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
      currentPeriodEnd: subscription.currentPeriodEnd,
    })
    .where(and(eq(memberships.id, membership.id), isNull(memberships.subscriptionId)));
  return { membershipId: membership.id, subscription };
}

/** The processor's product for a package's memberships, made the first time one is sold. */
async function productOf(services: Services, packageId: number): Promise<string> {
  const [pkg] = await services.db
    .select({ name: packages.name, productId: packages.stripeProductId })
    .from(packages)
    .where(eq(packages.id, packageId));
  if (pkg?.productId && (services.payments.mode === "mock") === pkg.productId.startsWith("mock_")) return pkg.productId;
  const productId = await services.payments.createProduct({ packageId, name: pkg?.name ?? `Package ${packageId}` });
  await services.db.update(packages).set({ stripeProductId: productId }).where(eq(packages.id, packageId));
  return productId;
}
