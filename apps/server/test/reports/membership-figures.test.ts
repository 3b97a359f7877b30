// The membership figures of the trainer's reports (admin.reports.summary's `memberships`, memberships.csv) against a
// fixture worked out by hand below: fifteen memberships signed up, paused (and resumed), failing, ending and ended
// around November 2026, then one signed up, cancelled and ended through the server itself, and one paused and
// resumed through it.
import { renewMockMemberships } from "@studio/api";
import { bookings, membershipPauses, memberships, packages } from "@studio/db";
import type { MembershipStatus } from "@studio/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newMembership } from "../fixtures";
import { type HttpClient, signInAdmin, signInClient, startTestServer, type TestServer } from "../harness";

let site: TestServer;
let admin: HttpClient;
// Thursday Dec 10, 2026, noon in Miami.
let clock = new Date("2026-12-10T17:00:00Z");

interface Member {
  name: string;
  amount: string;
  /** When her first month was paid; null: never (an abandoned sign-up). */
  paidAt: string | null;
  status: MembershipStatus;
  more?: Partial<typeof memberships.$inferInsert>;
  /** Her pauses, each from when it began to when it was resumed (null: it lasts), as the server keeps them. */
  pauses?: [string, string | null][];
}

async function member({ name, amount, paidAt, status, more, pauses = [] }: Member) {
  const [pack] = await site.db.select({ id: packages.id }).from(packages).limit(1);
  const email = `${name.toLowerCase()}@example.com`;
  const [first] = await site.db
    .insert(bookings)
    .values({
      packageId: pack?.id ?? 1,
      packageName: "Monthly Eight",
      date: "2026-06-01",
      time: "07:00",
      location: "gym",
      clientName: name,
      clientEmail: email,
      amount,
      originalAmount: amount,
      status: paidAt ? "confirmed" : "pending",
      paymentStatus: paidAt ? "paid" : "pending",
      paymentMethod: paidAt ? "stripe" : null,
      paidAt: paidAt ? new Date(paidAt) : null,
    })
    .returning();
  if (!first) throw new Error("no booking");
  const [membership] = await site.db
    .insert(memberships)
    .values({
      packageId: pack?.id ?? 1,
      firstBookingId: first.id,
      clientName: name,
      clientEmail: email,
      amount,
      status,
      subscriptionId: paidAt ? `sub_${name.toLowerCase()}` : null,
      ...more,
    })
    .returning();
  for (const [pausedAt, resumedAt] of pauses) {
    await site.db.insert(membershipPauses).values({
      membershipId: membership?.id ?? 0,
      pausedAt: new Date(pausedAt),
      resumedAt: resumedAt ? new Date(resumedAt) : null,
    });
  }
}

const at = (instant: string) => new Date(instant);

