// The trainer's gift cards (admin.giftCards), on the back office's Codes page: every card newest first, found by
// part of its code or of an e-mail, and each card's bookings a page at a time. Each page is cut by the database.
import { bookings, giftCardRedemptions, giftCards } from "@studio/db";
import { count, desc, eq, sql } from "drizzle-orm";
import type { Services } from "../context";
import { holding, offsetOf, type PageRequest, pageOf } from "../lib/paging";

/** A page of cards, newest first; `search` holds part of a code or of the buyer's or recipient's e-mail. */
export async function listGiftCards(services: Services, query: PageRequest & { search?: string }) {
  const where = query.search
    ? holding(query.search, giftCards.code, giftCards.buyerEmail, giftCards.recipientEmail)
    : undefined;
  const [items, [counted]] = await Promise.all([
    services.db
      .select({
        id: giftCards.id,
        code: giftCards.code,
        amount: giftCards.amount,
        balance: giftCards.balance,
        buyerName: giftCards.buyerName,
        buyerEmail: giftCards.buyerEmail,
        recipientName: giftCards.recipientName,
        recipientEmail: giftCards.recipientEmail,
        message: giftCards.message,
        language: giftCards.language,
        status: giftCards.status,
        paymentMethod: giftCards.paymentMethod,
        paidAt: giftCards.paidAt,
        sentAt: giftCards.sentAt,
        createdAt: giftCards.createdAt,
        // One count per card shown, by the redemptions' index (the card's id named in full: drizzle writes a
        // single table's columns bare, which the subquery would read as its own).
        redemptionCount:
          sql<number>`(select count(*) from ${giftCardRedemptions} where ${giftCardRedemptions.giftCardId} = ${giftCards}.${sql.identifier("id")})`.mapWith(
            Number,
          ),
      })
      .from(giftCards)
      .where(where)
      .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    services.db.select({ total: count() }).from(giftCards).where(where),
  ]);
  return pageOf(items, counted?.total ?? 0, query);
}

/** A page of the bookings that took something from one card, newest first. */
export async function giftCardRedemptionsOf(services: Services, query: PageRequest & { id: number }) {
  const ofCard = eq(giftCardRedemptions.giftCardId, query.id);
  const [items, [counted]] = await Promise.all([
    services.db
      .select({
        id: giftCardRedemptions.id,
        bookingId: giftCardRedemptions.bookingId,
        clientName: bookings.clientName,
        packageName: bookings.packageName,
        paymentStatus: bookings.paymentStatus,
        amount: giftCardRedemptions.amount,
        createdAt: giftCardRedemptions.createdAt,
        returnedAt: giftCardRedemptions.returnedAt,
      })
      .from(giftCardRedemptions)
      .leftJoin(bookings, eq(bookings.id, giftCardRedemptions.bookingId))
      .where(ofCard)
      .orderBy(desc(giftCardRedemptions.createdAt), desc(giftCardRedemptions.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    services.db.select({ total: count() }).from(giftCardRedemptions).where(ofCard),
  ]);
  return pageOf(items, counted?.total ?? 0, query);
}
