// The trainer's gift cards for a range of days: the cards sold in it, the dollars bookings took from cards in it, and
// what the cards still held at its end. Each is an aggregate the database sums over rows an index finds by time
// (migration 0037): cards by when they were paid, redemptions by when they were taken or given back, and the live
// cards (paid, money left on them) by a partial index of their own. The cards long spent, years of them, are never
// read, so the report costs what its range, the time since it and today's live cards hold.
//
// Money is counted once, when it is received:
// - a card's sale is money received, on its paid_at, on the site by card (stripe, or mock without Stripe) or at the
//   desk in cash (manual);
// - a booking paid with a card holds, in its amount, only what was charged on top of the card (a card that covers it
//   all leaves it free), so the sales figures never count the card's dollars again: what came in over a range is the
//   sales' paid plus the cards sold;
// - a redemption (a booking taking a card's dollars) is no new money: it moves the dollars from the cards' balance
//   (a liability) to the sessions the booking bought (sessions owed, valued with the card's part: reports.ts).
//
// A booking holds a card's dollars from when it is made: the balance falls then, and a booking released unpaid gives
// them back (returned_at). So a card's balance at an instant is its amount, less the redemptions taken before it and
// not given back by it; and outstanding(end) = outstanding(start) + sold − redeemed over any range.
import { giftCardRedemptions, giftCards } from "@studio/db";
import { fromCents, type Reports, toCents } from "@studio/validators";
import { and, eq, gte, isNull, lt, or, sql } from "drizzle-orm";
import type { Services } from "../context";

/** Two decimals, as every amount is shown and compared. */
const asMoney = (amount: string | null | undefined) => fromCents(toCents(amount ?? "0"));

async function sold(services: Services, start: Date, end: Date) {
  const atDesk = sql`${giftCards.paymentMethod} = 'manual'`;
  const [row] = await services.db
    .select({
      sold: sql`count(*)`.mapWith(Number),
      soldAmount: sql<string>`coalesce(sum(${giftCards.amount}), 0)::text`,
      soldAtDesk: sql`count(*) filter (where ${atDesk})`.mapWith(Number),
      soldAtDeskAmount: sql<string>`coalesce(sum(${giftCards.amount}) filter (where ${atDesk}), 0)::text`,
    })
    .from(giftCards)
    .where(and(gte(giftCards.paidAt, start), lt(giftCards.paidAt, end)));
  const count = row?.sold ?? 0;
  const atDeskCount = row?.soldAtDesk ?? 0;
  const amountCents = toCents(row?.soldAmount ?? "0");
  const atDeskCents = toCents(row?.soldAtDeskAmount ?? "0");
  return {
    soldOnSite: count - atDeskCount,
    soldOnSiteAmount: fromCents(amountCents - atDeskCents),
    soldAtDesk: atDeskCount,
    soldAtDeskAmount: fromCents(atDeskCents),
    sold: count,
    soldAmount: fromCents(amountCents),
  };
}

/** The dollars taken in the range less those given back in it; and the bookings that took some and kept them. */
async function redeemed(services: Services, start: Date, end: Date) {
  const r = giftCardRedemptions;
  const takenIn = and(gte(r.createdAt, start), lt(r.createdAt, end));
  const returnedIn = and(gte(r.returnedAt, start), lt(r.returnedAt, end));
  const [row] = await services.db
    .select({
      redemptions:
        sql`count(*) filter (where ${takenIn} and (${r.returnedAt} is null or ${r.returnedAt} >= ${end.toISOString()}::timestamptz))`.mapWith(
          Number,
        ),
      redeemed: sql<string>`(coalesce(sum(${r.amount}) filter (where ${takenIn}), 0)
        - coalesce(sum(${r.amount}) filter (where ${returnedIn}), 0))::text`,
    })
    .from(r)
    // Each side found by its own index: taken in the range, or given back in it.
    .where(or(takenIn, returnedIn));
  return { redemptions: row?.redemptions ?? 0, redeemed: asMoney(row?.redeemed) };
}

/**
 * What the cards paid for before `end` held at `end`, read back from today's balances: the live cards' balances now
 * (summed straight off the partial index), corrected by the cards whose balance moved since `end` (a few): plus what
 * was taken from one since and is still held (not in its balance then), less what was held at `end` and has been
 * given back since (in its balance now, not then). A corrected card counts as live at `end` by its balance then,
 * in place of whether it is live now.
 */
async function outstanding(services: Services, end: Date) {
  const r = giftCardRedemptions;
  const paidBefore = lt(giftCards.paidAt, end);
  // Written out, not sent as parameters: the partial index of live cards answers only its own words.
  const liveNow = sql`${giftCards.status} = 'active' and ${giftCards.balance} > 0`;
  const card = sql<number>`${r.giftCardId}`.as("card");
  const moves = services.db
    .select({ card, amount: sql<string>`${r.amount}`.as("amount") })
    .from(r)
    .where(and(gte(r.createdAt, end), isNull(r.returnedAt)))
    .unionAll(
      services.db
        .select({ card, amount: sql<string>`-${r.amount}`.as("amount") })
        .from(r)
        .where(and(lt(r.createdAt, end), gte(r.returnedAt, end))),
    )
    .as("moves");
  const moved = services.db
    .select({ card: moves.card, change: sql<string>`sum(${moves.amount})`.as("change") })
    .from(moves)
    .groupBy(moves.card)
    .as("moved");
  const [[now], [corrections]] = await Promise.all([
    services.db
      .select({ cards: sql`count(*)`.mapWith(Number), held: sql<string>`coalesce(sum(${giftCards.balance}), 0)::text` })
      .from(giftCards)
      .where(and(liveNow, paidBefore)),
    services.db
      .select({
        cards: sql`count(*) filter (where ${giftCards.balance} + ${moved.change} > 0)
          - count(*) filter (where ${liveNow})`.mapWith(Number),
        held: sql<string>`coalesce(sum(${moved.change}), 0)::text`,
      })
      .from(moved)
      .innerJoin(giftCards, eq(giftCards.id, moved.card))
      .where(paidBefore),
  ]);
  return {
    liveCards: (now?.cards ?? 0) + (corrections?.cards ?? 0),
    outstanding: fromCents(toCents(now?.held ?? "0") + toCents(corrections?.held ?? "0")),
  };
}

export async function giftCardFigures(services: Services, start: Date, end: Date): Promise<Reports["giftCards"]> {
  const [sales, spent, owed] = await Promise.all([
    sold(services, start, end),
    redeemed(services, start, end),
    outstanding(services, end),
  ]);
  return { ...sales, ...spent, ...owed };
}
