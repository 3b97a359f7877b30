// Stands in for Stripe's HTTP API (no network here), so the server's own Stripe adapter and the real SDK are what
// the tests drive: payment intents, refunds, and Billing's products, customers, subscriptions and their invoices kept
// in memory, idempotency keys honoured as Stripe does (the same key answers the first answer again), and refunds
// that succeed, wait, or fail, and months that are paid or refused, as a test asks.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type StripeApi, stripeGateway } from "@studio/api";
import Stripe from "stripe";

interface StripeObject {
  id: string;
  [field: string]: unknown;
}

export interface RecordedCall {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: Record<string, string>;
}

/** How the next refund requests are answered, in order; once they are used up, refunds succeed. */
export type RefundAnswer =
  | { kind: "succeeded" | "pending" }
  | { kind: "refused"; status: 400 | 402; message: string }
  | { kind: "unavailable" };

/** A request's metadata[key] fields, as Stripe keeps them on the object. */
const metadataOf = (body: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => key.startsWith("metadata["))
      .map(([key, value]) => [key.slice("metadata[".length, -1), value]),
  );

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
/** A month on by the calendar, in seconds, as Stripe bills a monthly price. */
const monthAfter = (from: number) => {
  const next = new Date(from * 1000);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return seconds(next);
};

