// The refunds that need the trainer, a page at a time: a refund that failed and was not asked again (while the
// booking still has money to give back), and a card refund still pending a few minutes after it was asked. Both
// are ranges of the index on refund status and creation time, so the list costs what it shows, whatever the
// history; a retry's row is found by its idempotency key (unique, so indexed).
import { bookings, refunds } from "@studio/db";
import type { RefundAttentionInput, RefundAttentionReason } from "@studio/validators";
import { and, asc, count, eq, lt, or, type SQL, sql } from "drizzle-orm";
import type { Services } from "../context";
import { offsetOf, pageOf } from "../lib/paging";
import { refundRecord, retryKeyOfRow } from "./refunds";

/** How long a card refund may wait for Stripe before it is shown as needing her: its answer takes seconds. */
export const PENDING_TOO_LONG_MS = 5 * 60_000;

/** What is still the client's to get back on the row's booking: paid, less refunds done or on their way. */
const leftOnBooking = sql`${bookings.amount} - (
  select coalesce(sum(given.amount), 0) from ${refunds} as given
  where given.booking_id = ${bookings.id} and given.status in ('pending', 'succeeded')
)`;

function needingAttention(now: Date): SQL | undefined {
  const cutoff = new Date(now.getTime() - PENDING_TOO_LONG_MS);
  return or(
    and(
      eq(refunds.status, "failed"),
      sql`not exists (select 1 from ${refunds} as retry where retry.idempotency_key = ${retryKeyOfRow(refunds.id)})`,
      sql`${leftOnBooking} > 0`,
    ),
    and(eq(refunds.status, "pending"), lt(refunds.createdAt, cutoff)),
  );
}

const reasonOf = (row: { status: string; providerRefundId: string | null }): RefundAttentionReason =>
  row.status === "failed" ? "failed" : row.providerRefundId ? "processing" : "unanswered";

/** Oldest first: the refund she has owed the longest comes first. */
export async function refundsNeedingAttention(services: Services, query: RefundAttentionInput) {
  const where = needingAttention(services.now());
  const [rows, [counted]] = await Promise.all([
    services.db
      .select({
        refund: refunds,
        clientName: bookings.clientName,
        clientEmail: bookings.clientEmail,
        packageName: bookings.packageName,
      })
      .from(refunds)
      .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
      .where(where)
      .orderBy(asc(refunds.createdAt), asc(refunds.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    services.db
      .select({ total: count() })
      .from(refunds)
      .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
      .where(where),
  ]);
  const items = rows.map(({ refund, ...booking }) => {
    const reason = reasonOf(refund);
    // A failed refund is asked again as a new one; one Stripe never answered is sent again with its own key. One
    // Stripe holds (it has its id) is settled by its webhook alone.
    return { ...refundRecord(refund), ...booking, reason, retriable: reason !== "processing" };
  });
  return pageOf(items, counted?.total ?? 0, query);
}
