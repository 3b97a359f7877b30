// An online program's buyer gets its template as her plan, from the day she paid, exactly once per purchase: made in
// the payment's transaction when she has an account (however often and however concurrently Stripe's webhook and
// her browser say it was paid), or when she first opens her training when she had none. A template linked after the
// purchase gives it nothing.
import { trainingPlans } from "@studio/db";
import { toCents } from "@studio/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverStripeEvent, type FakeStripeApi, startFakeStripeApi } from "../fake-stripe-api";
import { bookingRow, clientAddress } from "../fixtures";
import { buyPackage, type HttpClient, signInClient, startTestServer, type TestServer } from "../harness";
import { libraryIds, NOW, savedTemplate, TODAY, trainerWithTemplate } from "./training-fixtures";

/** The online packages of the seeded catalogue: Beginner (4) and Intermediate (5) programs. */
const BEGINNER = 4;
const INTERMEDIATE = 5;

/** The trainer signed in to `site`, and her template `title` the Beginner program's. */
async function beginnerTemplate(site: TestServer, title: string) {
  const trainer = await trainerWithTemplate(site, title);
  await trainer.admin.trpc.admin.training.templates.link.mutate({ id: trainer.templateId, packageId: BEGINNER });
  return trainer;
}

const plansOf = (site: TestServer, bookingId: number) =>
  site.db.select().from(trainingPlans).where(eq(trainingPlans.bookingId, bookingId));

describe("an online program bought without Stripe", () => {
  let site: TestServer;
  let admin: HttpClient;
  let templateId: number;
  let clock = NOW;
  beforeAll(async () => {
    site = await startTestServer({}, { now: () => clock });
    ({ admin, templateId } = await beginnerTemplate(site, "Beginner plan"));
  });
  afterAll(() => site?.close());

  it("brings her plan with the payment, from that day, once however often the browser confirms it", async () => {
    const { client, userId } = await signInClient(site, "ana.program@example.com", clientAddress(site));
    const created = await site.client().post("/api/bookings", {
      packageId: BEGINNER,
      clientName: "Ana",
      clientEmail: "ana.program@example.com",
      phone: "3055550100",
    });
    const bookingId = Number(created.json.id);
    const token = created.json.accessToken;
    // The checkout pays (at once, without Stripe) while the confirmation page says so twice.
    const answers = await Promise.all([
      site.client().post("/api/create-payment-intent", { bookingId, token }),
      site.client().post(`/api/bookings/${bookingId}/payment-success`, { token, status: "paid" }),
      site.client().post(`/api/bookings/${bookingId}/payment-success`, { token, status: "paid" }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const plans = await plansOf(site, bookingId);
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ userId, startsOn: TODAY, templateId, title: "Beginner plan" });
    const today = await client.trpc.training.today.query();
    expect(today.workouts.map((workout) => workout.title)).toEqual(["Legs"]);
    expect(await site.db.$count(trainingPlans, eq(trainingPlans.userId, userId))).toBe(1);
  });

  it("comes when she first opens her training, for a purchase made before she had an account", async () => {
    const { bookingId } = await buyPackage(site, "bea.program@example.com", BEGINNER);
    expect(await plansOf(site, bookingId)).toEqual([]);
    const { client, userId } = await signInClient(site, "bea.program@example.com", clientAddress(site));
    const [first, second] = await Promise.all([client.trpc.training.today.query(), client.trpc.training.today.query()]);
    expect(first.plans).toHaveLength(1);
    expect(second.plans.map((plan) => plan.id)).toEqual(first.plans.map((plan) => plan.id));
    expect(await plansOf(site, bookingId)).toMatchObject([{ userId, startsOn: TODAY, templateId }]);
  });

  it("is not given for a program without a template, nor by a template linked after the purchase", async () => {
    const { client, userId } = await signInClient(site, "cara.program@example.com", clientAddress(site));
    const { bookingId } = await buyPackage(site, "cara.program@example.com", INTERMEDIATE);
    expect(await plansOf(site, bookingId)).toEqual([]);
    const later = await savedTemplate(admin, await libraryIds(site), "Intermediate plan");
    clock = new Date(NOW.getTime() + 60_000);
    await admin.trpc.admin.training.templates.link.mutate({ id: later.id, packageId: INTERMEDIATE });
    expect((await client.trpc.training.today.query()).plans).toEqual([]);
    expect(await site.db.$count(trainingPlans, eq(trainingPlans.userId, userId))).toBe(0);
    // A gym pack is no program.
    const { bookingId: gym } = await buyPackage(site, "cara.program@example.com", 6);
    expect(await plansOf(site, gym)).toEqual([]);
  });
});

describe("an online program paid by card", () => {
  const WEBHOOK_SECRET = "whsec_training_program_plans";
  let stripe: FakeStripeApi;
  let site: TestServer;
  let templateId: number;
  beforeAll(async () => {
    stripe = await startFakeStripeApi();
    site = await startTestServer(
      { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      { payments: stripe.gateway, now: () => NOW },
    );
    ({ templateId } = await beginnerTemplate(site, "Beginner by card"));
  });
  afterAll(async () => {
    await site?.close();
    await stripe?.close();
  });

  it("makes one plan when the webhook comes twice, and again under another event, together with her browser", async () => {
    const email = "dora.program@example.com";
    const { userId } = await signInClient(site, email, clientAddress(site));
    const created = await site
      .client()
      .post("/api/bookings", { packageId: BEGINNER, clientName: "Dora", clientEmail: email, phone: "3055550100" });
    const bookingId = Number(created.json.id);
    await site.client().post("/api/create-payment-intent", { bookingId, token: created.json.accessToken });
    const booking = await bookingRow(site, bookingId);
    const intent = stripe.intents.get(booking.paymentIntent ?? "");
    if (!intent) throw new Error("No intent was made");
    intent.status = "succeeded";
    const object = {
      id: booking.paymentIntent,
      object: "payment_intent",
      amount: toCents(booking.amount),
      metadata: { bookingId: String(bookingId) },
    };
    const eventId = `evt_program_${bookingId}`;
    const answers = await Promise.all([
      deliverStripeEvent(site.url, WEBHOOK_SECRET, "payment_intent.succeeded", object, eventId),
      deliverStripeEvent(site.url, WEBHOOK_SECRET, "payment_intent.succeeded", object, eventId),
      deliverStripeEvent(site.url, WEBHOOK_SECRET, "payment_intent.succeeded", object),
      site
        .client()
        .post(`/api/bookings/${bookingId}/payment-success`, { token: created.json.accessToken, status: "paid" }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect((await bookingRow(site, bookingId)).paymentStatus).toBe("paid");
    expect(await plansOf(site, bookingId)).toMatchObject([{ userId, startsOn: TODAY, templateId }]);
    expect(await site.db.$count(trainingPlans, eq(trainingPlans.userId, userId))).toBe(1);
  });
});
