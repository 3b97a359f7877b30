// Buying a gift card: in mock mode (paid at once) and through the server's own Stripe adapter against a stand-in
// for Stripe's API, its success told by a signed webhook (delivered twice: one activation, one set of e-mails) or by
// the buyer's browser after the server asked Stripe. Bad input is refused naming the field, with nothing written.
import { emailOutbox, giftCards } from "@studio/db";
import { SITE_LANGUAGE_HEADER } from "@studio/i18n/paths";
import type { BuyGiftCardInput } from "@studio/validators";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverStripeEvent, type FakeStripeApi, startFakeStripeApi } from "../fake-stripe-api";
import { signInAdmin, startTestServer, type TestServer, trpcError } from "../harness";

const purchase = (overrides: Partial<BuyGiftCardInput> = {}): BuyGiftCardInput => ({
  amount: 100,
  buyerName: "Marta Ruiz",
  buyerEmail: "marta@example.com",
  recipientName: "Lucía Gómez",
  recipientEmail: "lucia@example.com",
  message: "¡Feliz cumpleaños, hermana!",
  requestKey: crypto.randomUUID(),
  ...overrides,
});

const cardRow = async (site: TestServer, id: number) =>
  (await site.db.select().from(giftCards).where(eq(giftCards.id, id)))[0];
const mailsOf = (site: TestServer, template: string, to: string) =>
  site.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.template, template), eq(emailOutbox.to, to)));