beforeAll(async () => {
  site = await startTestServer({}, { now: () => clock });
  admin = await signInAdmin(site);
  // Miami is UTC−4 until Sunday Nov 1 at 2 AM, UTC−5 after: November runs from 04:00 UTC on Nov 1 to 05:00 UTC on
  // Dec 1. Every instant below is the middle of a Miami day.
  await Promise.all(
    [
      // Ada: signed up in October, renews.
      { name: "Ada", amount: "199.00", paidAt: "2026-10-05T16:00:00Z", status: "active" },
      // Bea: signed up in November, renews.
      { name: "Bea", amount: "150.00", paidAt: "2026-11-10T17:00:00Z", status: "active" },
      // Cleo: since September, ended Nov 20.
      {
        name: "Cleo",
        amount: "199.00",
        paidAt: "2026-09-01T16:00:00Z",
        status: "cancelled",
        more: { cancelledAt: at("2026-11-20T17:00:00Z") },
      },
      // Dee: signed up Nov 3 and ended Nov 25.
      {
        name: "Dee",
        amount: "120.00",
        paidAt: "2026-11-03T17:00:00Z",
        status: "cancelled",
        more: { cancelledAt: at("2026-11-25T17:00:00Z") },
      },
      // Eva: since August, paused Nov 15.
      {
        name: "Eva",
        amount: "180.00",
        paidAt: "2026-08-01T16:00:00Z",
        status: "paused",
        more: { pausedAt: at("2026-11-15T17:00:00Z") },
        pauses: [["2026-11-15T17:00:00Z", null]],
      },
      // Fay: signed up Oct 1, paused Dec 5: active all November.
      {
        name: "Fay",
        amount: "199.00",
        paidAt: "2026-10-01T16:00:00Z",
        status: "paused",
        more: { pausedAt: at("2026-12-05T17:00:00Z") },
        pauses: [["2026-12-05T17:00:00Z", null]],
      },
      // Nia: since August, paused Nov 10 and resumed Dec 4: paused at November's end, active now.
      {
        name: "Nia",
        amount: "140.00",
        paidAt: "2026-08-01T16:00:00Z",
        status: "active",
        pauses: [["2026-11-10T17:00:00Z", "2026-12-04T17:00:00Z"]],
      },
      // Ola: since Sep 5, paused Oct 12 to Oct 26, then again since Dec 6.
      {
        name: "Ola",
        amount: "110.00",
        paidAt: "2026-09-05T16:00:00Z",
        status: "paused",
        more: { pausedAt: at("2026-12-06T17:00:00Z") },
        pauses: [
          ["2026-10-12T16:00:00Z", "2026-10-26T16:00:00Z"],
          ["2026-12-06T17:00:00Z", null],
        ],
      },
      // Gia: signed up Oct 20, her renewal failed Nov 28 and Stripe is retrying: still a member.
      {
        name: "Gia",
        amount: "99.00",
        paidAt: "2026-10-20T16:00:00Z",
        status: "past_due",
        more: { paymentFailedAt: at("2026-11-28T17:00:00Z") },
      },
      // Hana: since July, asked to end on Dec 15.
      {
        name: "Hana",
        amount: "199.00",
        paidAt: "2026-07-01T16:00:00Z",
        status: "active",
        more: { endsAt: at("2026-12-15T17:00:00Z") },
      },
      // Ivy: ended Oct 31, before November.
      {
        name: "Ivy",
        amount: "199.00",
        paidAt: "2026-06-01T16:00:00Z",
        status: "cancelled",
        more: { cancelledAt: at("2026-10-31T16:00:00Z") },
      },
      // Jo: began a sign-up Nov 12 and never paid.
      { name: "Jo", amount: "199.00", paidAt: null, status: "incomplete" },
      // Kim: signed up Dec 3.
      { name: "Kim", amount: "199.00", paidAt: "2026-12-03T17:00:00Z", status: "active" },
      // Lia: since September, her end came Nov 28 and Stripe's word of it has not arrived: ended.
      {
        name: "Lia",
        amount: "160.00",
        paidAt: "2026-09-10T16:00:00Z",
        status: "active",
        more: { endsAt: at("2026-11-28T17:00:00Z") },
      },
      // Mo: since September, ended Dec 2.
      {
        name: "Mo",
        amount: "199.00",
        paidAt: "2026-09-15T16:00:00Z",
        status: "cancelled",
        more: { cancelledAt: at("2026-12-02T17:00:00Z") },
      },
    ].map((one) => member(one as Member)),
  );
});
afterAll(() => site?.close());

