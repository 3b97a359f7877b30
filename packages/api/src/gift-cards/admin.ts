// The trainer's gift cards (admin.giftCards), on the back office's Codes page: every card newest first, found by
// part of its code or of an e-mail, and each card's bookings a page at a time. Each page is cut by the database.
// She can send a card's e-mail again, to a corrected address when the buyer mistyped it.
import { bookings, giftCardRedemptions, giftCards } from "@studio/db";
import { TRPCError } from "@trpc/server";
import { and, count, desc, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Context, Services } from "../context";
import { audit } from "../lib/audit";
import { queueEmail, sendQueuedEmail } from "../lib/outbox";
import { holding, offsetOf, type PageRequest, pageOf } from "../lib/paging";
import { recipientEmail } from "./activation";

/** What the trainer's list shows of a card. */
const CARD_COLUMNS = {
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
};

/**
 * One card's count of bookings that spent from it, by the redemptions' index (the card's id named in full: drizzle
 * writes a single table's columns bare, which the subquery would read as its own).
 */
const redemptionCount =
  sql<number>`(select count(*) from ${giftCardRedemptions} where ${giftCardRedemptions.giftCardId} = ${giftCards}.${sql.identifier("id")})`.mapWith(
    Number,
  );

/** A page of cards, newest first; `search` holds part of a code or of the buyer's or recipient's e-mail. */
export async function listGiftCards(services: Services, query: PageRequest & { search?: string }) {
  const where = query.search
    ? holding(query.search, giftCards.code, giftCards.buyerEmail, giftCards.recipientEmail)
    : undefined;
  const [items, [counted]] = await Promise.all([
    services.db
      .select({ ...CARD_COLUMNS, redemptionCount })
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

/**
 * A card is sent again to the same address at most once a minute: a double tap, or the trainer on two devices, is
 * one e-mail. A corrected address is always sent to.
 */
const RESEND_GAP_MS = 60 * 1000;

/**
 * Sends an active card's e-mail again, to `recipientEmail` (the one it has, or a corrected one): the address, the
 * time it was sent and the audit entry change in one conditional update's transaction with the queued e-mail.
 */
export async function resendGiftCard(ctx: Context, trainer: string, input: { id: number; recipientEmail: string }) {
  const now = ctx.now();
  const sent = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ recipientEmail: giftCards.recipientEmail })
      .from(giftCards)
      .where(eq(giftCards.id, input.id))
      .for("update");
    if (!before) throw new TRPCError({ code: "NOT_FOUND", message: "No such gift card" });
    const [card] = await tx
      .update(giftCards)
      .set({ recipientEmail: input.recipientEmail, sentAt: now })
      .where(
        and(
          eq(giftCards.id, input.id),
          eq(giftCards.status, "active"),
          or(
            ne(giftCards.recipientEmail, input.recipientEmail),
            isNull(giftCards.sentAt),
            lt(giftCards.sentAt, new Date(now.getTime() - RESEND_GAP_MS)),
          ),
        ),
      )
      .returning();
    if (!card) return null;
    await audit(tx, {
      actor: trainer,
      action: "gift_card.resend",
      clientEmail: card.buyerEmail,
      before: { giftCardId: card.id, recipientEmail: before.recipientEmail },
      after: { giftCardId: card.id, recipientEmail: card.recipientEmail },
    });
    return queueEmail(tx, recipientEmail(ctx.publicUrl, card));
  });
  if (sent !== null) await sendQueuedEmail(ctx, sent);
  const [card] = await ctx.db
    .select({ ...CARD_COLUMNS, redemptionCount })
    .from(giftCards)
    .where(eq(giftCards.id, input.id));
  if (!card) throw new TRPCError({ code: "NOT_FOUND", message: "No such gift card" });
  if (sent === null && card.status !== "active")
    throw new TRPCError({ code: "CONFLICT", message: "Only a paid gift card can be sent again." });
  return card;
}