export async function startFakeStripeApi(now: () => Date = () => new Date()) {
  const intents = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject & { amount: number; periodEnd: number }>();
  const invoices = new Map<string, StripeObject>();
  const refunds = new Map<string, StripeObject>();
  const answered = new Map<string, { status: number; body: unknown }>();
  const calls: RecordedCall[] = [];
  const refundAnswers: RefundAnswer[] = [];
  let ids = 0;

  const send = (response: ServerResponse, status: number, body: unknown) => {
    // Stripe's SDK would retry a 5xx; the tests count requests, so the stand-in says a retry is of no use.
    response.writeHead(status, { "content-type": "application/json", "stripe-should-retry": "false" });
    response.end(JSON.stringify(body));
  };

  function createRefund(body: Record<string, string>) {
    const answer = refundAnswers.shift() ?? { kind: "succeeded" };
    if (answer.kind === "refused") {
      return { status: answer.status, body: { error: { type: "invalid_request_error", message: answer.message } } };
    }
    if (answer.kind === "unavailable") {
      return { status: 500, body: { error: { type: "api_error", message: "An unknown error occurred" } } };
    }
    const metadata = metadataOf(body);
    const refund = {
      id: `re_fake_${++ids}`,
      object: "refund",
      amount: Number(body.amount),
      currency: "usd",
      payment_intent: body.payment_intent,
      reason: body.reason ?? null,
      status: answer.kind,
      metadata,
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  /** An open invoice of `subscriptionId` for the month from `start`, waiting for a card. */
  function openInvoice(subscriptionId: string, amount: number, start: number) {
    const end = monthAfter(start);
    const id = `in_fake_${++ids}`;
    const invoice = {
      id,
      object: "invoice",
      status: "open",
      amount_due: amount,
      amount_paid: 0,
      // As Stripe: a renewal's own period is the month before; the line names the month it bills.
      period_start: start,
      period_end: start,
      lines: { object: "list", data: [{ period: { start, end } }] },
      confirmation_secret: { client_secret: `pi_for_${id}_secret_x`, type: "payment_intent" },
      parent: { type: "subscription_details", subscription_details: { subscription: subscriptionId, metadata: {} } },
    };
    invoices.set(id, invoice);
    return invoice;
  }

  function subscriptionAnswer(id: string) {
    const subscription = subscriptions.get(id);
    if (!subscription) return undefined;
    const latest = invoices.get(String(subscription.latestInvoiceId));
    const { amount: _amount, periodEnd, latestInvoiceId: _latest, ...fields } = subscription;
    return { ...fields, items: { object: "list", data: [{ current_period_end: periodEnd }] }, latest_invoice: latest };
  }

  function createSubscription(body: Record<string, string>) {
    const id = `sub_fake_${++ids}`;
    const amount = Number(body["items[0][price_data][unit_amount]"]);
    const start = seconds(now());
    const invoice = openInvoice(id, amount, start);
    subscriptions.set(id, {
      id,
      object: "subscription",
      customer: body.customer,
      status: "incomplete",
      pause_collection: null,
      cancel_at_period_end: false,
      cancel_at: null,
      metadata: { membershipId: body["metadata[membershipId]"], bookingId: body["metadata[bookingId]"] },
      amount,
      periodEnd: monthAfter(start),
      latestInvoiceId: invoice.id,
    });
    return { status: 200, body: subscriptionAnswer(id) };
  }

  function updateSubscription(id: string, body: Record<string, string>) {
    const subscription = subscriptions.get(id);
    if (!subscription) return { status: 404, body: { error: { message: `No such subscription: '${id}'` } } };
    if (body["pause_collection[behavior]"])
      subscription.pause_collection = { behavior: body["pause_collection[behavior]"] };
    if (body.pause_collection === "") subscription.pause_collection = null;
    if (body.cancel_at_period_end) subscription.cancel_at_period_end = body.cancel_at_period_end === "true";
    return { status: 200, body: subscriptionAnswer(id) };
  }

  function route(method: string, path: string, body: Record<string, string>) {
    if (method === "POST" && path === "/v1/products") {
      return { status: 200, body: { id: `prod_fake_${++ids}`, object: "product", name: body.name } };
    }
    if (method === "POST" && path === "/v1/customers") {
      return { status: 200, body: { id: `cus_fake_${++ids}`, object: "customer", email: body.email } };
    }
    if (method === "POST" && path === "/v1/subscriptions") return createSubscription(body);
    if (method === "GET" && path === "/v1/invoice_payments") {
      const invoice = invoices.get(body.invoice ?? "");
      const paid = invoice?.status === "paid";
      const data = paid
        ? [
            {
              object: "invoice_payment",
              invoice: invoice.id,
              status: "paid",
              payment: { type: "payment_intent", payment_intent: `pi_for_${invoice.id}` },
            },
          ]
        : [];
      return { status: 200, body: { object: "list", data, has_more: false, url: "/v1/invoice_payments" } };
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const id = `bps_fake_${++ids}`;
      return {
        status: 200,
        body: {
          id,
          object: "billing_portal.session",
          customer: body.customer,
          return_url: body.return_url,
          url: `https://billing.stripe.test/p/session/${id}`,
        },
      };
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)?.[1];
    if (subscription && method === "GET") {
      const found = subscriptionAnswer(subscription);
      return found
        ? { status: 200, body: found }
        : { status: 404, body: { error: { message: "No such subscription" } } };
    }
    if (subscription && method === "POST") return updateSubscription(subscription, body);
    if (method === "POST" && path === "/v1/payment_intents") {
      const intent = {
        id: `pi_fake_${++ids}`,
        object: "payment_intent",
        amount: Number(body.amount),
        currency: "usd",
        status: "requires_payment_method",
        client_secret: `pi_fake_${ids}_secret_x`,
        metadata: metadataOf(body),
      };
      intents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)?.[1];
    if (method === "GET" && intent) {
      const found = intents.get(intent);
      return found
        ? { status: 200, body: found }
        : {
            status: 404,
            body: { error: { type: "invalid_request_error", message: `No such payment_intent: '${intent}'` } },
          };
    }
    if (method === "POST" && path === "/v1/refunds") return createRefund(body);
    return {
      status: 404,
      body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${path})` } },
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let text = "";
    for await (const chunk of request) text += chunk;
    const method = request.method ?? "GET";
    const url = new URL(request.url ?? "/", "http://stripe.test");
    const path = url.pathname;
    // A GET's parameters are its query; a POST's, its form body.
    const body = Object.fromEntries(method === "GET" ? url.searchParams : new URLSearchParams(text));
    const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
    calls.push({ method, path, idempotencyKey, body });
    const key = idempotencyKey && `${method} ${path} ${idempotencyKey}`;
    const earlier = key ? answered.get(key) : undefined;
    const answer = earlier ?? route(method, path, body);
    // Stripe keeps an idempotent request's answer, a refusal included, unless the server failed.
    if (key && !earlier && answer.status < 500) answered.set(key, answer);
    send(response, answer.status, answer.body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, { error: { message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const api: StripeApi = { host: "127.0.0.1", port: (server.address() as AddressInfo).port, protocol: "http" };

  return {
    /** The server's own Stripe adapter, sending to this stand-in. */
    gateway: stripeGateway("sk_test_fake", "pk_test_fake", api),
    calls,
    refundCalls: () => calls.filter((call) => call.method === "POST" && call.path === "/v1/refunds"),
    refunds,
    intents,
    /** The next refund requests are answered so, in order. */
    answerRefunds(...answers: RefundAnswer[]) {
      refundAnswers.push(...answers);
    },
    subscriptions,
    /** The subscription as Stripe would send it in an event (customer.subscription.*). */
    subscription(id: string) {
      const found = subscriptionAnswer(id);
      if (!found) throw new Error(`No such subscription ${id}`);
      const { latest_invoice, ...rest } = found;
      return { ...rest, latest_invoice: latest_invoice?.id ?? null };
    },
    /** Her card pays the subscription's open invoice: the invoice as invoice.paid carries it. */
    payLatest(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId);
      const invoice = subscription && invoices.get(String(subscription.latestInvoiceId));
      if (!subscription || !invoice) throw new Error(`No invoice for ${subscriptionId}`);
      Object.assign(invoice, { status: "paid", amount_paid: invoice.amount_due });
      subscription.status = "active";
      return invoice;
    },
    /** The month comes due: a new invoice for the next month (paid with payLatest, or refused with failLatest). */
    renew(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`No such subscription ${subscriptionId}`);
      const invoice = openInvoice(subscriptionId, subscription.amount, subscription.periodEnd);
      subscription.periodEnd = monthAfter(subscription.periodEnd);
      subscription.latestInvoiceId = invoice.id;
      return invoice;
    },
    /** Her card is refused for the open invoice: the invoice as invoice.payment_failed carries it. */
    failLatest(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId);
      const invoice = subscription && invoices.get(String(subscription.latestInvoiceId));
      if (!subscription || !invoice) throw new Error(`No invoice for ${subscriptionId}`);
      subscription.status = "past_due";
      return invoice;
    },
    /** Stripe settles a waiting refund (what its webhook then reports). */
    settle(refundId: string, status: "succeeded" | "failed", failureReason?: string) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`No such refund ${refundId}`);
      Object.assign(refund, { status, failure_reason: failureReason ?? null });
      return refund;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripeApi = Awaited<ReturnType<typeof startFakeStripeApi>>;

/** Delivers a Stripe event to a server's webhook, signed with `secret` as Stripe signs it. */
export async function deliverStripeEvent(
  baseUrl: string,
  secret: string,
  type: string,
  object: object,
  id?: string,
  /** When Stripe made the event: events may arrive out of their order. */
  created: Date = new Date(),
) {
  const payload = JSON.stringify({
    id: id ?? `evt_test_${Math.random().toString(36).slice(2)}`,
    object: "event",
    type,
    created: seconds(created),
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const response = await fetch(`${baseUrl}/api/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
  return { status: response.status, json: (await response.json()) as { received: boolean; duplicate: boolean } };
}