describe("the membership figures of the trainer's reports", () => {
  it("count November's members, sign-ups and ends and its recurring revenue as worked out by hand", async () => {
    const november = await admin.trpc.admin.reports.summary.query({ from: "2026-11-01", to: "2026-11-30" });
    // Members on Dec 1: Ada, Bea, Fay (paused only in December), Gia (retrying), Hana (ends in December), Mo
    // (ended in December) and Ola (her October pause over, her next in December) active; Eva and Nia (resumed only
    // on Dec 4) paused. Cleo, Dee and Lia ended in November; Ivy before; Jo never paid; Kim joined in December.
    // 10 members on Nov 1 + 2 sign-ups − 3 ends = 9 on Dec 1.
    expect(november.memberships).toEqual({
      active: 7,
      paused: 2,
      signedUp: 2,
      churned: 3,
      // Ada 199 + Bea 150 + Fay 199 + Gia 99 + Hana 199 + Mo 199 + Ola 110.
      monthlyRecurring: "1155.00",
    });
  });

  it("read October back from the instants kept: Eva's, Fay's and Nia's later pauses were not yet", async () => {
    const october = await admin.trpc.admin.reports.summary.query({ from: "2026-10-01", to: "2026-10-31" });
    // Members on Nov 1: Ada, Cleo, Eva, Fay, Gia, Hana, Lia, Mo, Nia and Ola (resumed Oct 26); Ivy ended Oct 31;
    // Ada, Fay and Gia joined.
    expect(october.memberships).toEqual({
      active: 10,
      paused: 0,
      signedUp: 3,
      churned: 1,
      // 199 × 5 (Ada, Cleo, Fay, Hana, Mo) + Eva 180 + Gia 99 + Lia 160 + Nia 140 + Ola 110.
      monthlyRecurring: "1684.00",
    });
  });

  it("count a pause since resumed as paused on the days it lasted", async () => {
    // Oct 1 to 20: at its end (Oct 21, 00:00 in Miami) Ola was paused (Oct 12 to 26), and Ivy was still a member.
    const early = await admin.trpc.admin.reports.summary.query({ from: "2026-10-01", to: "2026-10-20" });
    // Members on Oct 21: Ada, Cleo, Eva, Fay, Gia (joined Oct 20), Hana, Ivy, Lia, Mo and Nia active, Ola paused;
    // Ada, Fay and Gia joined; no one ended.
    expect(early.memberships).toEqual({
      active: 10,
      paused: 1,
      signedUp: 3,
      churned: 0,
      // 199 × 6 (Ada, Cleo, Fay, Hana, Ivy, Mo) + Eva 180 + Gia 99 + Lia 160 + Nia 140.
      monthlyRecurring: "1773.00",
    });
  });

  it("take a range that runs on past today as it stands now: an end still to come has not happened", async () => {
    const december = await admin.trpc.admin.reports.summary.query({ from: "2026-12-01", to: "2026-12-31" });
    // Now (Dec 10): Ada, Bea, Gia, Hana (her end is Dec 15), Kim and Nia (resumed Dec 4) active, Eva, Fay and Ola
    // paused; Mo ended Dec 2.
    expect(december.memberships).toEqual({
      active: 6,
      paused: 3,
      signedUp: 1,
      churned: 1,
      // Ada 199 + Bea 150 + Gia 99 + Hana 199 + Kim 199 + Nia 140.
      monthlyRecurring: "986.00",
    });
  });

  it("give the figures as a spreadsheet", async () => {
    const csv = await admin.get("/api/admin/reports/memberships.csv?from=2026-11-01&to=2026-11-30");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toContain("memberships-2026-11-01-to-2026-11-30.csv");
    expect(csv.text.trim().split("\n")).toEqual([
      "measure,value",
      "active members at the end,7",
      "paused at the end,2",
      "signed up,2",
      "ended,3",
      "monthly recurring revenue at the end,1155.00",
    ]);
  });

  it("follow a membership signed up, cancelled and ended through the server", async () => {
    // Monday Feb 1, 2027, 10 AM in Miami: a month with no other membership moving.
    clock = new Date("2027-02-01T15:00:00Z");
    const trainer = await signInAdmin(site);
    const { id: packageId } = await newMembership(trainer, { price: "240", validMonths: null });
    const booked = await site.trpc.bookings.create.mutate({
      packageId,
      clientName: "Nora New",
      clientEmail: "nora.new@example.com",
      phone: "3055550123",
    });
    await site.trpc.bookings.createPaymentIntent.mutate({ bookingId: booked.id, token: booked.accessToken });
    const february = { from: "2027-02-01", to: "2027-02-28" };
    const before = await trainer.trpc.admin.reports.summary.query(february);
    // Seven members from the fixture (Hana's end came in December, Mo's too), and Nora.
    expect(before.memberships).toMatchObject({ signedUp: 1, churned: 0 });
    const { memberships: list } = await trainer.trpc.admin.memberships.list.query({
      clientEmail: "nora.new@example.com",
    });
    const nora = list[0];
    if (!nora) throw new Error("no membership");
    // Cancelled at the month's end (Mar 1): February still counts her, and her $240.
    await trainer.trpc.admin.memberships.change.mutate({ id: nora.id, change: "cancel" });
    const cancelled = await trainer.trpc.admin.reports.summary.query(february);
    expect(cancelled.memberships).toEqual(before.memberships);
    // March 2: the sweep ends her membership on Mar 1; February counts her to its end, March counts her end.
    clock = new Date("2027-03-02T15:00:00Z");
    await renewMockMemberships(site.server.services);
    const again = await signInAdmin(site);
    expect((await again.trpc.admin.reports.summary.query(february)).memberships).toEqual(before.memberships);
    const march = await again.trpc.admin.reports.summary.query({ from: "2027-03-01", to: "2027-03-31" });
    expect(march.memberships.churned).toBe(1);
    expect(march.memberships.signedUp).toBe(0);
    expect(Number(before.memberships.monthlyRecurring) - Number(march.memberships.monthlyRecurring)).toBe(240);
  });

  it("keep each pause made and resumed through the server, counted on the days it lasted", async () => {
    // Thursday Apr 1, 2027, 11 AM in Miami: Pia signs up for $170 a month.
    clock = new Date("2027-04-01T15:00:00Z");
    const trainer = await signInAdmin(site);
    const { id: packageId } = await newMembership(trainer, { name: "Monthly Pause", price: "170", validMonths: null });
    const booked = await site.trpc.bookings.create.mutate({
      packageId,
      clientName: "Pia Pause",
      clientEmail: "pia.pause@example.com",
      phone: "3055550124",
    });
    await site.trpc.bookings.createPaymentIntent.mutate({ bookingId: booked.id, token: booked.accessToken });
    const [pia] = await site.db.select().from(memberships).where(eq(memberships.firstBookingId, booked.id));
    const id = pia?.id ?? 0;
    // She pauses on Monday Apr 5 (two taps: one pause); the trainer resumes her on Tuesday Apr 20.
    clock = new Date("2027-04-05T15:00:00Z");
    const her = (await signInClient(site, "pia.pause@example.com")).client;
    await Promise.all([1, 2].map(() => her.trpc.portal.changeMembership.mutate({ id, change: "pause" })));
    clock = new Date("2027-04-20T15:00:00Z");
    await (await signInAdmin(site)).trpc.admin.memberships.change.mutate({ id, change: "resume" });
    const kept = await site.db.select().from(membershipPauses).where(eq(membershipPauses.membershipId, id));
    expect(kept.map((pause) => [pause.pausedAt.toISOString(), pause.resumedAt?.toISOString()])).toEqual([
      ["2027-04-05T15:00:00.000Z", "2027-04-20T15:00:00.000Z"],
    ]);

    // Sunday Apr 25. Members in April: Ada, Bea, Gia, Kim and Nia active, Eva, Fay and Ola paused (Hana, Mo and Nora
    // ended before it), and Pia, signed up Apr 1: active at the end of Apr 1-3 and of Apr 1-24, paused at the end of
    // Apr 1-10.
    clock = new Date("2027-04-25T15:00:00Z");
    const reader = await signInAdmin(site);
    const upTo = async (to: string) =>
      (await reader.trpc.admin.reports.summary.query({ from: "2027-04-01", to })).memberships;
    const before = await upTo("2027-04-03");
    expect(before).toEqual({
      active: 6,
      paused: 3,
      signedUp: 1,
      churned: 0,
      // Ada 199 + Bea 150 + Gia 99 + Kim 199 + Nia 140 + Pia 170.
      monthlyRecurring: "957.00",
    });
    expect(await upTo("2027-04-10")).toEqual({
      active: 5,
      paused: 4,
      signedUp: 1,
      churned: 0,
      monthlyRecurring: "787.00",
    });
    expect(await upTo("2027-04-24")).toEqual(before);
  });
});
