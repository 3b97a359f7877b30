// Money going back to a client. A refund is a row first (written in the transaction of the change that asks for
// it, with its idempotency key), then, for a card payment, a request to Stripe with that key; Stripe's answer and
// its webhooks settle the row. Cash and bank payments are given back by the trainer herself and mock payments
// moved no money, so those rows are settled at once.
import { type Booking, bookings, type Executor, type Refund, refunds, type Transaction } from "@studio/db";
import {
  fromCents,
  type PaymentMethod,
  type RefundProvider,
  type RefundRecord,
  type RefundStatus,
  toCents,
} from "@studio/validators";
import { TRPCError } from "@trpc/server";
import { type AnyColumn, and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Services } from "../context";
import { audit } from "../lib/audit";
import { refusal } from "../lib/said";
import type { RefundInfo } from "../ports/payments";

/** Who gives the money back for a booking paid this way; null when nothing was paid that could be. */
export function refundProviderFor(method: PaymentMethod | null): RefundProvider | null {
  if (method === "stripe" || method === "mock" || method === "manual") return method;
  return null;
}

/** The row as the API shows it (its idempotency key stays on the server). */
export function refundRecord(row: Refund): RefundRecord {
  const { idempotencyKey: _key, ...shown } = row;
  return { ...shown, provider: row.provider as RefundProvider };
}

/** Refunded already or on its way (pending): what no further refund may give back again. */
export async function reservedCents(tx: Executor, bookingId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)::text` })
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), inArray(refunds.status, ["pending", "succeeded"])));
  return toCents(row?.total ?? "0");
}

async function succeededCents(tx: Executor, bookingId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)::text` })
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), eq(refunds.status, "succeeded")))
    .limit(1);
  return toCents(row?.total ?? "0");
}

/**
 * A booking whose payment has all gone back reads "refunded"; one that was refunded and lost a refund since (Stripe
 * reported it failed after all) reads "cancelled" again. Anything else keeps its status.
 */
export async function settleBookingPayment(tx: Transaction, bookingId: number): Promise<void> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return;
  const paid = toCents(booking.amount);
  const back = await succeededCents(tx, bookingId);
  if (paid > 0 && back >= paid && (booking.paymentStatus === "paid" || booking.paymentStatus === "cancelled")) {
    await tx.update(bookings).set({ paymentStatus: "refunded" }).where(eq(bookings.id, bookingId));
  } else if (booking.paymentStatus === "refunded" && back < paid) {
    await tx.update(bookings).set({ paymentStatus: "cancelled" }).where(eq(bookings.id, bookingId));
  }
}

export interface NewRefund {
  booking: Booking;
  amountCents: number;
  reason: string;
  idempotencyKey: string;
  actor: string;
  action: "booking.refund" | "booking.refund_retry";
  /** When it is asked for (the services' clock): the money collected counts it then, once it succeeded. */
  at: Date;
}

/**
 * Writes the refund row inside the caller's transaction, with its audit entry, unless a row with its key exists
 * (the same request again): then that row is answered and `created` is false. Cash, bank and mock refunds are
 * settled here and then; a card refund waits, pending, for sendRefund.
 */
export async function recordRefund(tx: Transaction, refund: NewRefund): Promise<{ row: Refund; created: boolean }> {
  const provider = refundProviderFor(refund.booking.paymentMethod);
  if (!provider)
    throw new TRPCError({ code: "CONFLICT", message: "This booking was not paid, so nothing can be refunded." });
  const settledNow = provider !== "stripe";
  const [row] = await tx
    .insert(refunds)
    .values({
      bookingId: refund.booking.id,
      amount: fromCents(refund.amountCents),
      reason: refund.reason,
      status: settledNow ? "succeeded" : "pending",
      provider,
      idempotencyKey: refund.idempotencyKey,
      requestedBy: refund.actor,
      createdAt: refund.at,
    })
    .onConflictDoNothing({ target: refunds.idempotencyKey })
    .returning();
  if (!row) {
    const [existing] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, refund.idempotencyKey));
    if (!existing) throw new Error(`Refund ${refund.idempotencyKey} vanished`);
    return { row: existing, created: false };
  }
  await audit(tx, {
    actor: refund.actor,
    action: refund.action,
    bookingId: refund.booking.id,
    clientEmail: refund.booking.clientEmail,
    after: refundRecord(row),
  });
  if (settledNow) await settleBookingPayment(tx, refund.booking.id);
  return { row, created: true };
}

