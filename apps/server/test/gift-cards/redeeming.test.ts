// Spending a gift card at the booking form: its code takes min(balance, price) off a package paid once, the rest is
// paid at the checkout (nothing left: the free path), and the balance is decided by the database, so a burst of
// bookings with one card never takes more than it holds. A booking released unpaid gives its dollars back once.
import { releaseStaleBookings } from "@studio/api";
import { bookings, giftCardRedemptions, giftCards } from "@studio/db";
import { SITE_LANGUAGE_HEADER } from "@studio/i18n/paths";
import { toCents } from "@studio/validators";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingRow, newMembership, sessionsOf } from "../fixtures";
import { signInAdmin, startTestServer, type TestServer, trpcError } from "../harness";

let site: TestServer;
let clock = new Date("2026-11-02T15:00:00Z");
beforeAll(async () => {
  site = await startTestServer({}, { now: () => clock });
});
afterAll(() => site?.close());

/** A card bought (mock: paid at once) for `amount` dollars; its code, as the recipient's e-mail gives it. */
async function giftCard(amount: number) {
  const bought = await site.trpc.giftCards.buy.mutate({
    amount,
    buyerName: "Marta Ruiz",
    buyerEmail: "marta@example.com",
    recipientName: "Lucía Gómez",
    recipientEmail: "lucia@example.com",
  });
  const [card] = await site.db.select().from(giftCards).where(eq(giftCards.id, bought.giftCard.id));
  if (!card) throw new Error("no card");
  return card;
}
const balanceOf = async (id: number) =>
  (await site.db.select({ balance: giftCards.balance }).from(giftCards).where(eq(giftCards.id, id)))[0]?.balance;
const redemptionsOf = (id: number) =>
  site.db
    .select()
    .from(giftCardRedemptions)
    .where(eq(giftCardRedemptions.giftCardId, id))
    .orderBy(asc(giftCardRedemptions.id));

// Package 1: one gym session, $80; package 2: one home session, $150.
const book = (code: string, packageId = 1, email = "lucia@example.com") =>
  site.trpc.bookings.create.mutate({
    packageId,
    clientName: "Lucía Gómez",
    clientEmail: email,
    phone: "3055550100",
    address: packageId === 2 ? "100 Ocean Drive, Miami Beach" : null,
    discountCode: code,
  });

