// The payment provider behind one small interface: Stripe for real, or a mock when no key is configured.
// Stripe's SDK is loaded on first use: it is the heaviest module of the server, and most starts never need it.
import type Stripe from "stripe";
import { mockSubscriptions, type SubscriptionGateway, stripeSubscriptions } from "./subscriptions";

let sdk: Promise<typeof Stripe> | undefined;
const loadStripe = () => {
  sdk ??= import("stripe").then((module) => module.default);
  return sdk;
};

export interface PaymentIntentInfo {
  id: string;
  clientSecret: string | null;
  status: string;
  amountCents: number;
  bookingId: number | null;
  /** The intent's metadata as the processor keeps it ({ bookingId } or { giftCardId }). */
  metadata?: Record<string, string>;
}

/** The processor's answer to a refund: its id and where it stands, or why it refused. */
export interface RefundInfo {
  /** null when the processor refused the request outright (no refund was made). */
  id: string | null;
  status: "pending" | "succeeded" | "failed";
  failureReason: string | null;
}

export interface RefundRequest {
  paymentIntent: string;
  amountCents: number;
  /** Sent as the processor's idempotency key: the same request sent again refunds once. */
  idempotencyKey: string;
  /** Our ids, carried on the refund so its webhook finds the row even before we stored the processor's id. */
  bookingId: number;
  refundId: number;
}

/** Stripe's refund statuses in our three: requires_action waits like pending; canceled is a failure. */
export function refundStatusOf(status: string | null | undefined): RefundInfo["status"] {
  if (status === "succeeded") return "succeeded";
  if (status === "failed" || status === "canceled") return "failed";
  return "pending";
}

export interface PaymentGateway extends SubscriptionGateway {
  readonly mode: "stripe" | "mock";
  readonly publishableKey: string | null;
  /** An intent for a booking (`bookingId`), or (null) for something else its `metadata` names: a gift card. */
  createIntent(input: {
    bookingId: number | null;
    amountCents: number;
    idempotencyKey: string;
    description: string;
    metadata?: Record<string, string>;
  }): Promise<PaymentIntentInfo>;
  retrieveIntent(id: string): Promise<PaymentIntentInfo>;
  /**
   * Refunds part or all of a payment. A refusal Stripe states (a 4xx: already refunded, more than is left) is
   * answered as a failed refund with Stripe's reason; anything that leaves the outcome unknown (no answer, a 5xx)
   * throws, and the same request may be sent again with the same key.
   */
  refund(request: RefundRequest): Promise<RefundInfo>;
}

function toInfo(intent: Stripe.PaymentIntent): PaymentIntentInfo {
  const bookingId = Number(intent.metadata?.bookingId);
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    status: intent.status,
    amountCents: intent.amount,
    bookingId: Number.isInteger(bookingId) && bookingId > 0 ? bookingId : null,
    metadata: { ...intent.metadata },
  };
}

/** Where the SDK sends its requests: Stripe's API unless told otherwise (a stand-in server in tests). */
export interface StripeApi {
  host: string;
  port: number;
  protocol: "http" | "https";
}

/** A refusal Stripe stated, which no retry of the same request would change; anything else leaves it unknown. */
const REFUSED_STATUSES = new Set([400, 401, 402, 403, 404]);

export function stripeGateway(secretKey: string, publishableKey: string | null, api?: StripeApi): PaymentGateway {
  let client: Promise<Stripe> | undefined;
  const stripe = () => {
    client ??= loadStripe().then((StripeSdk) => new StripeSdk(secretKey, api ?? {}));
    return client;
  };
  return {
    mode: "stripe",
    publishableKey,
    ...stripeSubscriptions(stripe),
    async createIntent({ bookingId, amountCents, idempotencyKey, description, metadata }) {
      const intent = await (await stripe()).paymentIntents.create(
        {
          amount: amountCents,
          currency: "usd",
          description,
          metadata: { ...(bookingId === null ? {} : { bookingId: String(bookingId) }), ...metadata },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey },
      );
      return toInfo(intent);
    },
    async retrieveIntent(id) {
      return toInfo(await (await stripe()).paymentIntents.retrieve(id));
    },
    async refund({ paymentIntent, amountCents, idempotencyKey, bookingId, refundId }) {
      const StripeSdk = await loadStripe();
      try {
        const refund = await (await stripe()).refunds.create(
          {
            payment_intent: paymentIntent,
            amount: amountCents,
            reason: "requested_by_customer",
            metadata: { bookingId: String(bookingId), refundId: String(refundId) },
          },
          { idempotencyKey },
        );
        const status = refundStatusOf(refund.status);
        return { id: refund.id, status, failureReason: status === "failed" ? (refund.failure_reason ?? null) : null };
      } catch (error) {
        if (error instanceof StripeSdk.errors.StripeError && REFUSED_STATUSES.has(error.statusCode ?? 0)) {
          return { id: null, status: "failed", failureReason: error.message };
        }
        throw error;
      }
    },
  };
}

/** Development and tests without Stripe keys: every intent "succeeds" at once. */
export function mockGateway(now: () => Date = () => new Date()): PaymentGateway {
  return {
    mode: "mock",
    publishableKey: null,
    ...mockSubscriptions(now),
    async createIntent({ bookingId, amountCents, metadata }) {
      return {
        id: `mock_${bookingId ?? 0}`,
        clientSecret: `mock_secret_${bookingId ?? 0}`,
        status: "succeeded",
        amountCents,
        bookingId,
        metadata,
      };
    },
    async retrieveIntent(id) {
      const bookingId = Number(id.replace(/^mock_/, ""));
      return { id, clientSecret: null, status: "succeeded", amountCents: -1, bookingId: bookingId || null };
    },
    // A card payment (made while Stripe was configured) cannot be given back without Stripe; mock payments
    // moved no money and are refunded without asking a gateway (see payments/refunds.ts).
    async refund() {
      return {
        id: null,
        status: "failed",
        failureReason: "Stripe is not configured on this server, so a card payment cannot be refunded here.",
      };
    },
  };
}

/** Checks a webhook's signature on the raw body; throws when it is missing, wrong or older than 300 s. */
export async function verifyStripeWebhook(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): Promise<Stripe.Event> {
  if (!signature) throw new Error("Missing Stripe-Signature header");
  return (await loadStripe()).webhooks.constructEvent(rawBody, signature, secret, 300);
}

export type StripeEvent = Stripe.Event;
