// The trainer's money dated by when it moved, the refunds that need her, and the client told of a cancel: through the
// real server, its own Stripe adapter (sending to a stand-in for Stripe's API), its own clock set by the test, and a
// test SMTP server that reads what the client receives.
import { bookings, emailOutbox, refunds } from "@studio/db";
import { toCents } from "@studio/validators";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverStripeEvent, type FakeStripeApi, startFakeStripeApi } from "../fake-stripe-api";
import {
  bookingRow as bookingRowOf,
  paidByCard as payByCard,
  refundsOf as refundsOfBooking,
  sessionsOf as sessionsOfBooking,
  trained,
} from "../fixtures";
import { failedWith, type HttpClient, signInAdmin, startServerWithMail, type TestServer, trpcError } from "../harness";
import type { SmtpServer } from "../smtp";

const WEBHOOK_SECRET = "whsec_money_moved_secret";
let clock = new Date("2026-11-23T14:00:00Z");

let stripe: FakeStripeApi;
let site: TestServer;
let smtp: SmtpServer;
let admin: HttpClient;
beforeAll(async () => {
  stripe = await startFakeStripeApi();
  ({ site, smtp } = await startServerWithMail(
    { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    { payments: stripe.gateway, now: () => clock },
  ));
  // Signed in at the latest hour the tests set, so her session holds at every earlier one.
  clock = new Date("2026-11-24T18:00:00Z");
  admin = await signInAdmin(site);
});
afterAll(async () => {
  await site?.close();
  await stripe?.close();
});

const deliver = (type: string, object: Record<string, unknown>, id?: string) =>
  deliverStripeEvent(site.url, WEBHOOK_SECRET, type, object, id);

const bookingRow = (id: number) => bookingRowOf(site, id);
const refundsOf = (id: number) => refundsOfBooking(site, id);
const sessionsOf = (id: number) => sessionsOfBooking(site, id);

let clients = 0;
/** 12 gym sessions ($960) booked and paid by card: the intent made through Stripe, its success told by a webhook. */
async function paidByCard(clientName = "Ana Torres") {
  const email = `moved.${++clients}@example.com`;
  const { id, token } = await payByCard(site, WEBHOOK_SECRET, { email, clientName });
  return { id, email, token };
}

/** The booking was made, and paid at its checkout, on `at`. */
const bookedOn = (id: number, at: string) =>
  site.db
    .update(bookings)
    .set({ createdAt: new Date(at), paidAt: new Date(at) })
    .where(eq(bookings.id, id));

const attention = (input: { page?: number; pageSize?: number } = {}) =>
  admin.trpc.admin.bookings.refundsNeedingAttention.query(input);
const attentionIds = async () => (await attention({ pageSize: 100 })).items.map((item) => item.bookingId);

describe("money collected, dated by when it moved", () => {
  it("counts a refund in the month it succeeded, and a failed one only once a retry succeeds, in the retry's month", async () => {
    // Booked and paid in September; refunded in full on October 20.
    const september = await paidByCard("Sara September");
    await bookedOn(september.id, "2026-09-15T16:00:00Z");
    clock = new Date("2026-10-20T15:00:00Z");
    const cancelled = await admin.trpc.admin.bookings.cancel.mutate({ id: september.id, refund: "full" });
    expect(cancelled.refund).toMatchObject({ amount: "960.00", status: "succeeded" });

    // Booked in September too; its refund on October 21 is refused, and succeeds when retried on November 23.
    const refused = await paidByCard("Rita Refused");
    await bookedOn(refused.id, "2026-09-22T16:00:00Z");
    clock = new Date("2026-10-21T15:00:00Z");
    stripe.answerRefunds({ kind: "refused", status: 402, message: "Your card was declined." });
    const failed = await admin.trpc.admin.bookings.cancel.mutate({ id: refused.id, refund: "full" });
    expect(failed.refund).toMatchObject({ status: "failed", failureReason: "Your card was declined." });

    clock = new Date("2026-10-31T12:00:00Z");
    const october = await admin.trpc.admin.bookings.revenue.query({ by: "month", periods: 2 });
    expect(october.periods).toEqual([
      { start: "2026-09-01", revenue: "0.00", paid: "1920.00", refunded: "0.00", collected: "1920.00" },
      { start: "2026-10-01", revenue: "0.00", paid: "0.00", refunded: "960.00", collected: "-960.00" },
    ]);

    clock = new Date("2026-11-23T14:00:00Z");
    const retried = await admin.trpc.admin.bookings.retryRefund.mutate({ refundId: failed.refund?.id ?? 0 });
    expect(retried).toMatchObject({ status: "succeeded", amount: "960.00" });
    const months = await admin.trpc.admin.bookings.revenue.query({ by: "month", periods: 3 });
    expect(months.periods.slice(0, 2)).toEqual(october.periods);
    // November holds the retried refund (and any booking this file made in November, by its own day).
    const november = months.periods[2];
    expect(toCents(november?.refunded ?? "")).toBe(96000);
    expect(months.totals.refunded).toBe("1920.00");

    // By week, each in the week it moved: the Monday of September 14 and 21, October 19, November 23.
    const weeks = await admin.trpc.admin.bookings.revenue.query({ by: "week", periods: 12 });
    const week = (start: string) => weeks.periods.find((period: { start: string }) => period.start === start);
    expect(week("2026-09-14")).toMatchObject({ paid: "960.00", refunded: "0.00" });
    expect(week("2026-09-21")).toMatchObject({ paid: "960.00", refunded: "0.00" });
    expect(week("2026-10-19")).toMatchObject({ paid: "0.00", refunded: "960.00", collected: "-960.00" });
    expect(week("2026-11-23")).toMatchObject({ refunded: "960.00" });
  });

  it("counts a booking paid in cash a month after it was made in the month she was paid; a second tap moves nothing", async () => {
    // Booked on July 30; she paid in cash on August 3, and the trainer's repeated tap on August 4 is refused.
    clock = new Date("2026-07-30T15:00:00Z");
    const created = await site.client().post("/api/bookings", {
      packageId: 6,
      clientName: "Carla Cash",
      clientEmail: "carla.cash@example.com",
      phone: "3055550100",
    });
    const id = Number(created.json.id);
    await site.db
      .update(bookings)
      .set({ createdAt: new Date("2026-07-30T15:00:00Z") })
      .where(eq(bookings.id, id));
    clock = new Date("2026-08-03T15:00:00Z");
    const paid = await admin.request("PATCH", `/api/admin/bookings/${id}`, { paymentStatus: "paid", method: "cash" });
    expect(paid.status, paid.text).toBe(200);
    clock = new Date("2026-08-04T15:00:00Z");
    const again = await admin.request("PATCH", `/api/admin/bookings/${id}`, { paymentStatus: "paid", method: "cash" });
    expect(again.status).toBe(409);
    expect((await bookingRow(id)).paidAt).toEqual(new Date("2026-08-03T15:00:00Z"));

    // SPEC's revenue stays with the month she booked; the money collected is August's.
    clock = new Date("2026-08-20T12:00:00Z");
    const months = await admin.trpc.admin.bookings.revenue.query({ by: "month", periods: 2 });
    expect(months.periods).toEqual([
      { start: "2026-07-01", revenue: "960.00", paid: "0.00", refunded: "0.00", collected: "0.00" },
      { start: "2026-08-01", revenue: "0.00", paid: "960.00", refunded: "0.00", collected: "960.00" },
    ]);
    // By week: the week of Monday August 3.
    const weeks = await admin.trpc.admin.bookings.revenue.query({ by: "week", periods: 4 });
    const paidWeeks = weeks.periods.filter((period: { paid: string }) => period.paid !== "0.00");
    expect(paidWeeks).toEqual([expect.objectContaining({ start: "2026-08-03", paid: "960.00" })]);
  });

  it("dates a card payment by its first confirmation: a later webhook or the browser's confirm moves nothing", async () => {
    clock = new Date("2026-06-10T15:00:00Z");
    const card = await paidByCard("Cleo Card");
    const first = await bookingRow(card.id);
    expect(first.paidAt).toEqual(new Date("2026-06-10T15:00:00Z"));

    // Two days on, Stripe sends the success again under another event id, and the browser reports it paid.
    clock = new Date("2026-06-12T15:00:00Z");
    const repeated = await deliver("payment_intent.succeeded", {
      id: first.paymentIntent,
      object: "payment_intent",
      amount: toCents(first.amount),
      metadata: { bookingId: String(card.id) },
    });
    expect(repeated.json).toEqual({ received: true, duplicate: false });
    const confirmed = await site
      .client()
      .post(`/api/bookings/${card.id}/payment-success`, { token: card.token, status: "paid" });
    expect(confirmed.json).toEqual({ success: true, paymentStatus: "paid" });
    expect((await bookingRow(card.id)).paidAt).toEqual(new Date("2026-06-10T15:00:00Z"));
  });

  it("dates a refund made in Stripe's dashboard by Stripe's own time", async () => {
    clock = new Date("2026-11-23T14:00:00Z");
    const booking = await paidByCard("Dana Dashboard");
    const { paymentIntent } = await bookingRow(booking.id);
    const before = await admin.trpc.admin.bookings.revenue.query({ by: "month", periods: 3 });
    const madeInStripe = {
      id: `re_dashboard_moved_${booking.id}`,
      object: "refund",
      amount: 2500,
      status: "succeeded",
      created: Math.floor(Date.parse("2026-10-05T18:00:00Z") / 1000),
      payment_intent: paymentIntent,
      metadata: {},
    };
    expect((await deliver("refund.created", madeInStripe)).status).toBe(200);
    const after = await admin.trpc.admin.bookings.revenue.query({ by: "month", periods: 3 });
    expect(toCents(after.periods[1]?.refunded ?? "") - toCents(before.periods[1]?.refunded ?? "")).toBe(2500);
    expect(after.periods[2]?.refunded).toBe(before.periods[2]?.refunded);
  });
});

describe("refunds needing attention", () => {
  it("lists a failed refund with a retry, and clears it once a retry succeeds", async () => {
    clock = new Date("2026-11-23T14:00:00Z");
    const booking = await paidByCard("Fay Failed");
    stripe.answerRefunds({ kind: "refused", status: 400, message: "Charge has been disputed." });
    const cancel = await admin.trpc.admin.bookings.cancel.mutate({ id: booking.id, refund: "full" });
    const listed = (await attention({ pageSize: 100 })).items.find(
      (item: { id: number }) => item.id === cancel.refund?.id,
    );
    expect(listed).toMatchObject({
      bookingId: booking.id,
      clientName: "Fay Failed",
      clientEmail: booking.email,
      packageName: "12 Gym Sessions",
      amount: "960.00",
      status: "failed",
      failureReason: "Charge has been disputed.",
      reason: "failed",
      retriable: true,
    });

    // Refused again: the new refund takes the old one's place in the list.
    stripe.answerRefunds({ kind: "refused", status: 400, message: "Charge has been disputed." });
    const again = await admin.trpc.admin.bookings.retryRefund.mutate({ refundId: cancel.refund?.id });
    expect(again).toMatchObject({ status: "failed" });
    const now = (await attention({ pageSize: 100 })).items.filter(
      (item: { bookingId: number }) => item.bookingId === booking.id,
    );
    expect(now.map((item: { id: number }) => item.id)).toEqual([again.id]);

    const done = await admin.trpc.admin.bookings.retryRefund.mutate({ refundId: again.id });
    expect(done).toMatchObject({ status: "succeeded", amount: "960.00" });
    expect(await attentionIds()).not.toContain(booking.id);
  });

  it("lists a card refund still pending after five minutes, a page at a time, oldest first", async () => {
    const start = new Date("2026-11-24T15:00:00Z");
    clock = start;
    // Stripe never answered this one; it holds the other as pending.
    const unanswered = await paidByCard("Una Unanswered");
    stripe.answerRefunds({ kind: "unavailable" });
    const first = await admin.trpc.admin.bookings.cancel.mutate({ id: unanswered.id, refund: "full" });
    expect(first.refund).toMatchObject({ status: "pending", providerRefundId: null });
    clock = new Date(start.getTime() + 60_000);
    const processing = await paidByCard("Pia Processing");
    stripe.answerRefunds({ kind: "pending" });
    const second = await admin.trpc.admin.bookings.cancel.mutate({ id: processing.id, refund: "full" });
    expect(second.refund?.status).toBe("pending");

    // A few seconds or minutes is Stripe's usual pace: not listed yet.
    clock = new Date(start.getTime() + 4 * 60_000);
    expect(await attentionIds()).not.toContain(unanswered.id);
    clock = new Date(start.getTime() + 5.5 * 60_000);
    const all = await attention({ pageSize: 100 });
    const ids = all.items.map((item: { bookingId: number }) => item.bookingId);
    expect(ids).toContain(unanswered.id);
    expect(ids).not.toContain(processing.id);
    clock = new Date(start.getTime() + 7 * 60_000);
    const later = await attention({ pageSize: 100 });
    const ours = later.items.filter((item: { bookingId: number }) =>
      [unanswered.id, processing.id].includes(item.bookingId),
    );
    expect(ours).toEqual([
      expect.objectContaining({ bookingId: unanswered.id, reason: "unanswered", retriable: true }),
      expect.objectContaining({ bookingId: processing.id, reason: "processing", retriable: false }),
    ]);

    // Paged by the database: one at a time, the same rows in the same order, and the total of them all.
    const total = later.total;
    const paged = [];
    for (let page = 1; page <= total; page++) {
      const one = await attention({ page, pageSize: 1 });
      expect(one).toMatchObject({ total, page, pageSize: 1, pageCount: total });
      paged.push(...one.items);
    }
    expect(paged).toEqual(later.items);

    // Asked again with its own key once it has waited: Stripe makes it, and the list clears.
    await site.db
      .update(refunds)
      .set({ updatedAt: new Date(Date.now() - 120_000) })
      .where(eq(refunds.id, first.refund?.id ?? 0));
    const sent = await admin.trpc.admin.bookings.retryRefund.mutate({ refundId: first.refund?.id });
    expect(sent).toMatchObject({ id: first.refund?.id, status: "succeeded" });
    expect(await attentionIds()).not.toContain(unanswered.id);
  });

  it("is the trainer's alone, and names a bad page", async () => {
    const visitor = site.client();
    expect(await failedWith(visitor.trpc.admin.bookings.refundsNeedingAttention.query({}))).toBe(401);
    const bad = await trpcError(admin.trpc.admin.bookings.refundsNeedingAttention.query({ pageSize: 500 }));
    expect(bad.data?.httpStatus).toBe(400);
    expect(bad.data?.issues?.[0]).toEqual({ path: "pageSize", message: "pageSize must be at most 100" });
  });
});

describe("the client is told of a cancel", () => {
  const cancelMails = (to: string) =>
    smtp.received.filter(
      (mail) =>
        mail.subject?.startsWith("Booking cancelled") &&
        mail.to !== undefined &&
        !Array.isArray(mail.to) &&
        mail.to.text === to,
    );

  it("e-mails her once for a double cancel: the sessions cancelled, each booked hour, and the refund to her card", async () => {
    clock = new Date("2026-11-23T14:00:00Z");
    const booking = await paidByCard("Cora Cancelled");
    const [a, b, c, d] = (await sessionsOf(booking.id)).map((session) => session.id);
    await trained(site, admin, [a ?? 0, b ?? 0], clock);
    for (const [id, date] of [
      [c, "2026-11-25"],
      [d, "2026-11-26"],
    ] as const) {
      const scheduled = await admin.post(`/api/admin/sessions/${id}/schedule`, { date, time: "10:00" });
      expect(scheduled.status, scheduled.text).toBe(200);
    }
    const input = { id: booking.id, refund: "unused", expectedRefund: "800.00" } as const;
    // Both taps answered (a failed one would reject).
    await Promise.all([admin.trpc.admin.bookings.cancel.mutate(input), admin.trpc.admin.bookings.cancel.mutate(input)]);
    // The same cancel a third time, later, over REST.
    await admin.request("PATCH", `/api/admin/bookings/${booking.id}`, { paymentStatus: "cancelled", refund: "unused" });

    await expect.poll(() => cancelMails(booking.email).length, { timeout: 5000 }).toBe(1);
    const queued = await site.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, booking.email), eq(emailOutbox.template, "booking-cancelled")));
    expect(queued).toHaveLength(1);
    expect(queued[0]?.status).toBe("sent");

    const [mail] = cancelMails(booking.email);
    expect(mail?.subject).toBe("Booking cancelled: 12 Gym Sessions");
    const text = mail?.text ?? "";
    expect(text).toContain(`Your booking #${booking.id}, 12 Gym Sessions, is cancelled.`);
    expect(text).toContain("- Session 3: Wed, Nov 25, 2026 at 10:00 AM ET");
    expect(text).toContain("- Session 4: Thu, Nov 26, 2026 at 10:00 AM ET");
    expect(text).toContain("- And your 8 sessions not scheduled yet");
    expect(text).toContain("Your 2 sessions already done or gone by stay on your record.");
    expect(text).toContain("$800 is refunded to the card you paid with.");
    expect(mail?.html).toContain("Session 3: Wed, Nov 25, 2026 at 10:00 AM ET");
    // One e-mail for the cancel: no separate message per session.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      smtp.received.filter(
        (m) =>
          m.to !== undefined && !Array.isArray(m.to) && m.to.text === booking.email && /cancel/i.test(m.subject ?? ""),
      ),
    ).toHaveLength(1);
  });

  it("tells her a cash refund is recorded, and a cancel without refund says so", async () => {
    clock = new Date("2026-11-23T14:00:00Z");
    const cash = await site.client().post("/api/bookings", {
      packageId: 1,
      clientName: "Cami Cash",
      clientEmail: "cami.cash@example.com",
      phone: "3055550100",
    });
    const cashId = Number(cash.json.id);
    await admin.request("PATCH", `/api/admin/bookings/${cashId}`, { paymentStatus: "paid", method: "cash" });
    await admin.request("PATCH", `/api/admin/bookings/${cashId}`, { paymentStatus: "cancelled", refund: "full" });
    await expect.poll(() => cancelMails("cami.cash@example.com").length, { timeout: 5000 }).toBe(1);
    const recorded = cancelMails("cami.cash@example.com")[0]?.text ?? "";
    expect(recorded).toContain("- Your 1 session not scheduled yet");
    expect(recorded).toContain(
      "A refund of $80 is recorded. Carmen Reyes gives it back to you the way you paid, in cash or by bank transfer.",
    );

    const kept = await paidByCard("Nina None");
    await admin.request("PATCH", `/api/admin/bookings/${kept.id}`, { paymentStatus: "cancelled" });
    await expect.poll(() => cancelMails(kept.email).length, { timeout: 5000 }).toBe(1);
    expect(cancelMails(kept.email)[0]?.text).toContain("No refund comes with this cancellation.");
    expect(await refundsOf(kept.id)).toHaveLength(0);
  });
});
