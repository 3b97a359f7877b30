// Memberships without Stripe: the same sign-up, months and changes run against the mock payments port, whose
// renewals sweep pays each month as it comes due, skips a paused member's month, and ends a cancelled membership.
import { renewMockMemberships } from "@studio/api";
import { adminAudit, bookings, membershipPauses, memberships, packageSessions } from "@studio/db";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, newMembership } from "../fixtures";
import { latestCode, signInAdmin, signInClient, startTestServer, type TestServer, trpcError } from "../harness";

// Tuesday Dec 1, 2026, 10:00 AM in Miami.
let clock = new Date("2026-12-01T15:00:00Z");
let site: TestServer;
let packageId: number;
const sweep = () => renewMockMemberships(site.server.services);

beforeAll(async () => {
  site = await startTestServer({}, { now: () => clock });
  const admin = await signInAdmin(site);
  const created = await newMembership(admin, {
    name: "Home Membership",
    description: "Four sessions at your home every month.",
    type: "home",
    price: "320",
    sessionCount: 4,
    validMonths: null,
  });
  packageId = created.id;
});
afterAll(() => site?.close());

const monthsOf = (membershipId: number) =>
  site.db.select().from(bookings).where(eq(bookings.membershipId, membershipId)).orderBy(asc(bookings.id));

async function signUp(email: string) {
  const booked = await site.trpc.bookings.create.mutate({
    packageId,
    clientName: "Maria Mock",
    clientEmail: email,
    phone: "3055550177",
    address: "12 Palm Ave, Miami",
  });
  const checkout = await site.trpc.bookings.createPaymentIntent.mutate({
    bookingId: booked.id,
    token: booked.accessToken,
  });
  const [membership] = await site.db.select().from(memberships).where(eq(memberships.firstBookingId, booked.id));
  if (!membership) throw new Error("no membership");
  return { booked, checkout, membership };
}

