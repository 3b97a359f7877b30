import { bookings, processedStripeEvents } from "@studio/db";
import { toCents } from "@studio/validators";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { ownedBooking } from "../auth/booking-access";
import type { Services } from "../context";
import { applyGiftCardPayment, sendActivationEmails } from "../gift-cards/activation";
import { refusal } from "../lib/said";
import { isMembershipBooking } from "../memberships/sign-up";
import type { StripeEvent } from "../ports/payments";
import { applyPaid, markBookingPaid, type PaidBooking, sendBookingConfirmation } from "./booking-payment";
import { confirmMembershipPaid, membershipCheckout } from "./membership-payment";
import { applyRefundEvent, REFUND_EVENTS } from "./refund-events";
import { applySubscriptionEvent, SUBSCRIPTION_EVENTS } from "./subscription-events";

/** One PaymentIntent per booking, for the server's amount; a repeat call gets the same intent back. */
export async function createPaymentIntent(services: Services, bookingId: number, token: string) {
  const booking = await ownedBooking(services, bookingId, token);
  if (booking.paymentStatus === "paid") throw refusal("CONFLICT", "server.payments.alreadyPaid");
  if (booking.status === "cancelled") {
    throw refusal("CONFLICT", "server.payments.expired");
  }
  const amountCents = toCents(booking.amount);
  if (amountCents === 0) throw refusal("CONFLICT", "server.payments.free");
  if (await isMembershipBooking(services, booking)) return membershipCheckout(services, booking);

  if (services.payments.mode === "mock") {
    await markBookingPaid(services, bookingId, {
      method: "mock",
      paymentIntent: `mock_${bookingId}`,
      status: "confirmed",
    });
    return { clientSecret: `mock_secret_${bookingId}`, isMockPayment: true, publishableKey: null };
  }
  if (booking.paymentIntent) {
    const existing = await services.payments.retrieveIntent(booking.paymentIntent);
    if (existing.clientSecret && existing.amountCents === amountCents && existing.status !== "canceled") {
      return {
        clientSecret: existing.clientSecret,
        isMockPayment: false,
        publishableKey: services.payments.publishableKey,
      };
    }
  }
  const intent = await services.payments.createIntent({
    bookingId,
    amountCents,
    idempotencyKey: `booking-${bookingId}-${amountCents}`,
    description: `${booking.packageName} for ${booking.clientName} (booking #${bookingId})`,
  });
  if (!intent.clientSecret) throw new Error("Payment provider returned no client secret");
  await services.db
    .update(bookings)
    .set({ paymentIntent: intent.id, paymentStatus: "pending" })
    .where(eq(bookings.id, bookingId));
  return { clientSecret: intent.clientSecret, isMockPayment: false, publishableKey: services.payments.publishableKey };
}

/** The browser says it paid: believed only after asking the provider (or in mock mode). */
export async function confirmPaymentSuccess(services: Services, bookingId: number, token: string) {
  const booking = await ownedBooking(services, bookingId, token);
  if (booking.paymentStatus === "paid") return { success: true, paymentStatus: "paid" as const };
  if (services.payments.mode === "mock") {
    // A membership's first month is paid as its checkout pays it (the month's sessions and period), even when the
    // browser says so before asking for the checkout; never as a pack.
    if (await isMembershipBooking(services, booking)) {
      if (booking.status === "cancelled") throw refusal("CONFLICT", "server.payments.expired");
      await confirmMembershipPaid(services, booking);
      return { success: true, paymentStatus: "paid" as const };
    }
    await markBookingPaid(services, bookingId, {
      method: "mock",
      paymentIntent: `mock_${bookingId}`,
      status: "confirmed",
    });
    return { success: true, paymentStatus: "paid" as const };
  }
  if (booking.membershipId) {
    await confirmMembershipPaid(services, booking);
    return { success: true, paymentStatus: "paid" as const };
  }
  if (!booking.paymentIntent) {
    throw refusal("CONFLICT", "server.payments.notStarted");
  }
  const intent = await services.payments.retrieveIntent(booking.paymentIntent);
  const verified =
    intent.status === "succeeded" && intent.amountCents === toCents(booking.amount) && intent.bookingId === bookingId;
  if (!verified) throw refusal("CONFLICT", "server.payments.notCompleted");
  await markBookingPaid(services, bookingId, { method: "stripe", paymentIntent: intent.id, status: "confirmed" });
  return { success: true, paymentStatus: "paid" as const };
}

/** What a payment_intent event must carry to act on; a signed event without it is recorded and ignored. */
const paymentIntentData = z.object({
  object: z.object({
    id: z.string().min(1),
    amount: z.number().int(),
    metadata: z.record(z.string(), z.string()).nullish(),
  }),
});
const paymentIntentOf = (event: StripeEvent) => paymentIntentData.safeParse(event.data).data?.object ?? null;

/**
 * A verified Stripe event, handled once: the event id is recorded in the same transaction as its effect, so
 * a replayed or concurrent delivery finds it and does nothing.
 */
export async function handleStripeEvent(services: Services, event: StripeEvent) {
  const outcome = await services.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(processedStripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: processedStripeEvents.id });
    if (!fresh) return { duplicate: true, paid: null as PaidBooking | null };
    if (REFUND_EVENTS.has(event.type)) {
      await applyRefundEvent(tx, event);
      return { duplicate: false, paid: null };
    }
    if (SUBSCRIPTION_EVENTS.has(event.type)) {
      return { duplicate: false, paid: await applySubscriptionEvent(tx, event, services.now()) };
    }
    if (event.type !== "payment_intent.succeeded" && event.type !== "payment_intent.payment_failed") {
      return { duplicate: false, paid: null };
    }
    const intent = paymentIntentOf(event);
    if (!intent) return { duplicate: false, paid: null };
    // A gift card's payment: activated once, its e-mails queued with it and sent after the commit.
    if (intent.metadata?.giftCardId) {
      return {
        duplicate: false,
        paid: null,
        giftCardMail: await applyGiftCardPayment(tx, services, event.type, intent, services.now()),
      };
    }
    const bookingId = Number(intent.metadata?.bookingId);
    if (!Number.isInteger(bookingId) || bookingId <= 0) return { duplicate: false, paid: null };
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!booking) return { duplicate: false, paid: null };
    if (event.type === "payment_intent.payment_failed") {
      if (booking.paymentStatus !== "paid") {
        await tx.update(bookings).set({ paymentStatus: "unpaid" }).where(eq(bookings.id, bookingId));
      }
      return { duplicate: false, paid: null };
    }
    if (intent.amount !== toCents(booking.amount)) return { duplicate: false, paid: null };
    const paid = await applyPaid(tx, bookingId, {
      method: "stripe",
      paymentIntent: intent.id,
      status: "confirmed",
      at: services.now(),
    });
    return { duplicate: false, paid };
  });
  if (outcome.paid) await sendBookingConfirmation(services, outcome.paid);
  if (outcome.giftCardMail) await sendActivationEmails(services, outcome.giftCardMail);
  return { received: true, duplicate: outcome.duplicate };
}
