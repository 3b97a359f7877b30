import type { PaymentGateway, PaymentIntentInfo } from "@studio/api";
import { bookings, emailOutbox, packageSessions, processedStripeEvents } from "@studio/db";
import { count, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, ADMIN_USER, startTestServer, type TestServer } from "../harness";

/** Stands in for Stripe's API (no network here): keeps intents in memory, honouring idempotency keys. */
function fakeStripe() {
  const intents = new Map<string, PaymentIntentInfo>();
  const byKey = new Map<string, string>();
  let created = 0;
  const gateway: PaymentGateway = {
    mode: "stripe",
    publishableKey: "pk_test_fake",
    async createIntent({ bookingId, amountCents, idempotencyKey }) {
      const known = byKey.get(idempotencyKey);
      if (known) return intents.get(known) as PaymentIntentInfo;
      created++;
      const id = `pi_fake_${created}`;
      const intent = { id, clientSecret: `${id}_secret`, status: "requires_payment_method", amountCents, bookingId };
      intents.set(id, intent);
      byKey.set(idempotencyKey, id);
      return intent;
    },
    async retrieveIntent(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`No such payment_intent: ${id}`);
      return intent;
    },
    // Refunds are driven through the real adapter against a stand-in API (refunds.test.ts).
    async refund() {
      throw new Error("No refunds in these tests");
    },
    // Memberships are driven through the real adapter against a stand-in API (memberships/ tests).
    async createProduct() {
      throw new Error("No memberships in these tests");
    },
    async createSubscription() {
      throw new Error("No memberships in these tests");
    },
    async retrieveSubscription() {
      throw new Error("No memberships in these tests");
    },
    async changeSubscription() {
      throw new Error("No memberships in these tests");
    },
    async cardUpdateUrl() {
      throw new Error("No memberships in these tests");
    },
    async paymentIntentOfInvoice() {
      throw new Error("No memberships in these tests");
    },
  };
  return { gateway, intents, created: () => created };
}

const book = (site: TestServer, packageId = 1, email = "payer@example.com") =>
  site
    .client()
    .post("/api/bookings", { packageId, clientName: "Paula Payer", clientEmail: email, phone: "3055550111" });

const bookingRow = async (site: TestServer, id: unknown) =>
  (
    await site.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, Number(id)))
  )[0];

describe("mock payments (no Stripe key)", () => {
  let site: TestServer;
  beforeAll(async () => {
    site = await startTestServer();
  });
  afterAll(() => site.close());

  it("answers isMockPayment and marks the booking paid with a mock_ intent", async () => {
    const created = await book(site);
    const { status, json } = await site
      .client()
      .post("/api/create-payment-intent", { bookingId: created.json.id, token: created.json.accessToken });
    expect(status).toBe(200);
    expect(json).toMatchObject({ isMockPayment: true });
    expect(await bookingRow(site, created.json.id)).toMatchObject({
      paymentStatus: "paid",
      status: "confirmed",
      paymentMethod: "mock",
      paymentIntent: `mock_${created.json.id}`,
    });
    const paidAt = (await bookingRow(site, created.json.id))?.paidAt;
    expect(paidAt).toBeInstanceOf(Date);
    const sessions = await site.db
      .select()
      .from(packageSessions)
      .where(eq(packageSessions.bookingId, Number(created.json.id)));
    expect(sessions).toHaveLength(1);
    const again = await site
      .client()
      .post("/api/create-payment-intent", { bookingId: created.json.id, token: created.json.accessToken });
    expect(again.status).toBe(409);
    // Paid once: the browser's confirm after it moves nothing.
    await site
      .client()
      .post(`/api/bookings/${created.json.id}/payment-success`, { token: created.json.accessToken, status: "paid" });
    expect((await bookingRow(site, created.json.id))?.paidAt).toEqual(paidAt);
  });

  it("acts on a booking only for the browser holding its access token", async () => {
    const paid = await book(site, 1, "owner1@example.com");
    const free = await book(site, 1, "owner2@example.com");
    const other = await book(site, 1, "stranger@example.com");
    const stranger = other.json.accessToken; // a real token, of somebody else's booking
    const attempts = [
      await site.client().post("/api/create-payment-intent", { bookingId: paid.json.id }),
      await site.client().post("/api/create-payment-intent", { bookingId: paid.json.id, token: stranger }),
      await site.client().post(`/api/bookings/${paid.json.id}/payment-success`, { token: "guess", status: "paid" }),
      await site.client().request("PATCH", `/api/bookings/${free.json.id}`, {
        token: stranger,
        payment_status: "paid",
        status: "completed",
      }),
    ];
    expect(attempts.map((answer) => answer.status)).toEqual([400, 403, 403, 403]);
    expect(attempts[0]?.json.error).toMatch(/token/);
    expect(await bookingRow(site, paid.json.id)).toMatchObject({ paymentStatus: "unpaid", status: "pending" });
    expect(await bookingRow(site, free.json.id)).toMatchObject({ paymentStatus: "unpaid", status: "pending" });
  });

  it("opens the test endpoints outside production", async () => {
    expect((await site.client().get("/api/test-session-scheduling")).status).toBe(404);
    const { status, json } = await site.client().post("/api/test-session-scheduling");
    expect(status).toBe(200);
    expect(json).toMatchObject({ success: true, packageId: 6, sessionCount: 12 });
    expect(await bookingRow(site, json.bookingId)).toMatchObject({ packageId: 6, paymentStatus: "paid" });
    const intent = await site.client().post("/api/test-payment-intent", { amount: 100 });
    expect(intent.json).toEqual({ clientSecret: "mock_secret_test", isMockPayment: true, publishableKey: null });
  });
});