describe("a membership without Stripe", () => {
  it("is paid at the checkout and renews each month as the sweep finds it due", async () => {
    const { booked, checkout, membership } = await signUp("mock.member@example.com");
    expect(checkout.isMockPayment).toBe(true);
    expect(membership).toMatchObject({ status: "active", subscriptionId: `mock_sub_${membership.id}` });
    expect(membership.currentPeriodEnd?.toISOString()).toBe("2027-01-01T15:00:00.000Z");
    const sessions = await site.db.select().from(packageSessions).where(eq(packageSessions.bookingId, booked.id));
    expect(sessions).toHaveLength(4);

    // Nothing due yet.
    expect(await sweep()).toBe(0);
    clock = new Date("2027-01-01T15:00:00Z");
    // Two instances sweep at once: one month.
    const renewed = await Promise.all([sweep(), sweep()]);
    expect(renewed[0] + renewed[1]).toBe(1);
    const months = await monthsOf(membership.id);
    expect(months.map((month) => [month.paymentStatus, month.paymentMethod, month.amount, month.date])).toEqual([
      ["paid", "mock", "320.00", "2026-12-01"],
      ["paid", "mock", "320.00", "2027-01-01"],
    ]);
    expect(months[1]?.address).toBe("12 Palm Ave, Miami");
    expect(await sweep()).toBe(0);
  });

  it("is one month however often her checkout asks at once", async () => {
    const booked = await site.trpc.bookings.create.mutate({
      packageId,
      clientName: "Tess Twice",
      clientEmail: "tess.twice@example.com",
      phone: "3055550178",
      address: "9 Bay Rd, Miami",
    });
    await Promise.all(
      [1, 2, 3].map(() =>
        site.trpc.bookings.createPaymentIntent
          .mutate({ bookingId: booked.id, token: booked.accessToken })
          .catch(() => null),
      ),
    );
    const [membership] = await site.db.select().from(memberships).where(eq(memberships.firstBookingId, booked.id));
    expect(await monthsOf(membership?.id ?? 0)).toHaveLength(1);
    const sessions = await site.db.select().from(packageSessions).where(eq(packageSessions.bookingId, booked.id));
    expect(sessions).toHaveLength(4);
  });

  it("skips a paused member's month and ends a cancelled one when its month is over", async () => {
    clock = new Date("2027-01-10T15:00:00Z");
    const { membership } = await signUp("mock.pauser@example.com");
    const member = (await signInClient(site, "mock.pauser@example.com")).client;
    await member.trpc.portal.changeMembership.mutate({ id: membership.id, change: "pause" });
    clock = new Date("2027-02-10T16:00:00Z");
    await sweep();
    expect(await monthsOf(membership.id)).toHaveLength(1);
    const [paused] = await site.db.select().from(memberships).where(eq(memberships.id, membership.id));
    expect(paused).toMatchObject({ status: "paused" });
    expect(paused?.currentPeriodEnd?.toISOString()).toBe("2027-03-10T15:00:00.000Z");

    const again = (await signInClient(site, "mock.pauser@example.com")).client;
    await again.trpc.portal.changeMembership.mutate({ id: membership.id, change: "resume" });
    // Her pause is kept for the reports, from her tap to her resuming.
    const pauses = await site.db
      .select()
      .from(membershipPauses)
      .where(eq(membershipPauses.membershipId, membership.id));
    expect(pauses.map((pause) => [pause.pausedAt.toISOString(), pause.resumedAt?.toISOString()])).toEqual([
      ["2027-01-10T15:00:00.000Z", "2027-02-10T16:00:00.000Z"],
    ]);
    await again.trpc.portal.changeMembership.mutate({ id: membership.id, change: "cancel" });
    clock = new Date("2027-03-10T16:00:00Z");
    await sweep();
    const [ended] = await site.db.select().from(memberships).where(eq(memberships.id, membership.id));
    expect(ended).toMatchObject({ status: "cancelled" });
    expect(await monthsOf(membership.id)).toHaveLength(1);
  });

  it("keeps her data until her membership stops renewing, then erases her name from it", async () => {
    clock = new Date("2027-04-01T15:00:00Z");
    const email = "mock.leaver@example.com";
    const { membership } = await signUp(email);
    const member = (await signInClient(site, email)).client;
    const refused = await trpcError(member.trpc.portal.sendEraseCode.mutate());
    expect(refused.data?.httpStatus).toBe(409);
    expect(refused.message).toBe(
      "Your membership still renews. Cancel it first under Your membership; your data can be deleted once it has ended.",
    );
    await member.trpc.portal.changeMembership.mutate({ id: membership.id, change: "cancel" });
    await member.trpc.portal.sendEraseCode.mutate();
    await member.trpc.portal.eraseMyData.mutate({ code: await latestCode(site, email) });
    const [kept] = await site.db.select().from(memberships).where(eq(memberships.id, membership.id));
    expect(kept).toMatchObject({
      clientName: "Erased client",
      clientEmail: `erased-${membership.firstBookingId}@invalid`,
    });
  });

  it("is sold at the desk by its payment link alone, and started by her from it", async () => {
    clock = new Date("2027-05-03T15:00:00Z");
    const admin = await signInAdmin(site);
    const sale = {
      client: { name: "Delia Desk", email: "delia.desk@example.com", phone: "3055550199", language: "es" as const },
      packageId,
      address: "40 Ocean Dr, Miami",
    };
    const cash = await trpcError(
      admin.trpc.admin.sales.sell.mutate({ ...sale, paidWith: "cash", requestKey: crypto.randomUUID() }),
    );
    expect(cash.data?.issues).toEqual([
      { path: "paidWith", message: "A membership renews by card: send her a payment link" },
    ]);
    const custom = await trpcError(
      admin.trpc.admin.sales.sell.mutate({
        ...sale,
        paidWith: "link",
        custom: { price: "150", sessionCount: 4 },
        requestKey: crypto.randomUUID(),
      }),
    );
    expect(custom.data?.issues).toEqual([{ path: "custom", message: "A membership is sold at its monthly price" }]);

    const sold = await admin.trpc.admin.sales.sell.mutate({
      ...sale,
      paidWith: "link",
      requestKey: crypto.randomUUID(),
    });
    const link = new URL(sold.payLink ?? "");
    expect(link.pathname).toBe("/es/pay");
    // Her phone opens the link: the same checkout starts her membership.
    const started = await site.trpc.bookings.createPaymentIntent.mutate({
      bookingId: Number(link.searchParams.get("booking")),
      token: link.searchParams.get("token") ?? "",
    });
    expect(started).toMatchObject({ isMockPayment: true, membership: true });
    const [membership] = await site.db
      .select()
      .from(memberships)
      .where(eq(memberships.firstBookingId, sold.booking.id));
    expect(membership).toMatchObject({ status: "active", language: "es", clientEmail: "delia.desk@example.com" });
  });

  it("is never marked paid by hand: the trainer is told to send its payment link, and its month is paid by billing", async () => {
    clock = new Date("2027-06-07T15:00:00Z");
    const admin = await signInAdmin(site);
    const booked = await site.trpc.bookings.create.mutate({
      packageId,
      clientName: "Hana Hand",
      clientEmail: "hana.hand@example.com",
      phone: "3055550166",
      address: "3 Coral Way, Miami",
    });
    // Her sign-up awaits payment; the trainer's Mark as Paid (cash) and the REST PATCH are refused with the rule.
    const rule =
      "a membership is paid through its monthly billing, by card, never marked paid by hand. Send her a payment link";
    const byHand = await trpcError(
      admin.trpc.admin.bookings.setPaymentStatus.mutate({ id: booked.id, paymentStatus: "paid", method: "cash" }),
    );
    expect(byHand.data?.httpStatus).toBe(409);
    expect(byHand.message).toContain(`Booking #${booked.id} is a membership: ${rule}`);
    const patched = await admin.request("PATCH", `/api/admin/bookings/${booked.id}`, { paymentStatus: "paid" });
    expect(patched.status).toBe(409);
    expect(patched.text).toContain(rule);
    // Nothing was paid or made: no sessions, no membership, no audit entry of a payment.
    const [unpaid] = await site.db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(unpaid).toMatchObject({
      paymentStatus: "unpaid",
      paidAt: null,
      paymentRecordedBy: null,
      membershipId: null,
    });
    expect(await site.db.select().from(packageSessions).where(eq(packageSessions.bookingId, booked.id))).toEqual([]);
    expect(await site.db.select().from(memberships).where(eq(memberships.firstBookingId, booked.id))).toEqual([]);
    expect(await auditEntries(site, eq(adminAudit.bookingId, booked.id))).toEqual([]);

    // Her browser saying it paid before it asked for the checkout pays the month as the checkout does, not a pack.
    await site.trpc.bookings.paymentSuccess.mutate({ id: booked.id, token: booked.accessToken, status: "paid" });
    const [membership] = await site.db.select().from(memberships).where(eq(memberships.firstBookingId, booked.id));
    expect(membership).toMatchObject({ status: "active", subscriptionId: `mock_sub_${membership?.id}` });
    expect(membership?.currentPeriodEnd?.toISOString()).toBe("2027-07-07T15:00:00.000Z");
    expect((await monthsOf(membership?.id ?? 0)).map((month) => [month.id, month.paymentStatus])).toEqual([
      [booked.id, "paid"],
    ]);
    expect(await site.db.select().from(packageSessions).where(eq(packageSessions.bookingId, booked.id))).toHaveLength(
      4,
    );
    // Paid, it is not marked paid again either.
    const again = await trpcError(
      admin.trpc.admin.bookings.setPaymentStatus.mutate({ id: booked.id, paymentStatus: "paid", method: "cash" }),
    );
    expect(again.data?.httpStatus).toBe(409);
  });

  it("renews on the day she signed up, back to the 31st after February", async () => {
    clock = new Date("2027-01-31T15:00:00Z");
    const { membership } = await signUp("mock.thirtyfirst@example.com");
    expect(membership.currentPeriodEnd?.toISOString()).toBe("2027-02-28T15:00:00.000Z");
    // The sweep renews whatever else is due by then too; her month is the one looked at.
    clock = new Date("2027-02-28T15:00:00Z");
    await sweep();
    const [renewed] = await site.db.select().from(memberships).where(eq(memberships.id, membership.id));
    expect(renewed?.currentPeriodEnd?.toISOString()).toBe("2027-03-31T15:00:00.000Z");
    expect((await monthsOf(membership.id)).map((month) => month.date)).toEqual(["2027-01-31", "2027-02-28"]);
  });
});