describe("a gift card at the booking form", () => {
  it("is checked by the discount box, which says its balance and what it takes off", async () => {
    const card = await giftCard(100);
    const checked = await site.trpc.discounts.validate.mutate({ code: card.code.toLowerCase(), packageId: 1 });
    expect(checked).toMatchObject({
      valid: true,
      discount: {
        code: card.code,
        discountAmount: "80.00",
        finalAmount: "0.00",
        giftCard: { amount: "100.00", balance: "100.00", balanceAfter: "20.00" },
      },
    });
    expect(checked.discount?.description).toBe(
      "Gift card: $80 of its $100 balance used; $20 left on it after this booking.",
    );
    const spanish = await site
      .client()
      .trpcWith({ [SITE_LANGUAGE_HEADER]: "es" })
      .discounts.validate.mutate({ code: card.code, packageId: 2 });
    expect(spanish.discount?.description).toBe(
      "Tarjeta de regalo: se usan $100 de su saldo de $100; le quedan $0 después de esta reserva.",
    );
    expect(spanish.discount).toMatchObject({ discountAmount: "100.00", finalAmount: "50.00" });
    // A check holds nothing.
    expect(await balanceOf(card.id)).toBe("100.00");
  });

  it("refuses an unknown code, a card not yet paid and one spent, in the page's language", async () => {
    const spanish = site.client().trpcWith({ [SITE_LANGUAGE_HEADER]: "es" });
    expect(await spanish.discounts.validate.mutate({ code: "GIFT-AAAA-BBBB", packageId: 1 })).toMatchObject({
      valid: false,
      error: "Código de tarjeta de regalo no válido",
    });
    const card = await giftCard(50);
    await site.db.update(giftCards).set({ status: "pending" }).where(eq(giftCards.id, card.id));
    expect(await site.trpc.discounts.validate.mutate({ code: card.code, packageId: 1 })).toMatchObject({
      valid: false,
      error: "This gift card has not been paid for yet",
    });
    const unpaid = await trpcError(book(card.code));
    expect(unpaid.data?.httpStatus).toBe(400);
    expect(unpaid.message).toBe("This gift card has not been paid for yet");
    await site.db.update(giftCards).set({ status: "active", balance: "0.00" }).where(eq(giftCards.id, card.id));
    expect(await spanish.discounts.validate.mutate({ code: card.code, packageId: 1 })).toMatchObject({
      valid: false,
      error: "Esta tarjeta de regalo ya no tiene saldo",
    });
    const unknown = await trpcError(book("GIFT-AAAA-BBBB"));
    expect(unknown.data?.httpStatus).toBe(400);
    expect(await site.db.select().from(bookings).where(eq(bookings.discountCode, "GIFT-AAAA-BBBB"))).toEqual([]);
  });

  it("takes part of a price, then what is left of itself, then refuses once it is spent", async () => {
    const card = await giftCard(100);
    // $80 of $100: the booking is free, and the free path completes it.
    const first = await book(card.code);
    expect(first).toMatchObject({
      amount: "0.00",
      discountAmount: "80.00",
      originalAmount: "80.00",
      discountCode: card.code,
    });
    expect(await balanceOf(card.id)).toBe("20.00");
    await site.trpc.bookings.completeFree.mutate({
      id: first.id,
      token: first.accessToken,
      payment_status: "paid",
      status: "completed",
    });
    expect(await bookingRow(site, first.id)).toMatchObject({ paymentStatus: "paid", paymentMethod: "free" });
    expect(await sessionsOf(site, first.id)).toHaveLength(1);

    // The $20 left of it off a $150 session: $130 to pay.
    const second = await book(card.code, 2);
    expect(second).toMatchObject({ amount: "130.00", discountAmount: "20.00", originalAmount: "150.00" });
    expect(await balanceOf(card.id)).toBe("0.00");
    const intent = await site.trpc.bookings.createPaymentIntent.mutate({
      bookingId: second.id,
      token: second.accessToken,
    });
    expect(intent.isMockPayment).toBe(true);

    const spent = await trpcError(book(card.code));
    expect(spent.data?.httpStatus).toBe(409);
    expect(spent.message).toBe("This gift card has no balance left");
    expect((await redemptionsOf(card.id)).map((row) => [row.bookingId, row.amount])).toEqual([
      [first.id, "80.00"],
      [second.id, "20.00"],
    ]);

    const admin = await signInAdmin(site);
    const listed = await admin.trpc.admin.giftCards.list.query({ search: card.code });
    expect(listed.items).toMatchObject([{ id: card.id, balance: "0.00", redemptionCount: 2 }]);
    const used = await admin.trpc.admin.giftCards.redemptions.query({ id: card.id, pageSize: 1 });
    expect(used).toMatchObject({ total: 2, pageCount: 2 });
    expect(used.items).toMatchObject([
      { bookingId: second.id, amount: "20.00", packageName: "Home Session", paymentStatus: "paid", returnedAt: null },
    ]);
  });

  it("is refused for a membership, as every code is", async () => {
    const card = await giftCard(100);
    const admin = await signInAdmin(site);
    const membership = await newMembership(admin);
    const refused = await trpcError(book(card.code, membership.id));
    expect(refused.data?.issues).toEqual([
      { path: "discountCode", message: "Gift cards do not apply to memberships." },
    ]);
    expect(await site.trpc.discounts.validate.mutate({ code: card.code, packageId: membership.id })).toMatchObject({
      valid: false,
    });
    expect(await balanceOf(card.id)).toBe("100.00");
  });

  it("never gives 20 bookings at once more than its balance", async () => {
    const card = await giftCard(300);
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => book(card.code, 1, `burst${i}@example.com`)),
    );
    const made = answers.flatMap((answer) => (answer.status === "fulfilled" ? [answer.value] : []));
    const taken = made.reduce((sum, booking) => sum + toCents(booking.discountAmount), 0);
    // $80, $80, $80, then the $60 left: four bookings, and the other sixteen refused as spent.
    expect(taken).toBe(30_000);
    expect(made.map((booking) => booking.discountAmount).sort()).toEqual(["60.00", "80.00", "80.00", "80.00"]);
    for (const answer of answers) {
      if (answer.status === "rejected")
        expect((answer.reason as { data?: { httpStatus?: number } }).data?.httpStatus).toBe(409);
    }
    expect(answers.filter((answer) => answer.status === "rejected")).toHaveLength(16);
    expect(await balanceOf(card.id)).toBe("0.00");
    const rows = await redemptionsOf(card.id);
    expect(rows.reduce((sum, row) => sum + toCents(row.amount), 0)).toBe(30_000);
    expect(rows.map((row) => row.bookingId).sort()).toEqual(made.map((booking) => booking.id).sort());
  });

  it("gets back what a booking released unpaid took, once", async () => {
    const card = await giftCard(100);
    const held = await book(card.code, 2, "slow@example.com");
    expect(held).toMatchObject({ amount: "50.00", discountAmount: "100.00" });
    expect(await balanceOf(card.id)).toBe("0.00");

    clock = new Date(clock.getTime() + 29 * 60_000);
    await releaseStaleBookings(site.server.services);
    expect(await balanceOf(card.id)).toBe("0.00");
    clock = new Date(clock.getTime() + 2 * 60_000);
    // Two sweeps at once (two instances): the booking is released once, and the dollars come back once.
    await Promise.all([releaseStaleBookings(site.server.services), releaseStaleBookings(site.server.services)]);
    await releaseStaleBookings(site.server.services);
    expect(await bookingRow(site, held.id)).toMatchObject({ status: "cancelled", paymentStatus: "cancelled" });
    expect(await balanceOf(card.id)).toBe("100.00");
    const [row] = await redemptionsOf(card.id);
    expect(row).toMatchObject({ bookingId: held.id, amount: "100.00" });
    expect(row?.returnedAt).not.toBeNull();

    // Spent again, and a paid booking keeps what it took.
    const paid = await book(card.code, 1, "prompt@example.com");
    await site.trpc.bookings.completeFree.mutate({
      id: paid.id,
      token: paid.accessToken,
      payment_status: "paid",
      status: "completed",
    });
    clock = new Date(clock.getTime() + 60 * 60_000);
    await releaseStaleBookings(site.server.services);
    expect(await balanceOf(card.id)).toBe("20.00");
  });

  it("gets back what an unpaid booking took when the trainer deletes it", async () => {
    const card = await giftCard(100);
    const held = await book(card.code, 2, "deleted@example.com");
    expect(await balanceOf(card.id)).toBe("0.00");
    const admin = await signInAdmin(site);
    await admin.trpc.admin.bookings.remove.mutate({ id: held.id });
    expect(await balanceOf(card.id)).toBe("100.00");
    const [row] = await redemptionsOf(card.id);
    expect(row).toMatchObject({ bookingId: null, amount: "100.00" });
    expect(row?.returnedAt).not.toBeNull();
  });
});