describe("Stripe payments", () => {
  const webhookSecret = "whsec_test_secret_for_signatures";
  const stripe = fakeStripe();
  let site: TestServer;
  beforeAll(async () => {
    site = await startTestServer({ STRIPE_WEBHOOK_SECRET: webhookSecret }, { payments: stripe.gateway });
  });
  afterAll(() => site.close());

  const signed = (payload: string, timestamp?: number) => ({
    "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp }),
  });
  const event = (id: string, type: string, intent: { id: string; amount: number; bookingId: unknown }) =>
    JSON.stringify({
      id,
      object: "event",
      type,
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: intent.id,
          object: "payment_intent",
          amount: intent.amount,
          metadata: { bookingId: String(intent.bookingId) },
        },
      },
    });
  const deliver = (body: string, headers: Record<string, string>) =>
    site.client().request("POST", "/api/stripe/webhook", body, headers);

  it("creates one intent per booking for the server's amount, and reuses it", async () => {
    const created = await book(site, 6);
    const first = await site
      .client()
      .post("/api/create-payment-intent", { bookingId: created.json.id, token: created.json.accessToken });
    expect(first.json).toMatchObject({ isMockPayment: false, publishableKey: "pk_test_fake" });
    const second = await site
      .client()
      .post("/api/create-payment-intent", { bookingId: created.json.id, token: created.json.accessToken });
    expect(second.json.clientSecret).toBe(first.json.clientSecret);
    const row = await bookingRow(site, created.json.id);
    const intent = stripe.intents.get(row?.paymentIntent ?? "");
    expect(intent).toMatchObject({ amountCents: 96000, bookingId: created.json.id });
  });

  it("believes payment-success only once Stripe says the intent succeeded for the right amount", async () => {
    const created = await book(site);
    await site
      .client()
      .post("/api/create-payment-intent", { bookingId: created.json.id, token: created.json.accessToken });
    const row = await bookingRow(site, created.json.id);
    const intent = stripe.intents.get(row?.paymentIntent ?? "") as PaymentIntentInfo;

    const early = await site
      .client()
      .post(`/api/bookings/${created.json.id}/payment-success`, { token: created.json.accessToken, status: "paid" });
    expect(early.status).toBe(409);
    expect((await bookingRow(site, created.json.id))?.paymentStatus).toBe("pending");

    intent.status = "succeeded";
    intent.amountCents = 100;
    const cheap = await site
      .client()
      .post(`/api/bookings/${created.json.id}/payment-success`, { token: created.json.accessToken, status: "paid" });
    expect(cheap.status).toBe(409);

    intent.amountCents = 8000;
    const paid = await site
      .client()
      .post(`/api/bookings/${created.json.id}/payment-success`, { token: created.json.accessToken, status: "paid" });
    expect(paid.json).toEqual({ success: true, paymentStatus: "paid" });
    expect(await bookingRow(site, created.json.id)).toMatchObject({ paymentStatus: "paid", paymentMethod: "stripe" });
  });

  it("requires the admin for the test endpoints in production", async () => {
    const production = await startTestServer(
      {
        NODE_ENV: "production",
        STRIPE_SECRET_KEY: "sk_test_x",
        STRIPE_PUBLISHABLE_KEY: "pk_test_x",
        STRIPE_WEBHOOK_SECRET: webhookSecret,
      },
      { payments: fakeStripe().gateway },
    );
    try {
      const client = production.client();
      expect((await client.post("/api/test-session-scheduling")).status).toBe(401);
      expect((await client.post("/api/test-payment-intent", { amount: 100 })).status).toBe(401);
      await client.post("/api/admin/login", { username: ADMIN_USER, password: ADMIN_PASSWORD });
      expect((await client.post("/api/test-payment-intent", { amount: 100 })).status).toBe(200);
    } finally {
      await production.close();
    }
  });

  describe("webhook", () => {
    it("marks the booking paid on a valid payment_intent.succeeded, once, however often it arrives", async () => {
      const created = await book(site, 6, "webhook@example.com");
      await site
        .client()
        .post("/api/create-payment-intent", { bookingId: created.json.id, token: created.json.accessToken });
      const row = await bookingRow(site, created.json.id);
      const body = event("evt_paid_1", "payment_intent.succeeded", {
        id: row?.paymentIntent ?? "",
        amount: 96000,
        bookingId: created.json.id,
      });

      const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(body, signed(body))));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(answers.filter((a) => a.json.duplicate === false)).toHaveLength(1);
      expect(await bookingRow(site, created.json.id)).toMatchObject({ paymentStatus: "paid", status: "confirmed" });
      const sessions = await site.db
        .select()
        .from(packageSessions)
        .where(eq(packageSessions.bookingId, Number(created.json.id)));
      expect(sessions).toHaveLength(12);
      const [mails] = await site.db
        .select({ n: count() })
        .from(emailOutbox)
        .where(eq(emailOutbox.to, "webhook@example.com"));
      expect(mails?.n).toBe(1);
      const [events] = await site.db
        .select({ n: count() })
        .from(processedStripeEvents)
        .where(eq(processedStripeEvents.id, "evt_paid_1"));
      expect(events?.n).toBe(1);

      const replay = await deliver(body, signed(body));
      expect(replay.json).toEqual({ received: true, duplicate: true });
    });

    it("refuses a tampered, unsigned or stale event and changes nothing", async () => {
      const created = await book(site, 1, "tamper@example.com");
      const genuine = event("evt_t_1", "payment_intent.succeeded", {
        id: "pi_x",
        amount: 8000,
        bookingId: created.json.id,
      });
      const tampered = genuine.replace('"amount":8000', '"amount":1');
      const stale = event("evt_t_2", "payment_intent.succeeded", {
        id: "pi_x",
        amount: 8000,
        bookingId: created.json.id,
      });

      expect((await deliver(tampered, signed(genuine))).status).toBe(400);
      expect((await deliver(genuine, {})).status).toBe(400);
      expect((await deliver(genuine, { "stripe-signature": "t=1,v1=deadbeef" })).status).toBe(400);
      expect((await deliver(stale, signed(stale, Math.floor(Date.now() / 1000) - 400))).status).toBe(400);
      expect((await bookingRow(site, created.json.id))?.paymentStatus).toBe("unpaid");
      const [events] = await site.db
        .select({ n: count() })
        .from(processedStripeEvents)
        .where(eq(processedStripeEvents.id, "evt_t_2"));
      expect(events?.n).toBe(0);
    });

    it("ignores a succeeded event whose amount is not the booking's", async () => {
      const created = await book(site, 1, "short@example.com");
      const body = event("evt_short", "payment_intent.succeeded", {
        id: "pi_short",
        amount: 100,
        bookingId: created.json.id,
      });
      expect((await deliver(body, signed(body))).status).toBe(200);
      expect((await bookingRow(site, created.json.id))?.paymentStatus).toBe("unpaid");
    });

    it("records a failed payment without marking anything paid", async () => {
      const created = await book(site, 1, "declined@example.com");
      await site
        .client()
        .post("/api/create-payment-intent", { bookingId: created.json.id, token: created.json.accessToken });
      const body = event("evt_failed", "payment_intent.payment_failed", {
        id: "pi_f",
        amount: 8000,
        bookingId: created.json.id,
      });
      expect((await deliver(body, signed(body))).status).toBe(200);
      expect((await bookingRow(site, created.json.id))?.paymentStatus).toBe("unpaid");
    });
  });
});