/**
 * A refund Stripe reports that we never asked for (made in its dashboard): recorded, so the money collected stays
 * true. Keyed by Stripe's id, so every report of it is one row.
 */
export async function recordRefundFromStripe(
  tx: Transaction,
  booking: Booking,
  refund: {
    providerRefundId: string;
    amount: string;
    status: RefundStatus;
    failureReason: string | null;
    /** When Stripe made it, so the money collected counts it in its own week. */
    createdAt?: Date;
  },
): Promise<void> {
  const [row] = await tx
    .insert(refunds)
    .values({
      bookingId: booking.id,
      amount: refund.amount,
      reason: "Refunded in Stripe",
      status: refund.status,
      provider: "stripe",
      providerRefundId: refund.providerRefundId,
      idempotencyKey: `stripe-${refund.providerRefundId}`,
      requestedBy: "stripe",
      failureReason: refund.status === "failed" ? refund.failureReason : null,
      ...(refund.createdAt ? { createdAt: refund.createdAt } : {}),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return;
  await audit(tx, {
    actor: "stripe",
    action: "booking.refund",
    bookingId: booking.id,
    clientEmail: booking.clientEmail,
    after: refundRecord(row),
  });
  await settleBookingPayment(tx, booking.id);
}

/** Stripe's answer (or a webhook's) written to the row, once: a settled row never goes back to pending. */
export async function applyRefundOutcome(
  tx: Transaction,
  row: Refund,
  outcome: { providerRefundId: string | null; status: RefundStatus; failureReason: string | null },
  actor: string,
): Promise<Refund> {
  const status = row.status !== "pending" && outcome.status === "pending" ? row.status : outcome.status;
  const [updated] = await tx
    .update(refunds)
    .set({
      status,
      providerRefundId: outcome.providerRefundId ?? row.providerRefundId,
      failureReason: status === "failed" ? (outcome.failureReason ?? "Refused by the card processor") : null,
    })
    .where(eq(refunds.id, row.id))
    .returning();
  if (!updated) return row;
  if (updated.status !== row.status) {
    const [booking] = await tx
      .select({ clientEmail: bookings.clientEmail })
      .from(bookings)
      .where(eq(bookings.id, row.bookingId));
    await audit(tx, {
      actor,
      action: "refund.settled",
      bookingId: row.bookingId,
      clientEmail: booking?.clientEmail ?? null,
      before: { id: row.id, status: row.status, amount: row.amount },
      after: { id: row.id, status: updated.status, amount: updated.amount, failureReason: updated.failureReason },
    });
    await settleBookingPayment(tx, row.bookingId);
  }
  return updated;
}

/**
 * Asks Stripe for a pending card refund, with the row's idempotency key, and writes the answer. When Stripe gives
 * none (a network failure, a 5xx), the row stays pending: its webhook will settle it, or the trainer retries with
 * the same key, which Stripe answers with the refund it may already have made.
 */
export async function sendRefund(services: Services, row: Refund, actor: string): Promise<Refund> {
  if (row.provider !== "stripe" || row.status !== "pending" || row.providerRefundId) return row;
  const [booking] = await services.db.select().from(bookings).where(eq(bookings.id, row.bookingId));
  let answer: RefundInfo;
  let paymentIntent: string | null;
  try {
    paymentIntent = booking ? await cardPaymentOf(services, booking) : null;
  } catch {
    return row;
  }
  if (!paymentIntent) {
    answer = { id: null, status: "failed", failureReason: "The booking has no card payment on record to refund." };
  } else {
    try {
      answer = await services.payments.refund({
        paymentIntent,
        amountCents: toCents(row.amount),
        idempotencyKey: row.idempotencyKey,
        bookingId: row.bookingId,
        refundId: row.id,
      });
    } catch {
      return row;
    }
  }
  return services.db.transaction(async (tx) => {
    const [current] = await tx.select().from(refunds).where(eq(refunds.id, row.id)).for("update");
    if (!current) return row;
    return applyRefundOutcome(
      tx,
      current,
      { providerRefundId: answer.id, status: answer.status, failureReason: answer.failureReason },
      actor,
    );
  });
}

/**
 * The card payment a booking was paid by: its own intent, or, for a membership's month, the one that paid its
 * invoice, looked up once and kept on the booking (so Stripe's refund events find it too).
 */
async function cardPaymentOf(services: Services, booking: Booking): Promise<string | null> {
  if (booking.paymentIntent || !booking.invoiceId) return booking.paymentIntent;
  const found = await services.payments.paymentIntentOfInvoice(booking.invoiceId);
  if (found) {
    await services.db
      .update(bookings)
      .set({ paymentIntent: found })
      .where(and(eq(bookings.id, booking.id), isNull(bookings.paymentIntent)));
  }
  return found;
}

/** A failed refund's retry is keyed by the refund it retries, so a double tap makes one. */
const retryKeyOf = (refundId: number) => `refund-${refundId}-retry`;
/** The same key, written by the database for each refund a query reads. */
export const retryKeyOfRow = (refundId: AnyColumn) => sql<string>`'refund-' || ${refundId} || '-retry'`;

/** How long a card refund may wait for Stripe's answer before a retry may ask again (with the same key). */
const UNANSWERED_SECONDS = 60;

/**
 * The trainer retries a refund. A failed one is asked again as a new refund of the same amount (capped by what is
 * left), keyed by the one it retries, so a double tap makes one. A card refund Stripe never answered is sent
 * again under its own key, once it has waited a minute, by whichever request claims it first.
 */
export async function retryRefund(services: Services, actor: string, refundId: number) {
  const { row, send } = await services.db.transaction(async (tx) => {
    const [failed] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for("update");
    if (!failed) throw new TRPCError({ code: "NOT_FOUND", message: "Refund not found" });
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, failed.bookingId)).for("update");
    if (!booking) throw refusal("NOT_FOUND", "server.bookings.notFound");
    if (failed.status === "pending") {
      if (failed.providerRefundId) return { row: failed, send: false };
      const [claimed] = await tx
        .update(refunds)
        .set({ updatedAt: sql`now()` })
        .where(
          and(
            eq(refunds.id, failed.id),
            isNull(refunds.providerRefundId),
            // The database's clock on both sides: the row's time was written by it.
            lt(refunds.updatedAt, sql`now() - make_interval(secs => ${UNANSWERED_SECONDS})`),
          ),
        )
        .returning();
      return { row: claimed ?? failed, send: Boolean(claimed) };
    }
    if (failed.status === "succeeded") {
      throw new TRPCError({ code: "CONFLICT", message: `Refund #${failed.id} has already succeeded.` });
    }
    const left = toCents(booking.amount) - (await reservedCents(tx, booking.id));
    const key = retryKeyOf(failed.id);
    const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, key));
    if (earlier) return { row: earlier, send: false };
    const amountCents = Math.min(toCents(failed.amount), left);
    if (amountCents <= 0) {
      throw new TRPCError({ code: "CONFLICT", message: `Nothing is left to refund on booking #${booking.id}.` });
    }
    const { row, created } = await recordRefund(tx, {
      booking,
      amountCents,
      reason: failed.reason,
      idempotencyKey: key,
      actor,
      action: "booking.refund_retry",
      at: services.now(),
    });
    return { row, send: created };
  });
  return refundRecord(send ? await sendRefund(services, row, actor) : row);
}

/** One booking's payment and refunds, oldest refund first. */
export async function bookingMoney(services: Services, bookingId: number) {
  const [booking] = await services.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw refusal("NOT_FOUND", "server.bookings.notFound");
  const rows = await services.db
    .select()
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId))
    .orderBy(asc(refunds.id));
  const refunded = rows.filter((row) => row.status === "succeeded").reduce((sum, row) => sum + toCents(row.amount), 0);
  return {
    bookingId,
    amount: booking.amount,
    paymentStatus: booking.paymentStatus,
    paymentMethod: booking.paymentMethod,
    paymentRecordedBy: booking.paymentRecordedBy,
    refunded: fromCents(refunded),
    refunds: rows.map(refundRecord),
  };
}
