// Text PostgreSQL cannot store (a NUL character, a lone surrogate), a body that is not an object, and a signed
// Stripe event without its data: each answers 4xx naming what is wrong, and changes nothing.
import { bookings, contacts, newsletterSubscribers, progressTrackers } from "@studio/db";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, ADMIN_USER, buyPackage, signInClient, startTestServer, type TestServer } from "../harness";

const BAD = "Ana\u0000\ud800";
const webhookSecret = "whsec_test_secret_for_bad_text";

let site: TestServer;
beforeAll(async () => {
  site = await startTestServer({ STRIPE_WEBHOOK_SECRET: webhookSecret });
});
afterAll(() => site.close());

async function rowCounts() {
  const count = async (table: Parameters<typeof site.db.$count>[0]) => site.db.$count(table);
  return {
    bookings: await count(bookings),
    contacts: await count(contacts),
    subscribers: await count(newsletterSubscribers),
    progress: await count(progressTrackers),
  };
}

describe("text that cannot be stored", () => {
  const booking = { packageId: 1, clientName: "Ana", clientEmail: "ana@example.com", phone: "3055550100" };
  const cases: { path: string; body: Record<string, unknown>; field: string }[] = [
    {
      path: "/api/contact",
      body: { name: BAD, email: "ana@example.com", subject: "Hi", message: "Hello there" },
      field: "name",
    },
    { path: "/api/newsletter/subscribe", body: { email: `ana${BAD}@example.com` }, field: "email" },
    { path: "/api/bookings", body: { ...booking, notes: BAD }, field: "notes" },
    { path: "/api/discount-codes/validate", body: { code: BAD, packageId: 1 }, field: "code" },
    { path: "/api/discount-codes/apply", body: { code: BAD }, field: "code" },
    { path: "/api/admin/login", body: { username: BAD, password: "whatever-it-is" }, field: "username" },
    { path: "/api/progress-tracker", body: { moodRating: 3, energyLevel: 3, notes: BAD }, field: "notes" },
  ];

  it("is refused with 400 naming the field, on REST and tRPC alike, and nothing is written", async () => {
    // Signed in, so that the tracker (a client's own) is reached too.
    const { client } = await signInClient(site, "tracker@example.com");
    const before = await rowCounts();
    for (const { path, body, field } of cases) {
      const answer = await client.post(path, body);
      expect(answer.status, path).toBe(400);
      expect(answer.json.issues, path).toEqual([
        { path: field, message: "Must not contain NUL characters or unpaired surrogates" },
      ]);
    }
    for (const [procedure, body] of [
      ["contact.submit", cases[0]?.body],
      ["bookings.create", cases[2]?.body],
      ["admin.login", cases[5]?.body],
    ] as const) {
      const answer = await site.client().post(`/trpc/${procedure}`, body);
      expect(answer.status, procedure).toBe(400);
    }
    const page = await site.client().get("/api/client-pages/%00");
    expect(page.status).toBe(400);
    expect(page.json.issues).toEqual([
      { path: "slug", message: "Must not contain NUL characters or unpaired surrogates" },
    ]);
    expect((await site.client().get("/api/client-pages/..%2f")).status).toBe(404);
    expect(await rowCounts()).toEqual(before);
  });

  it("is refused in keys and deep inside lists too", async () => {
    const nested = await site.client().post("/api/bookings", { ...booking, [`x${BAD}`]: 1 });
    expect(nested.status).toBe(400);
    const deep = await site.client().post("/trpc/contact.submit", JSON.stringify([[[[BAD]]]]));
    expect(deep.status).toBe(400);
  });

  it("never answers 5xx on any published route, signed in as admin and client", async () => {
    const { client } = await signInClient(site, "fuzz@example.com");
    await buyPackage(site, "fuzz@example.com");
    await client.post("/api/admin/login", { username: ADMIN_USER, password: ADMIN_PASSWORD });
    const document = (await client.get("/api/openapi.json")).json as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
    };
    const failures: string[] = [];
    for (const [template, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (template.includes("logout")) continue; // would sign the client out of the rest of the walk
        const path = template.replace(/\{\w+\}/g, "%00");
        const properties = operation.requestBody?.content["application/json"]?.schema.properties ?? {};
        const body = Object.fromEntries(
          Object.entries(properties)
            .filter(([, schema]) => schema.type === "string")
            .map(([name]) => [name, BAD]),
        );
        const sends = method === "get" ? [undefined] : [body, "null", "[]", "7"];
        for (const payload of sends) {
          const answer = await client.request(method.toUpperCase(), path, payload);
          if (answer.status >= 500) failures.push(`${method} ${path} ${String(payload)}: ${answer.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
}

describe("a signed Stripe event without its data", () => {
  const stripe = new Stripe("sk_test_unused");
  const send = (payload: object) => {
    const body = JSON.stringify(payload);
    const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret });
    return site.client().post("/api/stripe/webhook", body, { "stripe-signature": signature });
  };

  it("is acknowledged and ignored, or refused when it is not an event at all", async () => {
    const before = await rowCounts();
    const noData = await send({ id: "evt_no_data", type: "payment_intent.succeeded" });
    expect(noData.status).toBe(200);
    expect(noData.json).toEqual({ received: true, duplicate: false });
    const noIntent = await send({ id: "evt_no_intent", type: "payment_intent.succeeded", data: { object: null } });
    expect(noIntent.status).toBe(200);
    expect((await send({})).status).toBe(400);
    expect((await send({ id: "evt_no_data", type: "payment_intent.succeeded" })).json.duplicate).toBe(true);
    expect(await rowCounts()).toEqual(before);
  });
});
