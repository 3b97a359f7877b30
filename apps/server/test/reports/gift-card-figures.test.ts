// The gift card figures of the trainer's reports (admin.reports.summary's `giftCards`, giftcards.csv) against a
// fixture made through the site itself and worked out by hand below: four cards sold on the site and at the desk,
// in October, in the week of Monday Nov 2, 2026 and after it, spent wholly, in part, and given back, so the balance
// at the week's end is read back from balances that have moved since. And the rule that counts money once: a
// booking paid partly or wholly by a card is in the sales for what was charged on top of it, never its price.
import { releaseStaleBookings } from "@studio/api";
import { giftCards } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpClient, signInAdmin, startServerWithAdmin, type TestServer } from "../harness";

let site: TestServer;
let admin: HttpClient;
let clock = new Date("2026-10-20T15:00:00Z");
// Miami is UTC−5 from Sunday Nov 1: the week runs from 05:00 UTC on Nov 2 to 05:00 UTC on Nov 9.
const week = { from: "2026-11-02", to: "2026-11-08" };

/** A card bought on the site now (mock: paid at once); its code. */
async function boughtOnSite(amount: number, recipientEmail: string) {
  const bought = await site.trpc.giftCards.buy.mutate({
    amount,
    buyerName: "Marta Ruiz",
    buyerEmail: "marta@example.com",
    recipientName: "Lucía Gómez",
    recipientEmail,
  });
  const [card] = await site.db
    .select({ code: giftCards.code })
    .from(giftCards)
    .where(eq(giftCards.id, bought.giftCard.id));
  if (!card) throw new Error("no card");
  return card.code;
}

/** A card the trainer sells at the desk for cash now; its code. */
async function soldAtDesk(amount: number, recipientEmail: string) {
  // Signed in afresh: her sign-in does not last the weeks this clock jumps.
  admin = await signInAdmin(site);
  const card = await admin.trpc.admin.giftCards.issue.mutate({
    amount,
    buyerName: "Rosa Díaz",
    buyerEmail: "rosa@example.com",
    recipientName: "Elena Díaz",
    recipientEmail,
    language: "en",
    requestKey: crypto.randomUUID(),
  });
  return card.code;
}

// Package 1: one gym session, $80; 2: one home session, $150; 4: Beginner, 4 sessions, $125; 5: Intermediate, 8
// sessions, $200.
const book = (email: string, packageId: number, discountCode?: string) =>
  site.trpc.bookings.create.mutate({
    packageId,
    clientName: "Lucía Gómez",
    clientEmail: email,
    phone: "3055550100",
    address: packageId === 2 ? "100 Ocean Drive, Miami Beach" : null,
    discountCode,
  });

/** The booking's rest paid by card (mock: at once), or a free one completed. */
async function pay(booking: Awaited<ReturnType<typeof book>>) {
  if (booking.amount === "0.00")
    await site.trpc.bookings.completeFree.mutate({
      id: booking.id,
      token: booking.accessToken,
      payment_status: "paid",
      status: "completed",
    });
  else await site.trpc.bookings.createPaymentIntent.mutate({ bookingId: booking.id, token: booking.accessToken });
}

beforeAll(async () => {
  ({ site, admin } = await startServerWithAdmin({}, { now: () => clock }));
  // Tuesday Oct 20: card A, $100 on the site (sold before the week).
  const cardA = await boughtOnSite(100, "a@example.com");
  // Monday Nov 2, 10 AM: card B, $200 on the site; and a gym session paid by card without one.
  clock = new Date("2026-11-02T15:00:00Z");
  const cardB = await boughtOnSite(200, "b@example.com");
  await pay(await book("plain@example.com", 1));
  // Tuesday: card C, $150 in cash at the desk.
  clock = new Date("2026-11-03T15:00:00Z");
  const cardC = await soldAtDesk(150, "c@example.com");
  // Wednesday: A spent wholly on the $125 Beginner pack, the $25 left paid by card.
  clock = new Date("2026-11-04T15:00:00Z");
  const beginner = await book("anna@example.com", 4, cardA);
  expect(beginner).toMatchObject({ amount: "25.00", discountAmount: "100.00" });
  await pay(beginner);
  // Thursday: $80 of B on a gym session, which is then free; $120 left on B.
  clock = new Date("2026-11-05T15:00:00Z");
  const gym = await book("bea@example.com", 1, cardB);
  expect(gym).toMatchObject({ amount: "0.00", discountAmount: "80.00" });
  await pay(gym);
  // Friday: all of C on a home session never completed: released after 30 minutes, the $150 back on C.
  clock = new Date("2026-11-06T15:00:00Z");
  await book("cleo@example.com", 2, cardC);
  clock = new Date("2026-11-06T15:31:00Z");
  await releaseStaleBookings(site.server.services);
  // Sunday Nov 8, 11:50 PM: $80 of C on a gym session, held at the week's end, released on Monday.
  clock = new Date("2026-11-09T04:50:00Z");
  await book("dora@example.com", 1, cardC);
  clock = new Date("2026-11-09T05:21:00Z");
  await releaseStaleBookings(site.server.services);
  // Tuesday Nov 10: B's last $120 on the $200 Intermediate pack, $80 paid by card.
  clock = new Date("2026-11-10T15:00:00Z");
  const intermediate = await book("bea@example.com", 5, cardB);
  expect(intermediate).toMatchObject({ amount: "80.00", discountAmount: "120.00" });
  await pay(intermediate);
  // Thursday Nov 12: card D, $50 at the desk, unspent.
  clock = new Date("2026-11-12T15:00:00Z");
  await soldAtDesk(50, "d@example.com");
  // Today: Monday Nov 23. A and B are spent, C holds $150 and D $50.
  clock = new Date("2026-11-23T14:00:00Z");
  admin = await signInAdmin(site);
});
afterAll(() => site?.close());

