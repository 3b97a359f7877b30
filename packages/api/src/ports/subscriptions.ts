// Memberships at the card processor: a customer, a monthly subscription and its invoices (Stripe Billing), or a mock
// whose months are paid at once when no key is configured. Part of the payment gateway (ports/payments.ts).
import type Stripe from "stripe";
import { z } from "zod";

/** A subscription as the server reads it. */
export interface SubscriptionInfo {
  id: string;
  customerId: string;
  /** The processor's status: active, past_due, incomplete, canceled, unpaid, paused, … */
  status: string;
  /** Collection paused by the member: no invoice is charged (each is voided) until she resumes. */
  paused: boolean;
  /** When the cancellation she asked for takes effect; null while it renews. */
  endsAt: Date | null;
  /** The end of the month now billed. */
  currentPeriodEnd: Date | null;
  /** Its latest invoice: the first month's while she signs up. */
  latestInvoice: InvoiceInfo | null;
}

export interface InvoiceInfo {
  id: string;
  status: string;
  amountPaidCents: number;
  /** For the card form while the invoice waits for a payment; null once paid. */
  clientSecret: string | null;
  periodStart: Date;
  periodEnd: Date;
}

export interface NewSubscription {
  membershipId: number;
  bookingId: number;
  email: string;
  name: string;
  /** The processor's product for the package (see createProduct). */
  productId: string;
  amountCents: number;
}

/** What a member may do to her subscription. */
export type SubscriptionChange = "pause" | "resume" | "cancel" | "keep";

export interface SubscriptionGateway {
  /** The product a package's memberships are sold as; the same key makes it once. */
  createProduct(input: { packageId: number; name: string }): Promise<string>;
  /**
   * A customer and a monthly subscription whose first invoice waits for her card (Stripe: default_incomplete).
   * Sent with keys of the membership, so a repeated call makes one of each.
   */
  createSubscription(input: NewSubscription): Promise<SubscriptionInfo>;
  retrieveSubscription(id: string): Promise<SubscriptionInfo>;
  changeSubscription(id: string, change: SubscriptionChange): Promise<void>;
  /**
   * Where the member puts in a new card (Stripe's customer portal, on its card step), coming back to `returnUrl`;
   * null without a processor that keeps cards (the mock).
   */
  cardUpdateUrl(input: { customerId: string; returnUrl: string; language: "en" | "es" }): Promise<string | null>;
  /** The payment that paid an invoice (what a refund of that month is made against); null when there is none. */
  paymentIntentOfInvoice(invoiceId: string): Promise<string | null>;
}

const at = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const seconds = z.number().int().nonnegative();
const idOf = z.union([z.string().min(1), z.object({ id: z.string().min(1) }).transform((object) => object.id)]);

/** What the server reads of an invoice, from the API or a webhook: the parts a month's payment needs. */
export const invoiceObject = z.object({
  id: z.string().min(1),
  status: z.string().nullish(),
  amount_paid: z.number().int().nonnegative(),
  period_start: seconds,
  period_end: seconds,
  lines: z
    .object({ data: z.array(z.object({ period: z.object({ start: seconds, end: seconds }).nullish() })) })
    .nullish(),
  confirmation_secret: z.object({ client_secret: z.string() }).nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: idOf }).nullish() }).nullish(),
});
type InvoiceObject = z.input<typeof invoiceObject>;

/** What the server reads of a subscription, from the API or a webhook. */
export const subscriptionObject = z.object({
  id: z.string().min(1),
  customer: idOf,
  status: z.string().min(1),
  pause_collection: z.object({ behavior: z.string() }).nullish(),
  cancel_at_period_end: z.boolean().nullish(),
  cancel_at: seconds.nullish(),
  items: z.object({ data: z.array(z.object({ current_period_end: seconds.nullish() })) }).nullish(),
  latest_invoice: z.union([z.string(), invoiceObject]).nullish(),
});
type SubscriptionObject = z.input<typeof subscriptionObject>;

/** The subscription an invoice bills, or null for one outside subscriptions. */
export const subscriptionOfInvoice = (invoice: z.output<typeof invoiceObject>) =>
  invoice.parent?.subscription_details?.subscription ?? null;

export function invoiceInfo(invoice: InvoiceObject): InvoiceInfo {
  const line = invoice.lines?.data?.[0];
  return {
    id: invoice.id,
    status: invoice.status ?? "draft",
    amountPaidCents: invoice.amount_paid,
    clientSecret: invoice.status === "open" ? (invoice.confirmation_secret?.client_secret ?? null) : null,
    // A subscription's invoice names the month it pays on its line; the invoice's own period is the one before.
    periodStart: at(line?.period?.start ?? invoice.period_start) ?? new Date(0),
    periodEnd: at(line?.period?.end ?? invoice.period_end) ?? new Date(0),
  };
}

