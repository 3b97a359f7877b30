// A signed Stripe event holding text PostgreSQL cannot store (a NUL character, a lone surrogate), wherever it is:
// never a 5xx, which Stripe would retry for days. It is acknowledged and ignored (and logged), changing nothing,
// and a clean event after it is handled as usual.
import { bookings, processedStripeEvents } from "@studio/db";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness";

const webhookSecret = "whsec_test_secret_for_unstorable_text";
let site: TestServer;
let booking: typeof bookings.$inferSelect;
beforeAll(async () => {
  site = await startTestServer({ STRIPE_WEBHOOK_SECRET: webhookSecret });
  booking = await unpaidBooking();
});
afterAll(() => site?.close());

const deliver = (payload: string) =>
  site.client().request("POST", "/api/stripe/webhook", payload, {
    "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
  });

async function unpaidBooking() {
  const created = await site
    .client()
    .post("/api/bookings", { packageId: 1, clientName: "Nora", clientEmail: "nora@example.com", phone: "3055550100" });
  const [row] = await site.db
    .select()
    .from(bookings)
    .where(eq(bookings.id, Number(created.json.id)));
  if (!row) throw new Error(created.text);
  return row;
}

interface TestEvent {
  id: string;
  type: string;
  data: {
    object: {
      id: string;
      metadata: Record<string, string>;
      latest_charge: { billing_details: { name: string; address: { line1: string } } };
      payment_method_types?: string[];
    } & Record<string, unknown>;
  };
}

let events = 0;
/** A payment_intent.succeeded for the booking, with `change` applied to it. */
function paidEvent(booking: { id: number; amount: string }, change: (event: TestEvent) => void = () => {}) {
  events++;
  const event = {
    id: `evt_text_${events}`,
    object: "event",
    type: "payment_intent.succeeded",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `pi_text_${events}`,
        object: "payment_intent",
        amount: Math.round(Number(booking.amount) * 100),
        metadata: { bookingId: String(booking.id) },
        latest_charge: { billing_details: { name: "Nora", address: { line1: "1 Ocean Dr" } } },
      },
    },
  } as TestEvent & Record<string, unknown>;
  change(event);
  return JSON.stringify(event);
}

const PLACES: [string, (event: TestEvent, text: string) => void][] = [
  ["the event id", (event, text) => (event.id = `evt_${text}`)],
  ["the type", (event, text) => (event.type = `payment_intent.succeeded${text}`)],
  ["the intent id", (event, text) => (event.data.object.id = `pi_${text}`)],
  ["the metadata's booking id", (event, text) => (event.data.object.metadata.bookingId += text)],
  ["a metadata key", (event, text) => (event.data.object.metadata[`note${text}`] = "x")],
  ["a nested string", (event, text) => (event.data.object.latest_charge.billing_details.address.line1 = text)],
  ["a list", (event, text) => (event.data.object.payment_method_types = ["card", text])],
];
const TEXTS: [string, string][] = [
  ["a NUL", "a\u0000b"],
  ["a lone high surrogate", "a\ud800b"],
  ["a lone low surrogate", "\udc00"],
];

describe("a signed Stripe event with unstorable text", () => {
  for (const [place, put] of PLACES) {
    for (const [what, text] of TEXTS) {
      it(`with ${what} in ${place} is acknowledged, changes nothing, and a repeat is too`, async () => {
        const payload = paidEvent(booking, (event) => put(event, text));
        const before = await site.db.select().from(processedStripeEvents);
        for (const answer of [await deliver(payload), await deliver(payload)]) {
          expect(answer.status, answer.text).toBe(200);
          expect(answer.json).toEqual({ received: true, ignored: true });
        }
        expect(await site.db.select().from(processedStripeEvents)).toEqual(before);
        const [after] = await site.db.select().from(bookings).where(eq(bookings.id, booking.id));
        expect(after?.paymentStatus).toBe(booking.paymentStatus);
      });
    }
  }

  it("leaves a clean event to be handled as before", async () => {
    expect(booking.paymentStatus).not.toBe("paid");
    const answer = await deliver(paidEvent(booking));
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ received: true, duplicate: false });
    const [after] = await site.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after?.paymentStatus).toBe("paid");
  });
});
