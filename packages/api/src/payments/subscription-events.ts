// Stripe's word on memberships, from its signed webhooks: a paid invoice pays a month (its sessions granted once), a
// failed one marks the membership for the trainer's attention while Stripe retries it, and each change of a
// subscription (paused, resumed, cancelling, ended) is kept on the membership. Applied inside the transaction that
// records the event as processed, so a repeated delivery changes nothing.
import type { Transaction } from "@studio/db";
import { markRenewalFailed, membershipOfSubscription, syncSubscription } from "../memberships/sync";
import type { StripeEvent } from "../ports/payments";
import {
  invoiceInfo,
  invoiceObject,
  subscriptionInfo,
  subscriptionObject,
  subscriptionOfInvoice,
} from "../ports/subscriptions";
import type { PaidBooking } from "./booking-payment";
import { payMonth } from "./membership-payment";

const INVOICE_EVENTS = new Set(["invoice.paid", "invoice.payment_failed"]);
export const SUBSCRIPTION_EVENTS = new Set([
  ...INVOICE_EVENTS,
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
]);

/** Applies the event; the booking it made paid (its confirmation is the caller's to send), or null. */
export async function applySubscriptionEvent(
  tx: Transaction,
  event: StripeEvent,
  now: Date,
): Promise<PaidBooking | null> {
  const object = (event.data as { object?: unknown }).object;
  const asOf = new Date(event.created * 1000);
  if (!INVOICE_EVENTS.has(event.type)) {
    const subscription = subscriptionObject.safeParse(object);
    if (subscription.success) await syncSubscription(tx, subscriptionInfo(subscription.data), asOf);
    return null;
  }
  const invoice = invoiceObject.safeParse(object);
  const subscriptionId = invoice.success ? subscriptionOfInvoice(invoice.data) : null;
  if (!invoice.success || !subscriptionId) return null;
  if (event.type === "invoice.payment_failed") {
    await markRenewalFailed(tx, subscriptionId, asOf);
    return null;
  }
  const membershipId = await membershipOfSubscription(tx, subscriptionId);
  if (!membershipId) return null;
  return payMonth(tx, membershipId, invoiceInfo(invoice.data), { method: "stripe", at: now, asOf });
}
