// Memberships through Stripe Billing, driven through the real server and the server's own Stripe adapter (sending
// to a stand-in for Stripe's API), with events signed as Stripe signs them: the sign-up's first month at the same
// checkout, each paid invoice a month of sessions once however often or concurrently it is delivered, a refused
// renewal shown to the trainer until it is paid, and her pause, resume, cancel and keep, applied once.
import { adminAudit, bookings, emailOutbox, membershipPauses, memberships, packageSessions } from "@studio/db";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverStripeEvent, type FakeStripeApi, startFakeStripeApi } from "../fake-stripe-api";
import { newMembership } from "../fixtures";
import { type HttpClient, signInAdmin, signInClient, startTestServer, type TestServer, trpcError } from "../harness";

const WEBHOOK_SECRET = "whsec_memberships_test_secret";
// Tuesday Dec 1, 2026, 10:00 AM in Miami.
let clock = new Date("2026-12-01T15:00:00Z");
const MEMBER = "mia.member@example.com";

let stripe: FakeStripeApi;
let site: TestServer;
let admin: HttpClient;
let packageId: number;

beforeAll(async () => {
  stripe = await startFakeStripeApi(() => clock);
  site = await startTestServer(
    { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    { payments: stripe.gateway, now: () => clock },
  );
  admin = await signInAdmin(site);
  const created = await newMembership(admin);
  packageId = created.id;
});
afterAll(async () => {
  await site?.close();
  await stripe?.close();
});

const deliver = (type: string, object: object, id?: string, created?: Date) =>
  deliverStripeEvent(site.url, WEBHOOK_SECRET, type, object, id, created);
const membershipRow = async (firstBookingId: number) =>
  (await site.db.select().from(memberships).where(eq(memberships.firstBookingId, firstBookingId)))[0];
const monthsOf = (membershipId: number) =>
  site.db.select().from(bookings).where(eq(bookings.membershipId, membershipId)).orderBy(asc(bookings.id));
/** A membership's pauses as kept for the reports: when each began and ended (null: it lasts), oldest first. */
const pausesOf = async (membershipId: number) =>
  (
    await site.db
      .select()
      .from(membershipPauses)
      .where(eq(membershipPauses.membershipId, membershipId))
      .orderBy(asc(membershipPauses.pausedAt))
  ).map((pause) => [pause.pausedAt.toISOString(), pause.resumedAt?.toISOString() ?? null]);
const sessionCount = async (bookingId: number) =>
  (await site.db.select().from(packageSessions).where(eq(packageSessions.bookingId, bookingId))).length;

async function signUp(email: string, name = "Mia Member", of = packageId) {
  const booked = await site.trpc.bookings.create.mutate({
    packageId: of,
    clientName: name,
    clientEmail: email,
    phone: "3055550142",
  });
  const checkout = await site.trpc.bookings.createPaymentIntent.mutate({
    bookingId: booked.id,
    token: booked.accessToken,
  });
  const membership = await membershipRow(booked.id);
  if (!membership?.subscriptionId) throw new Error("no subscription");
  return { booking: booked, checkout, membership, subscriptionId: membership.subscriptionId };
}

describe("the trainer's membership package", () => {
  it("is shown on the site as monthly", async () => {
    const listed = (await site.trpc.packages.list.query()).find((pkg) => pkg.id === packageId);
    expect(listed).toMatchObject({ billing: "monthly", price: "199.00", sessionCount: 8 });
  });

  it("must be of sessions and have a price, naming the field", async () => {
    const base = {
      description: "",
      durationMinutes: 60,
      sessionCount: 4,
      features: null,
      imageUrl: null,
      active: true,
    };
    const online = await trpcError(
      admin.trpc.admin.packages.create.mutate({
        ...base,
        name: "Online Club",
        type: "online",
        price: "50",
        billing: "monthly",
      }),
    );
    expect(online.data?.issues).toEqual([{ path: "billing", message: "A membership is of gym or in-home sessions" }]);
    const free = await trpcError(
      admin.trpc.admin.packages.create.mutate({
        ...base,
        name: "Free Club",
        type: "gym",
        price: "0",
        billing: "monthly",
      }),
    );
    expect(free.data?.issues).toEqual([{ path: "price", message: "A membership needs a monthly price above $0" }]);
  });
});

describe("signing up", () => {
  it("refuses a discount code, naming the field", async () => {
    const refused = await trpcError(
      site.trpc.bookings.create.mutate({
        packageId,
        clientName: "Mia Member",
        clientEmail: MEMBER,
        phone: "3055550142",
        discountCode: "WELCOME10",
      }),
    );
    expect(refused.data?.issues).toEqual([
      { path: "discountCode", message: "Discount codes do not apply to memberships." },
    ]);
  });

  it("opens one subscription whose first invoice is paid at the same checkout, however often it is asked", async () => {
    const { booking, checkout, membership, subscriptionId } = await signUp(MEMBER);
    expect(checkout).toMatchObject({ isMockPayment: false, publishableKey: "pk_test_fake" });
    expect(checkout.clientSecret).toMatch(/^pi_for_in_fake_\d+_secret_x$/);
    expect(membership).toMatchObject({ status: "incomplete", clientEmail: MEMBER, amount: "199.00" });
    const again = await site.trpc.bookings.createPaymentIntent.mutate({
      bookingId: booking.id,
      token: booking.accessToken,
    });
    expect(again.clientSecret).toBe(checkout.clientSecret);
    expect(stripe.calls.filter((call) => call.method === "POST" && call.path === "/v1/subscriptions")).toHaveLength(1);
    const created = stripe.calls.find((call) => call.path === "/v1/subscriptions");
    expect(created?.body).toMatchObject({
      "items[0][price_data][unit_amount]": "19900",
      "items[0][price_data][recurring][interval]": "month",
      payment_behavior: "default_incomplete",
    });
    // Not paid until Stripe says so.
    await expect(
      trpcError(
        site.trpc.bookings.paymentSuccess.mutate({ id: booking.id, token: booking.accessToken, status: "paid" }),
      ),
    ).resolves.toMatchObject({ data: { httpStatus: 409 } });

    const paidInvoice = stripe.payLatest(subscriptionId);
    // Stripe delivers invoice.paid twice at once, and once more later, while her browser says it paid.
    const answers = await Promise.all([
      deliver("invoice.paid", paidInvoice, "evt_first_month"),
      deliver("invoice.paid", paidInvoice, "evt_first_month_retry"),
      site.trpc.bookings.paymentSuccess.mutate({ id: booking.id, token: booking.accessToken, status: "paid" }),
    ]);
    expect(answers[0].status).toBe(200);
    expect((await deliver("invoice.paid", paidInvoice, "evt_first_month")).json.duplicate).toBe(true);

    const months = await monthsOf(membership.id);
    expect(months.map((month) => [month.id, month.paymentStatus, month.invoiceId])).toEqual([
      [booking.id, "paid", paidInvoice.id],
    ]);
    expect(await sessionCount(booking.id)).toBe(8);
    const active = await membershipRow(booking.id);
    expect(active?.status).toBe("active");
    expect(active?.currentPeriodEnd?.toISOString()).toBe("2027-01-01T15:00:00.000Z");
    const confirmations = await site.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, MEMBER), eq(emailOutbox.template, "booking-confirmation")));
    expect(confirmations).toHaveLength(1);
  });
});

