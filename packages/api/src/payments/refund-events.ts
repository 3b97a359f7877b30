// Stripe's word on refunds, from its signed webhooks: refund.created, refund.updated and refund.failed carry the
// refund itself; charge.refunded carries the charge, with its refunds only when the endpoint expands them. Applied
// inside the transaction that records the event as processed, so a repeated delivery changes nothing.
import { bookings, refunds, type Transaction } from "@studio/db";
import { fromCents } from "@studio/validators";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { refundStatusOf, type StripeEvent } from "../ports/payments";
import { applyRefundOutcome, recordRefundFromStripe } from "./refunds";

export const REFUND_EVENTS = new Set(["refund.created", "refund.updated", "refund.failed", "charge.refunded"]);

const stripeRefund = z.object({
  id: z.string().min(1),
  object: z.literal("refund"),
  amount: z.number().int().positive(),
  status: z.string().nullish(),
  failure_reason: z.string().nullish(),
  /** When Stripe made it, in seconds since 1970. */
  created: z.number().int().positive().nullish(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});
type StripeRefund = z.infer<typeof stripeRefund>;

const refundsOfEvent = (event: StripeEvent): StripeRefund[] => {
  const object = (event.data as { object?: unknown }).object;
  if (event.type === "charge.refunded") {
    const listed = z.object({ refunds: z.object({ data: z.array(z.unknown()) }) }).safeParse(object);
    return (listed.data?.refunds.data ?? []).flatMap((item) => stripeRefund.safeParse(item).data ?? []);
  }
  const refund = stripeRefund.safeParse(object);
  return refund.success ? [refund.data] : [];
};

/** Each refund the event reports, written to its row; a refund made in Stripe's dashboard gets a row of its own. */
export async function applyRefundEvent(tx: Transaction, event: StripeEvent): Promise<void> {
  for (const refund of refundsOfEvent(event)) await applyStripeRefund(tx, refund);
}

async function applyStripeRefund(tx: Transaction, refund: StripeRefund) {
  const outcome = {
    providerRefundId: refund.id,
    status: refundStatusOf(refund.status),
    failureReason: refund.failure_reason ?? null,
  };
  const [known] = await tx.select().from(refunds).where(eq(refunds.providerRefundId, refund.id)).for("update");
  const ours = known ?? (await rowFromMetadata(tx, refund));
  if (ours) {
    await applyRefundOutcome(tx, ours, outcome, "stripe");
    return;
  }
  const intent = typeof refund.payment_intent === "string" ? refund.payment_intent : refund.payment_intent?.id;
  if (!intent) return;
  const [booking] = await tx.select().from(bookings).where(eq(bookings.paymentIntent, intent));
  if (!booking) return;
  await recordRefundFromStripe(tx, booking, {
    ...outcome,
    amount: fromCents(refund.amount),
    createdAt: refund.created ? new Date(refund.created * 1000) : undefined,
  });
}

/** Our row named in the refund's metadata, before Stripe's id was stored on it (its answer and webhook raced). */
async function rowFromMetadata(tx: Transaction, refund: StripeRefund) {
  const refundId = Number(refund.metadata?.refundId);
  const bookingId = Number(refund.metadata?.bookingId);
  if (!Number.isInteger(refundId) || refundId <= 0) return undefined;
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for("update");
  if (!row || row.bookingId !== bookingId || (row.providerRefundId && row.providerRefundId !== refund.id)) {
    return undefined;
  }
  return row;
}
