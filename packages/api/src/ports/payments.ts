// The payment provider behind one small interface: Stripe for real, or a mock when no key is configured.
// Stripe's SDK is loaded on first use: it is the heaviest module of the server, and most starts never need it.
import type Stripe from "stripe";

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
}

export interface PaymentGateway {
  readonly mode: "stripe" | "mock";
  readonly publishableKey: string | null;
  createIntent(input: {
    bookingId: number;
    amountCents: number;
    idempotencyKey: string;
    description: string;
  }): Promise<PaymentIntentInfo>;
  retrieveIntent(id: string): Promise<PaymentIntentInfo>;
}

function toInfo(intent: Stripe.PaymentIntent): PaymentIntentInfo {
  const bookingId = Number(intent.metadata?.bookingId);
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    status: intent.status,
    amountCents: intent.amount,
    bookingId: Number.isInteger(bookingId) && bookingId > 0 ? bookingId : null,
  };
}

export function stripeGateway(secretKey: string, publishableKey: string | null): PaymentGateway {
  let client: Promise<Stripe> | undefined;
  const stripe = () => {
    client ??= loadStripe().then((StripeSdk) => new StripeSdk(secretKey));
    return client;
  };
  return {
    mode: "stripe",
    publishableKey,
    async createIntent({ bookingId, amountCents, idempotencyKey, description }) {
      const intent = await (await stripe()).paymentIntents.create(
        {
          amount: amountCents,
          currency: "usd",
          description,
          metadata: { bookingId: String(bookingId) },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey },
      );
      return toInfo(intent);
    },
    async retrieveIntent(id) {
      return toInfo(await (await stripe()).paymentIntents.retrieve(id));
    },
  };
}

/** Development and tests without Stripe keys: every intent "succeeds" at once. */
export function mockGateway(): PaymentGateway {
  return {
    mode: "mock",
    publishableKey: null,
    async createIntent({ bookingId, amountCents }) {
      return {
        id: `mock_${bookingId}`,
        clientSecret: `mock_secret_${bookingId}`,
        status: "succeeded",
        amountCents,
        bookingId,
      };
    },
    async retrieveIntent(id) {
      const bookingId = Number(id.replace(/^mock_/, ""));
      return { id, clientSecret: null, status: "succeeded", amountCents: -1, bookingId: bookingId || null };
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