describe("a member's months", () => {
  it("renew with a booking of the month's sessions, once per invoice", async () => {
    const { membership, subscriptionId, booking } = await signUp("renewing@example.com", "Rita Renew");
    await deliver("invoice.paid", stripe.payLatest(subscriptionId));
    clock = new Date("2027-01-01T15:00:05Z");
    stripe.renew(subscriptionId);
    const renewal = stripe.payLatest(subscriptionId);
    await Promise.all([1, 2, 3, 4].map((n) => deliver("invoice.paid", renewal, `evt_renewal_${n}`)));
    const months = await monthsOf(membership.id);
    expect(months).toHaveLength(2);
    const second = months[1];
    expect(second).toMatchObject({
      paymentStatus: "paid",
      amount: "199.00",
      invoiceId: renewal.id,
      clientEmail: "renewing@example.com",
      date: "2027-01-01",
    });
    expect(second?.id).not.toBe(booking.id);
    expect(await sessionCount(second?.id ?? 0)).toBe(8);
    // Her rule: a month's sessions are used within that month.
    expect(second?.expiresAt?.toISOString()).toBe("2027-02-02T05:00:00.000Z");
    expect((await membershipRow(booking.id))?.currentPeriodEnd?.toISOString()).toBe("2027-02-01T15:00:00.000Z");
  });

  it("renews for her even after the trainer deleted the booking she signed up with", async () => {
    const { membership, subscriptionId, booking } = await signUp("deleted.first@example.com", "Dora Deleted");
    await deliver("invoice.paid", stripe.payLatest(subscriptionId));
    admin = await signInAdmin(site);
    await admin.trpc.admin.bookings.remove.mutate({ id: booking.id });
    stripe.renew(subscriptionId);
    await deliver("invoice.paid", stripe.payLatest(subscriptionId));
    const months = await monthsOf(membership.id);
    expect(months.map((month) => [month.clientName, month.clientEmail, month.location, month.paymentStatus])).toEqual([
      ["Dora Deleted", "deleted.first@example.com", "gym", "paid"],
    ]);
  });

  it("is refunded by the trainer against the payment that paid the month", async () => {
    const { subscriptionId, booking } = await signUp("refunded.member@example.com", "Rosa Refund");
    const paid = stripe.payLatest(subscriptionId);
    await deliver("invoice.paid", paid);
    admin = await signInAdmin(site);
    const answer = await admin.trpc.admin.bookings.cancel.mutate({ id: booking.id, refund: "full" });
    expect(answer.refund).toMatchObject({ amount: "199.00", status: "succeeded", provider: "stripe" });
    const refundCall = stripe.refundCalls().at(-1);
    expect(refundCall?.body).toMatchObject({ payment_intent: `pi_for_${paid.id}`, amount: "19900" });
    const [month] = await site.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(month?.paymentIntent).toBe(`pi_for_${paid.id}`);
  });

  it("shows a refused renewal to the trainer until a month is paid", async () => {
    const { subscriptionId, booking } = await signUp("declined@example.com", "Dana Declined");
    await deliver("invoice.paid", stripe.payLatest(subscriptionId));
    stripe.renew(subscriptionId);
    await deliver("invoice.payment_failed", stripe.failLatest(subscriptionId));
    expect(await membershipRow(booking.id)).toMatchObject({ status: "past_due" });
    // A month on, she signs in again.
    admin = await signInAdmin(site);
    const attention = await admin.trpc.admin.memberships.list.query({ filter: "attention" });
    expect(attention.attention).toBeGreaterThanOrEqual(1);
    expect(attention.memberships.map((row) => row.clientEmail)).toContain("declined@example.com");
    // She puts in a new card on Stripe's page, and comes back to My Sessions in her language.
    const member = (await signInClient(site, "declined@example.com")).client;
    const [mine] = await member.trpc.portal.memberships.query();
    expect(mine).toMatchObject({ status: "past_due", cardUpdatable: true });
    const { url } = await member.trpc.portal.membershipCardLink.mutate({ id: mine?.id ?? 0 });
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_fake_\d+$/);
    const portalCall = stripe.calls.find((call) => call.path === "/v1/billing_portal/sessions");
    expect(portalCall?.body).toMatchObject({
      customer: expect.stringMatching(/^cus_fake_/),
      "flow_data[type]": "payment_method_update",
      return_url: expect.stringMatching(/\/my-bookings$/),
    });
    const other = (await signInClient(site, "not.declined@example.com")).client;
    expect((await trpcError(other.trpc.portal.membershipCardLink.mutate({ id: mine?.id ?? 0 }))).data?.httpStatus).toBe(
      404,
    );
    // Stripe's retry goes through.
    await deliver("invoice.paid", stripe.payLatest(subscriptionId));
    expect(await membershipRow(booking.id)).toMatchObject({ status: "active", paymentFailedAt: null });
    // The refusal delivered again, late, after the month was paid: it changes nothing.
    await deliver(
      "invoice.payment_failed",
      stripe.failLatest(subscriptionId),
      undefined,
      new Date(Date.now() - 3_600_000),
    );
    expect(await membershipRow(booking.id)).toMatchObject({ status: "active", paymentFailedAt: null });
    const after = await admin.trpc.admin.memberships.list.query({ filter: "attention" });
    expect(after.memberships.map((row) => row.clientEmail)).not.toContain("declined@example.com");
  });
});

