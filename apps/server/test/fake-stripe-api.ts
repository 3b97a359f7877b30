// Stands in for Stripe's HTTP API (no network here), so the server's own Stripe adapter and the real SDK are what
// the tests drive: payment intents and refunds kept in memory, idempotency keys honoured as Stripe does (the same
// key answers the first answer again), and refunds that succeed, wait, or fail as a test asks.
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

export async function startFakeStripeApi() {
  const intents = new Map<string, StripeObject>();
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
    const metadata = Object.fromEntries(
      Object.entries(body)
        .filter(([key]) => key.startsWith("metadata["))
        .map(([key, value]) => [key.slice("metadata[".length, -1), value]),
    );
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

  function route(method: string, path: string, body: Record<string, string>) {
    if (method === "POST" && path === "/v1/payment_intents") {
      const intent = {
        id: `pi_fake_${++ids}`,
        object: "payment_intent",
        amount: Number(body.amount),
        currency: "usd",
        status: "requires_payment_method",
        client_secret: `pi_fake_${ids}_secret_x`,
        metadata: { bookingId: body["metadata[bookingId]"] },
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
    const path = new URL(request.url ?? "/", "http://stripe.test").pathname;
    const body = Object.fromEntries(new URLSearchParams(text));
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
export async function deliverStripeEvent(baseUrl: string, secret: string, type: string, object: object, id?: string) {
  const payload = JSON.stringify({
    id: id ?? `evt_test_${Math.random().toString(36).slice(2)}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
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