describe("the gift card figures", () => {
  it("count the week's cards sold, the dollars spent and what the cards held at its end, as worked out by hand", async () => {
    const report = await admin.trpc.admin.reports.summary.query(week);
    // B on the site and C at the desk; A was sold in October, D after the week.
    // Spent: A's $100, B's $80, C's $150 (given back on Friday) and C's $80 (held on Sunday night, given back on
    // Monday): $410 taken, $150 given back. Three bookings held card dollars at the week's end.
    // Held at its end: A nothing, B $200 − $80, C $150 − $80 held: $190 on two cards, though B is spent and C whole now.
    expect(report.giftCards).toEqual({
      soldOnSite: 1,
      soldOnSiteAmount: "200.00",
      soldAtDesk: 1,
      soldAtDeskAmount: "150.00",
      sold: 2,
      soldAmount: "350.00",
      redemptions: 3,
      redeemed: "260.00",
      liveCards: 2,
      outstanding: "190.00",
    });
    // What the cards held when the week began ($100 on A), plus what was sold, less what was spent.
    const october = await admin.trpc.admin.reports.summary.query({ from: "2026-10-01", to: "2026-11-01" });
    expect(october.giftCards).toMatchObject({
      sold: 1,
      soldOnSiteAmount: "100.00",
      liveCards: 1,
      outstanding: "100.00",
    });
    expect(100 + 350 - 260).toBe(190);
  });

  it("count a booking paid with a card in the sales for what was charged, never again for the card's dollars", async () => {
    const report = await admin.trpc.admin.reports.summary.query(week);
    // The plain gym session's $80 and the $25 charged on top of A: the Beginner pack cost $125, of which A's $100
    // came in when A was sold in October; the gym session B paid wholly is a sale with nothing to pay.
    expect(report.sales).toMatchObject({
      byPackage: [
        { packageName: "Gym Session", bookings: 2, sessions: 2, paid: "80.00" },
        { packageName: "Beginner", bookings: 1, sessions: 4, paid: "25.00" },
      ],
      byMethod: [
        { method: "card", bookings: 2, paid: "105.00" },
        { method: "free", bookings: 1, paid: "0.00" },
      ],
      bookings: 3,
      paid: "105.00",
    });
    // The money in the week: $105 in sales and $350 in cards sold; none of it counted twice.
    const csv = await admin.get(`/api/admin/reports/giftcards.csv?from=${week.from}&to=${week.to}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toContain("giftcards-2026-11-02-to-2026-11-08.csv");
    expect(csv.text.trim().split("\n")).toEqual([
      "measure,cards,amount",
      "sold on the site by card,1,200.00",
      "sold at the desk for cash,1,150.00",
      "sold,2,350.00",
      "redeemed against bookings,3,260.00",
      "outstanding balance at the end,2,190.00",
      "received: sales paid and gift cards sold,,455.00",
    ]);
  });

  it("value the sessions owed with the card dollars that bought them, so a card spent moves its liability", async () => {
    const report = await admin.trpc.admin.reports.summary.query(week);
    // Open today: the plain gym session ($80), the Beginner pack's 4 ($25 charged + $100 of A), the gym session
    // B paid ($80 of B) and the Intermediate pack's 8 ($80 charged + $120 of B).
    expect(report.owed).toEqual({ sessions: 14, value: "485.00" });
  });

  it("read today's balances for a range that runs on past today", async () => {
    const november = await admin.trpc.admin.reports.summary.query({ from: "2026-11-02", to: "2026-11-30" });
    // B, C and D sold; $410 + $120 taken, $150 + $80 given back; C's $150 and D's $50 left.
    expect(november.giftCards).toEqual({
      soldOnSite: 1,
      soldOnSiteAmount: "200.00",
      soldAtDesk: 2,
      soldAtDeskAmount: "200.00",
      sold: 3,
      soldAmount: "400.00",
      redemptions: 3,
      redeemed: "300.00",
      liveCards: 2,
      outstanding: "200.00",
    });
  });
});