describe("her own changes", () => {
  let member: HttpClient;
  let id: number;
  let subscriptionId: string;
  beforeAll(async () => {
    const signed = await signUp("changes@example.com", "Carla Changes");
    subscriptionId = signed.subscriptionId;
    id = signed.membership.id;
    await deliver("invoice.paid", stripe.payLatest(subscriptionId));
    member = (await signInClient(site, "changes@example.com")).client;
  });
  const updates = () =>
    stripe.calls.filter((call) => call.method === "POST" && call.path === `/v1/subscriptions/${subscriptionId}`);

  it("lists her membership with what a month brings and when it renews", async () => {
    const [mine] = await member.trpc.portal.memberships.query();
    expect(mine).toMatchObject({
      id,
      packageName: "Gym Membership",
      amount: "199.00",
      sessionsPerMonth: 8,
      status: "active",
      validMonths: 1,
      endsAt: null,
    });
  });

  it("pauses once however often she taps, and resumes", async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => member.trpc.portal.changeMembership.mutate({ id, change: "pause" })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(["paused", "paused", "paused"]);
    expect(updates().map((call) => call.body)).toEqual([{ "pause_collection[behavior]": "void" }]);
    expect(await pausesOf(id)).toEqual([[clock.toISOString(), null]]);
    const resumed = await member.trpc.portal.changeMembership.mutate({ id, change: "resume" });
    expect(resumed).toMatchObject({ status: "active", pausedAt: null });
    expect(updates()).toHaveLength(2);
    // One pause kept for the reports, ended by her resuming (the clock stands still here).
    expect(await pausesOf(id)).toEqual([[clock.toISOString(), clock.toISOString()]]);
  });

  it("cancels at the end of the month paid for, and keeps it after all", async () => {
    const cancelled = await member.trpc.portal.changeMembership.mutate({ id, change: "cancel" });
    expect(cancelled.endsAt).not.toBeNull();
    expect(cancelled.endsAt).toEqual(cancelled.currentPeriodEnd);
    expect(cancelled.status).toBe("active");
    const kept = await member.trpc.portal.changeMembership.mutate({ id, change: "keep" });
    expect(kept.endsAt).toBeNull();
    expect(
      updates()
        .slice(-2)
        .map((call) => call.body),
    ).toEqual([{ cancel_at_period_end: "true" }, { cancel_at_period_end: "false" }]);
    const actions = await site.db
      .select({ action: adminAudit.action, actor: adminAudit.actor })
      .from(adminAudit)
      .where(eq(adminAudit.clientEmail, "changes@example.com"))
      .orderBy(asc(adminAudit.id));
    expect(actions.map((entry) => entry.action)).toEqual([
      "membership.pause",
      "membership.resume",
      "membership.cancel",
      "membership.keep",
    ]);
    expect(new Set(actions.map((entry) => entry.actor))).toEqual(new Set(["changes@example.com"]));
  });

  it("is hers alone: another client is answered not found, and nothing changes", async () => {
    const other = (await signInClient(site, "someone.else@example.com")).client;
    const refused = await trpcError(other.trpc.portal.changeMembership.mutate({ id, change: "cancel" }));
    expect(refused.data?.httpStatus).toBe(404);
    expect((await site.db.select().from(memberships).where(eq(memberships.id, id)))[0]?.endsAt).toBeNull();
  });

  it("follows Stripe's word, ignoring an older event delivered late, and ends", async () => {
    const later = new Date(clock.getTime() + 60_000);
    const paused = { ...stripe.subscription(subscriptionId), pause_collection: { behavior: "void" } };
    await deliver("customer.subscription.updated", paused, undefined, later);
    expect((await member.trpc.portal.memberships.query())[0]?.status).toBe("paused");
    // An event made before the one applied says it was active: too late to count.
    await deliver("customer.subscription.updated", stripe.subscription(subscriptionId), undefined, clock);
    expect((await member.trpc.portal.memberships.query())[0]?.status).toBe("paused");
    await deliver(
      "customer.subscription.deleted",
      { ...stripe.subscription(subscriptionId), status: "canceled" },
      undefined,
      new Date(later.getTime() + 60_000),
    );
    expect((await member.trpc.portal.memberships.query())[0]?.status).toBe("cancelled");
    // Her earlier pause, then the one Stripe told of, which the late event left open and her end closed.
    expect(await pausesOf(id)).toEqual([
      [clock.toISOString(), clock.toISOString()],
      [later.toISOString(), new Date(later.getTime() + 60_000).toISOString()],
    ]);
    const ended = await trpcError(member.trpc.portal.changeMembership.mutate({ id, change: "resume" }));
    expect(ended.data?.httpStatus).toBe(409);
    expect(ended.message).toBe("This membership has ended.");
  });

  it("counts her change on the site as the newest word: an event Stripe made before it changes nothing", async () => {
    const { booking, membership, subscriptionId: sub } = await signUp("late.event@example.com", "Lena Late");
    const at = (seconds: number) => new Date(clock.getTime() + seconds * 1000);
    await deliver("invoice.paid", stripe.payLatest(sub), undefined, at(-120));
    const active = stripe.subscription(sub);
    const lena = (await signInClient(site, "late.event@example.com")).client;
    await lena.trpc.portal.changeMembership.mutate({ id: membership.id, change: "pause" });
    // Stripe made this event a minute before her pause (it says active) and delivers it after: she stays paused.
    expect((await deliver("customer.subscription.updated", active, undefined, at(-60))).status).toBe(200);
    expect(await membershipRow(booking.id)).toMatchObject({ status: "paused", pausedAt: clock, syncedAt: clock });
    expect((await lena.trpc.portal.memberships.query())[0]?.status).toBe("paused");
    expect(await pausesOf(membership.id)).toEqual([[clock.toISOString(), null]]);
    // The event Stripe makes after her pause applies: the pause it tells is hers, still open.
    await deliver("customer.subscription.updated", stripe.subscription(sub), undefined, at(1));
    expect(await membershipRow(booking.id)).toMatchObject({ status: "paused", pausedAt: clock, syncedAt: at(1) });
    expect(await pausesOf(membership.id)).toEqual([[clock.toISOString(), null]]);
    // And so does a later one that resumes it (the trainer, in Stripe's dashboard).
    await deliver("customer.subscription.resumed", active, undefined, at(2));
    expect(await membershipRow(booking.id)).toMatchObject({ status: "active", pausedAt: null, syncedAt: at(2) });
    expect(await pausesOf(membership.id)).toEqual([[clock.toISOString(), at(2).toISOString()]]);
  });

  it("keeps what each kind of subscription event says, in the order Stripe made them", async () => {
    const { membership, subscriptionId } = await signUp("events@example.com", "Eva Events");
    const at = (minutes: number) => new Date(clock.getTime() + minutes * 60_000);
    const statusNow = async () =>
      (await site.db.select().from(memberships).where(eq(memberships.id, membership.id)))[0]?.status;
    // created (incomplete) arrives after the first month was paid: made earlier, it changes nothing.
    await deliver("invoice.paid", stripe.payLatest(subscriptionId), undefined, at(2));
    await deliver(
      "customer.subscription.created",
      { ...stripe.subscription(subscriptionId), status: "incomplete" },
      undefined,
      at(1),
    );
    expect(await statusNow()).toBe("active");
    await deliver(
      "customer.subscription.paused",
      { ...stripe.subscription(subscriptionId), status: "paused" },
      undefined,
      at(3),
    );
    expect(await statusNow()).toBe("paused");
    await deliver(
      "customer.subscription.resumed",
      { ...stripe.subscription(subscriptionId), status: "active" },
      undefined,
      at(4),
    );
    expect(await statusNow()).toBe("active");
    // The pause Stripe told of is kept for the reports, from its pause to its resume.
    expect(await pausesOf(membership.id)).toEqual([[at(3).toISOString(), at(4).toISOString()]]);
    await deliver(
      "customer.subscription.updated",
      { ...stripe.subscription(subscriptionId), cancel_at_period_end: true },
      undefined,
      at(5),
    );
    const [ending] = await site.db.select().from(memberships).where(eq(memberships.id, membership.id));
    expect(ending?.endsAt).toEqual(ending?.currentPeriodEnd);
    // A signed event of a subscription this site never opened changes nothing and is acknowledged.
    const stranger = await deliver("customer.subscription.updated", {
      ...stripe.subscription(subscriptionId),
      id: "sub_elsewhere",
    });
    expect(stranger.status).toBe(200);
  });

  it("is changed by the trainer for her, under her name", async () => {
    const { membership, subscriptionId: sub } = await signUp("trainer.changes@example.com", "Tina");
    await deliver("invoice.paid", stripe.payLatest(sub));
    const changed = await admin.trpc.admin.memberships.change.mutate({ id: membership.id, change: "cancel" });
    expect(changed).toMatchObject({ clientEmail: "trainer.changes@example.com", clientName: "Tina" });
    expect(changed.endsAt).not.toBeNull();
    const [entry] = await site.db
      .select()
      .from(adminAudit)
      .where(
        and(eq(adminAudit.clientEmail, "trainer.changes@example.com"), eq(adminAudit.action, "membership.cancel")),
      );
    expect(entry?.actor).toBe("coach");
  });
});