describe("a gift card bought without Stripe (mock)", () => {
  let site: TestServer;
  beforeAll(async () => {
    site = await startTestServer();
  });
  afterAll(() => site?.close());

  it("is paid at once, and e-mails the recipient her code in the page's language and the buyer a receipt", async () => {
    const spanish = site.client().trpcWith({ [SITE_LANGUAGE_HEADER]: "es" });
    const bought = await spanish.giftCards.buy.mutate(purchase({ amount: 150 }));
    expect(bought.payment).toEqual({ clientSecret: null, isMockPayment: true, publishableKey: null });
    expect(bought.giftCard).toMatchObject({ amount: "150.00", status: "active", recipientName: "Lucía Gómez" });
    expect(JSON.stringify(bought)).not.toContain("GIFT-");

    const card = await cardRow(site, bought.giftCard.id);
    expect(card).toMatchObject({
      amount: "150.00",
      balance: "150.00",
      status: "active",
      language: "es",
      paymentMethod: "mock",
      paymentIntent: `mock_gift_${card?.id}`,
    });
    expect(card?.code).toMatch(/^GIFT-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(card?.paidAt).not.toBeNull();
    expect(card?.sentAt).not.toBeNull();

    const [gift] = await mailsOf(site, "gift-card", "lucia@example.com");
    expect(gift?.subject).toBe("Marta Ruiz te regaló una tarjeta de regalo de $150 para entrenar con Carmen");
    expect(gift?.text).toContain(card?.code);
    expect(gift?.text).toContain("¡Feliz cumpleaños, hermana!");
    expect(gift?.text).toMatch(/\/es\/booking\b/);
    expect(gift?.status).toBe("sent");
    const [receipt] = await mailsOf(site, "gift-card-receipt", "marta@example.com");
    expect(receipt?.subject).toBe("Tu tarjeta de regalo de $150 para Lucía Gómez");
    expect(receipt?.text).not.toContain(card?.code);
  });

  it("is one card however often the same attempt is sent, at once or again", async () => {
    const attempt = purchase({ buyerEmail: "twice@example.com", recipientEmail: "twin@example.com" });
    const answers = await Promise.all(Array.from({ length: 5 }, () => site.trpc.giftCards.buy.mutate(attempt)));
    expect(new Set(answers.map((answer) => answer.giftCard.id)).size).toBe(1);
    const again = await site.trpc.giftCards.buy.mutate(attempt);
    expect(again.giftCard.id).toBe(answers[0]?.giftCard.id);
    const [cards] = await site.db
      .select({ n: count() })
      .from(giftCards)
      .where(eq(giftCards.buyerEmail, "twice@example.com"));
    expect(cards?.n).toBe(1);
    expect(await mailsOf(site, "gift-card", "twin@example.com")).toHaveLength(1);

    const reused = await trpcError(site.trpc.giftCards.buy.mutate({ ...attempt, amount: 300 }));
    expect(reused.data?.httpStatus).toBe(409);
  });

  it.each([
    ["amount", { amount: 24 }],
    ["amount", { amount: 1001 }],
    ["amount", { amount: 25.5 }],
    ["amount", { amount: "abc" }],
    ["amount", { amount: "1e2" }],
    ["message", { message: "x".repeat(501) }],
    ["buyerEmail", { buyerEmail: "marta@" }],
    ["recipientEmail", { recipientEmail: "not an address" }],
    ["recipientName", { recipientName: "" }],
  ])("refuses a bad %s (%j) with a 400 naming it, and writes nothing", async (field, bad) => {
    const [before] = await site.db.select({ n: count() }).from(giftCards);
    const [mailsBefore] = await site.db.select({ n: count() }).from(emailOutbox);
    const answer = await site.client().post("/trpc/giftCards.buy", { ...purchase(), ...bad });
    expect(answer.status).toBe(400);
    const issues = answer.json.error.data.issues as { path: string; message: string }[];
    expect(issues.map((issue) => issue.path)).toContain(field);
    const [after] = await site.db.select({ n: count() }).from(giftCards);
    const [mailsAfter] = await site.db.select({ n: count() }).from(emailOutbox);
    expect(after?.n).toBe(before?.n);
    expect(mailsAfter?.n).toBe(mailsBefore?.n);
  });

  it("says the amount's rule in the page's language", async () => {
    const refused = await trpcError(
      site
        .client()
        .trpcWith({ [SITE_LANGUAGE_HEADER]: "es" })
        .giftCards.buy.mutate(purchase({ amount: 1001 })),
    );
    expect(refused.data?.issues).toEqual([
      { path: "amount", message: "Elige una cantidad en dólares enteros, de 25 a 1,000" },
    ]);
  });

  it("accepts the edges of the range, 25 and 1,000", async () => {
    for (const amount of [25, 1000, "500"] as const) {
      const bought = await site.trpc.giftCards.buy.mutate(
        purchase({ amount: amount as number, buyerEmail: `edge${amount}@example.com` }),
      );
      expect(bought.giftCard.amount).toBe(`${Number(amount)}.00`);
    }
  });

  it("lists every card for the trainer, found by code or e-mail, with its bookings a page at a time", async () => {
    const admin = await signInAdmin(site);
    const all = await admin.trpc.admin.giftCards.list.query({});
    expect(all.total).toBeGreaterThanOrEqual(5);
    const [newest] = all.items;
    const byCode = await admin.trpc.admin.giftCards.list.query({ search: newest?.code.slice(5).toLowerCase() });
    expect(byCode.items.map((card) => card.id)).toContain(newest?.id);
    const byEmail = await admin.trpc.admin.giftCards.list.query({ search: "LUCIA@example" });
    expect(byEmail.items.every((card) => card.recipientEmail === "lucia@example.com")).toBe(true);
    expect(byEmail.items[0]).toMatchObject({ buyerName: "Marta Ruiz", status: "active", redemptionCount: 0 });
    const none = await admin.trpc.admin.giftCards.redemptions.query({ id: newest?.id ?? 0 });
    expect(none).toMatchObject({ total: 0, items: [] });
    expect(await trpcError(site.trpc.admin.giftCards.list.query({})).then((e) => e.data?.httpStatus)).toBe(401);
  });
});

describe("a gift card sold at the desk", () => {
  let site: TestServer;
  beforeAll(async () => {
    site = await startTestServer();
  });
  afterAll(() => site?.close());

  it("is active at once with the trainer's name on it, e-mailed in the language she chose, once per attempt", async () => {
    const admin = await signInAdmin(site);
    const sale = {
      ...purchase({ amount: 80, recipientEmail: "desk.gift@example.com", message: null }),
      language: "es" as const,
      requestKey: crypto.randomUUID(),
    };
    const [first, second] = await Promise.all([
      admin.trpc.admin.giftCards.issue.mutate(sale),
      admin.trpc.admin.giftCards.issue.mutate(sale),
    ]);
    expect(second?.id).toBe(first?.id);
    expect(first).toMatchObject({ amount: "80.00", balance: "80.00", status: "active", paymentMethod: "manual" });
    expect(first?.code).toMatch(/^GIFT-/);
    expect(await cardRow(site, first?.id ?? 0)).toMatchObject({ soldBy: "coach", language: "es" });
    const [gift, ...more] = await mailsOf(site, "gift-card", "desk.gift@example.com");
    expect(more).toHaveLength(0);
    expect(gift?.subject).toBe("Marta Ruiz te regaló una tarjeta de regalo de $80 para entrenar con Carmen");
    const audit = await admin.trpc.admin.audit.list.query({ action: "gift_card.desk_sale" });
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({ actor: "coach", clientEmail: "marta@example.com" });

    const refused = await trpcError(
      site.trpc.admin.giftCards.issue.mutate({ ...sale, requestKey: crypto.randomUUID() }),
    );
    expect(refused.data?.httpStatus).toBe(401);
    const bad = await trpcError(
      admin.trpc.admin.giftCards.issue.mutate({ ...sale, amount: 1001, requestKey: crypto.randomUUID() }),
    );
    expect(bad.data?.issues?.map((issue) => issue.path)).toEqual(["amount"]);
  });
});

describe("a gift card sent again by the trainer", () => {
  let site: TestServer;
  let clock = new Date("2027-03-01T15:00:00Z");
  beforeAll(async () => {
    site = await startTestServer({}, { now: () => clock });
  });
  afterAll(() => site?.close());

  it("goes to a corrected address at once, to the same one at most once a minute, audited", async () => {
    const admin = await signInAdmin(site);
    const card = await admin.trpc.admin.giftCards.issue.mutate({
      ...purchase({ amount: 60, recipientEmail: "typo.gift@exmaple.com", message: null }),
      language: "es",
      requestKey: crypto.randomUUID(),
    });
    // The buyer mistyped the address: corrected within the minute, it goes out once to the right one, however
    // often she taps.
    const corrected = { id: card.id, recipientEmail: "Right.Gift@Example.com" };
    const answers = await Promise.all([1, 2, 3].map(() => admin.trpc.admin.giftCards.resend.mutate(corrected)));
    expect(answers.map((answer) => answer.recipientEmail)).toEqual(Array(3).fill("right.gift@example.com"));
    const [resent, ...more] = await mailsOf(site, "gift-card", "right.gift@example.com");
    expect(more).toHaveLength(0);
    expect(resent?.subject).toBe("Marta Ruiz te regaló una tarjeta de regalo de $60 para entrenar con Carmen");
    expect(resent?.text).toContain(card.code);
    expect(await cardRow(site, card.id)).toMatchObject({ recipientEmail: "right.gift@example.com", sentAt: clock });

    // The same address again: nothing within the minute, one more e-mail after it.
    await admin.trpc.admin.giftCards.resend.mutate(corrected);
    expect(await mailsOf(site, "gift-card", "right.gift@example.com")).toHaveLength(1);
    clock = new Date(clock.getTime() + 61_000);
    await admin.trpc.admin.giftCards.resend.mutate(corrected);
    expect(await mailsOf(site, "gift-card", "right.gift@example.com")).toHaveLength(2);

    const audit = await admin.trpc.admin.audit.list.query({ action: "gift_card.resend" });
    expect(audit.entries).toHaveLength(2);
    const first = audit.entries.at(-1);
    expect(first).toMatchObject({ actor: "coach", clientEmail: "marta@example.com" });
    expect(JSON.parse(first?.before ?? "")).toEqual({ giftCardId: card.id, recipientEmail: "typo.gift@exmaple.com" });
    expect(JSON.parse(first?.after ?? "")).toEqual({ giftCardId: card.id, recipientEmail: "right.gift@example.com" });
  });

  it("is refused for a card not paid, one that does not exist, a bad address, and anyone but the trainer", async () => {
    const admin = await signInAdmin(site);
    const card = await admin.trpc.admin.giftCards.issue.mutate({
      ...purchase({ amount: 40, recipientEmail: "unpaid.gift@example.com" }),
      language: "en",
      requestKey: crypto.randomUUID(),
    });
    await site.db.update(giftCards).set({ status: "pending" }).where(eq(giftCards.id, card.id));
    clock = new Date(clock.getTime() + 61_000);
    const resend = (input: { id: number; recipientEmail: string }) => admin.trpc.admin.giftCards.resend.mutate(input);
    const before = (await mailsOf(site, "gift-card", "unpaid.gift@example.com")).length;
    expect((await trpcError(resend({ id: card.id, recipientEmail: "unpaid.gift@example.com" }))).data?.httpStatus).toBe(
      409,
    );
    expect(await mailsOf(site, "gift-card", "unpaid.gift@example.com")).toHaveLength(before);
    expect((await trpcError(resend({ id: 999_999, recipientEmail: "a@example.com" }))).data?.httpStatus).toBe(404);
    const bad = await trpcError(resend({ id: card.id, recipientEmail: "not an address" }));
    expect(bad.data?.issues?.map((issue) => issue.path)).toEqual(["recipientEmail"]);
    const visitor = await trpcError(
      site.trpc.admin.giftCards.resend.mutate({ id: card.id, recipientEmail: "a@example.com" }),
    );
    expect(visitor.data?.httpStatus).toBe(401);
  });
});

describe("a gift card bought by card through Stripe", () => {
  const WEBHOOK_SECRET = "whsec_gift_cards_test_secret";
  let stripe: FakeStripeApi;
  let site: TestServer;
  beforeAll(async () => {
    stripe = await startFakeStripeApi();
    site = await startTestServer({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }, { payments: stripe.gateway });
  });
  afterAll(async () => {
    await site?.close();
    await stripe?.close();
  });

  const intentCalls = () =>
    stripe.calls.filter((call) => call.method === "POST" && call.path === "/v1/payment_intents");

  it("stays pending behind a PaymentIntent for its amount that names it, until a signed webhook says it was paid", async () => {
    const bought = await site.trpc.giftCards.buy.mutate(purchase({ amount: 200, recipientEmail: "ana@example.com" }));
    expect(bought.giftCard.status).toBe("pending");
    expect(bought.payment).toMatchObject({ isMockPayment: false, publishableKey: "pk_test_fake" });
    const card = await cardRow(site, bought.giftCard.id);
    expect(card?.paymentIntent).toMatch(/^pi_fake_/);
    const [call] = intentCalls();
    expect(call?.body).toMatchObject({ amount: "20000", currency: "usd", "metadata[giftCardId]": String(card?.id) });
    expect(call?.body["metadata[bookingId]"]).toBeUndefined();
    expect(bought.payment.clientSecret).toBe(stripe.intents.get(card?.paymentIntent ?? "")?.client_secret);
    expect(await mailsOf(site, "gift-card", "ana@example.com")).toHaveLength(0);

    // Not paid yet: its browser's word is not taken.
    const early = await trpcError(
      site.trpc.giftCards.confirm.mutate({ id: card?.id ?? 0, token: bought.giftCard.token }),
    );
    expect(early.data?.httpStatus).toBe(409);

    // The same attempt again (a lost answer retried): the same card and the same intent.
    const intent = {
      id: card?.paymentIntent,
      object: "payment_intent",
      amount: 20000,
      metadata: { giftCardId: String(card?.id) },
    };
    // A success for another amount activates nothing.
    await deliverStripeEvent(site.url, WEBHOOK_SECRET, "payment_intent.succeeded", { ...intent, amount: 100 });
    expect((await cardRow(site, bought.giftCard.id))?.status).toBe("pending");

    const first = await deliverStripeEvent(site.url, WEBHOOK_SECRET, "payment_intent.succeeded", intent, "evt_gift_1");
    const again = await deliverStripeEvent(site.url, WEBHOOK_SECRET, "payment_intent.succeeded", intent, "evt_gift_1");
    // Stripe may also send a second event for the same payment.
    const other = await deliverStripeEvent(site.url, WEBHOOK_SECRET, "payment_intent.succeeded", intent, "evt_gift_2");
    expect([first.json.duplicate, again.json.duplicate, other.json.duplicate]).toEqual([false, true, false]);

    expect(await cardRow(site, bought.giftCard.id)).toMatchObject({
      status: "active",
      balance: "200.00",
      paymentMethod: "stripe",
      paymentIntent: card?.paymentIntent,
    });
    expect(await mailsOf(site, "gift-card", "ana@example.com")).toHaveLength(1);
    expect(await mailsOf(site, "gift-card-receipt", "marta@example.com")).toHaveLength(1);

    // Its browser, told by Stripe.js it went through, finds it active.
    expect(await site.trpc.giftCards.confirm.mutate({ id: card?.id ?? 0, token: bought.giftCard.token })).toEqual({
      status: "active",
    });
    expect(await mailsOf(site, "gift-card", "ana@example.com")).toHaveLength(1);
  });

  it("is activated by its browser once the server has asked Stripe, and the webhook after that changes nothing", async () => {
    const attempt = purchase({ amount: 75, recipientEmail: "rosa@example.com" });
    const bought = await site.trpc.giftCards.buy.mutate(attempt);
    const retried = await site.trpc.giftCards.buy.mutate(attempt);
    expect(retried.payment.clientSecret).toBe(bought.payment.clientSecret);
    const card = await cardRow(site, bought.giftCard.id);
    const intent = stripe.intents.get(card?.paymentIntent ?? "");
    expect(intent).toBeDefined();
    if (intent) intent.status = "succeeded";

    const wrongToken = await trpcError(site.trpc.giftCards.confirm.mutate({ id: bought.giftCard.id, token: "guess" }));
    expect(wrongToken.data?.httpStatus).toBe(403);
    const confirms = await Promise.all(
      Array.from({ length: 3 }, () =>
        site.trpc.giftCards.confirm.mutate({ id: bought.giftCard.id, token: bought.giftCard.token }),
      ),
    );
    expect(confirms.every((answer) => answer.status === "active")).toBe(true);
    await deliverStripeEvent(site.url, WEBHOOK_SECRET, "payment_intent.succeeded", {
      id: card?.paymentIntent,
      object: "payment_intent",
      amount: 7500,
      metadata: { giftCardId: String(card?.id) },
    });
    expect(await cardRow(site, bought.giftCard.id)).toMatchObject({ status: "active", paymentMethod: "stripe" });
    expect(await mailsOf(site, "gift-card", "rosa@example.com")).toHaveLength(1);
  });

  it("leaves a card pending when its payment fails, and a booking's payment still pays the booking", async () => {
    const bought = await site.trpc.giftCards.buy.mutate(purchase({ amount: 50, recipientEmail: "eva@example.com" }));
    const card = await cardRow(site, bought.giftCard.id);
    const failed = await deliverStripeEvent(site.url, WEBHOOK_SECRET, "payment_intent.payment_failed", {
      id: card?.paymentIntent,
      object: "payment_intent",
      amount: 5000,
      metadata: { giftCardId: String(card?.id) },
    });
    expect(failed.status).toBe(200);
    expect((await cardRow(site, bought.giftCard.id))?.status).toBe("pending");
    // A giftCardId past any id is acknowledged and ignored.
    const huge = await deliverStripeEvent(site.url, WEBHOOK_SECRET, "payment_intent.succeeded", {
      id: "pi_unknown",
      object: "payment_intent",
      amount: 5000,
      metadata: { giftCardId: "99999999999" },
    });
    expect(huge.status).toBe(200);
  });
});