export function subscriptionInfo(subscription: SubscriptionObject): SubscriptionInfo {
  const latest = subscription.latest_invoice;
  const periodEnd = at(subscription.items?.data?.[0]?.current_period_end);
  return {
    id: subscription.id,
    customerId: typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id,
    status: subscription.status,
    paused: !!subscription.pause_collection,
    endsAt: subscription.cancel_at_period_end ? periodEnd : at(subscription.cancel_at),
    currentPeriodEnd: periodEnd,
    latestInvoice: latest && typeof latest !== "string" ? invoiceInfo(latest) : null,
  };
}

const CHANGES: Record<SubscriptionChange, Stripe.SubscriptionUpdateParams> = {
  // Void, not keep as draft: a paused month is neither charged nor owed later.
  pause: { pause_collection: { behavior: "void" } },
  resume: { pause_collection: "" },
  cancel: { cancel_at_period_end: true },
  keep: { cancel_at_period_end: false },
};

export function stripeSubscriptions(stripe: () => Promise<Stripe>): SubscriptionGateway {
  return {
    async createProduct({ packageId, name }) {
      const product = await (await stripe()).products.create(
        { name, metadata: { packageId: String(packageId) } },
        { idempotencyKey: `product-package-${packageId}` },
      );
      return product.id;
    },
    async createSubscription({ membershipId, bookingId, email, name, productId, amountCents }) {
      const client = await stripe();
      const metadata = { membershipId: String(membershipId), bookingId: String(bookingId) };
      const customer = await client.customers.create(
        { email, name, metadata },
        { idempotencyKey: `customer-membership-${membershipId}` },
      );
      const subscription = await client.subscriptions.create(
        {
          customer: customer.id,
          items: [
            {
              price_data: {
                currency: "usd",
                product: productId,
                unit_amount: amountCents,
                recurring: { interval: "month" },
              },
            },
          ],
          payment_behavior: "default_incomplete",
          payment_settings: { save_default_payment_method: "on_subscription" },
          expand: ["latest_invoice.confirmation_secret"],
          metadata,
        },
        { idempotencyKey: `subscription-membership-${membershipId}` },
      );
      return subscriptionInfo(subscription);
    },
    async retrieveSubscription(id) {
      const subscription = await (await stripe()).subscriptions.retrieve(id, {
        expand: ["latest_invoice.confirmation_secret"],
      });
      return subscriptionInfo(subscription);
    },
    async changeSubscription(id, change) {
      await (await stripe()).subscriptions.update(id, CHANGES[change]);
    },
    async cardUpdateUrl({ customerId, returnUrl, language }) {
      const session = await (await stripe()).billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        locale: language,
        flow_data: { type: "payment_method_update" },
      });
      return session.url;
    },
    async paymentIntentOfInvoice(invoiceId) {
      const payments = await (await stripe()).invoicePayments.list({ invoice: invoiceId, status: "paid", limit: 1 });
      const intent = payments.data[0]?.payment.payment_intent;
      return (typeof intent === "string" ? intent : intent?.id) ?? null;
    },
  };
}

/**
 * A month on, by the calendar (Stripe's monthly interval: the 31st's next month ends on the 30th or 28th). Its day is
 * the billing day, the one the membership began on: after a short month it comes back (Jan 31, Feb 28, Mar 31).
 */
export function monthAfter(from: Date, billingDay = from.getUTCDate()): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1, 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(billingDay, lastDay));
  return next;
}

/**
 * The mock's month of a membership from `from`, paid: what the sign-up and each renewal of the mock are. Its
 * invoice is named by the month (the sign-up's by the membership alone), so asking twice names one invoice.
 */
export function mockPaidMonth(
  membershipId: number,
  amountCents: number,
  from: Date,
  signUp = false,
  billingDay = from.getUTCDate(),
): SubscriptionInfo {
  const periodEnd = monthAfter(from, billingDay);
  return {
    id: `mock_sub_${membershipId}`,
    customerId: `mock_cus_${membershipId}`,
    status: "active",
    paused: false,
    endsAt: null,
    currentPeriodEnd: periodEnd,
    latestInvoice: {
      id: signUp ? `mock_in_${membershipId}_signup` : `mock_in_${membershipId}_${from.getTime()}`,
      status: "paid",
      amountPaidCents: amountCents,
      clientSecret: null,
      periodStart: from,
      periodEnd,
    },
  };
}

/**
 * Without Stripe: a subscription whose every month is paid the moment it is due. The mock keeps no state of its own
 * (the membership row is the record); the renewals sweep pays each month that comes due (memberships/renewals.ts).
 */
export function mockSubscriptions(now: () => Date = () => new Date()): SubscriptionGateway {
  return {
    async createProduct({ packageId }) {
      return `mock_prod_${packageId}`;
    },
    async createSubscription({ membershipId, amountCents }) {
      return mockPaidMonth(membershipId, amountCents, now(), true);
    },
    async retrieveSubscription(id) {
      return mockPaidMonth(Number(id.replace(/^mock_sub_/, "")), 0, now(), true);
    },
    async changeSubscription() {},
    async cardUpdateUrl() {
      return null;
    },
    // A mock month moved no money: its refund is recorded without a gateway (payments/refunds.ts).
    async paymentIntentOfInvoice() {
      return null;
    },
  };
}