describe("an unlimited membership's months", () => {
  it("bring one session for each day of the period Stripe paid, lapsing as it ends, once per invoice", async () => {
    const unlimited = await newMembership(admin, { name: "Unlimited Gym", price: "280", unlimited: true });
    // Monday Feb 1, 2027, 10:00 AM in Miami: February's 28 days, then March's 31.
    clock = new Date("2027-02-01T15:00:00Z");
    const { booking, membership, subscriptionId } = await signUp("unlimited.stripe@example.com", "Una", unlimited.id);
    const first = stripe.payLatest(subscriptionId);
    await Promise.all([deliver("invoice.paid", first, "evt_unlimited_1"), deliver("invoice.paid", first)]);
    expect(await sessionCount(booking.id)).toBe(28);
    const [february] = await monthsOf(membership.id);
    expect(february).toMatchObject({ id: booking.id, sessionCount: 28, paymentStatus: "paid" });
    expect(february?.expiresAt?.toISOString()).toBe("2027-03-01T05:00:00.000Z");

    clock = new Date("2027-03-01T15:00:05Z");
    stripe.renew(subscriptionId);
    const renewal = stripe.payLatest(subscriptionId);
    await Promise.all([1, 2, 3].map((n) => deliver("invoice.paid", renewal, `evt_unlimited_renewal_${n}`)));
    const months = await monthsOf(membership.id);
    expect(months).toHaveLength(2);
    const march = months[1];
    expect(march).toMatchObject({ invoiceId: renewal.id, sessionCount: 31, date: "2027-03-01" });
    expect(await sessionCount(march?.id ?? 0)).toBe(31);
    // March 31 is its last day: it lapses as April 1 starts in Miami (daylight time by then).
    expect(march?.expiresAt?.toISOString()).toBe("2027-04-01T04:00:00.000Z");
  });
});
