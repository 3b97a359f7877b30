// The booking a membership's paid month goes into: the one place a paid invoice finds its booking. The first month
// is the booking she signed up with; each later one is a booking of its own, priced by the invoice, so its
// sessions, ledger, expiry and money are a pack's. One booking per invoice (bookings.invoice_id), so a webhook
// delivered twice, or the browser's word and the webhook both, find it once. payments/ then makes it paid. A month of
// an unlimited membership brings one session for each day of its period, lapsing when the period ends.
import { type Booking, bookings, type Executor, type Membership, memberships, packages } from "@studio/db";
import { fromCents } from "@studio/validators";
import { UNLIMITED_MONTH_MAX_DAYS } from "@studio/validators/kinds";
import { addDays, daysBetween, miamiInstant, studioDate } from "@studio/validators/studio-time";
import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { InvoiceInfo } from "../ports/subscriptions";

/** A paid month's booking, and when its sessions lapse when the month decides it (an unlimited month's end). */
export interface MonthBooking {
  id: number;
  lapsesAt: Date | null;
}

/**
 * An unlimited month: one session for each Miami day of its period, from the day it starts to the day before it
 * ends (the day it ends on is the next period's first), so she may train every day once; at least one and at most
 * UNLIMITED_MONTH_MAX_DAYS. Its sessions lapse as its last day ends.
 */
export function unlimitedMonth(period: Pick<InvoiceInfo, "periodStart" | "periodEnd">) {
  const first = studioDate(period.periodStart);
  const days = Math.min(UNLIMITED_MONTH_MAX_DAYS, Math.max(1, daysBetween(first, studioDate(period.periodEnd))));
  return { sessions: days, lapsesAt: miamiInstant(addDays(first, days), "00:00") };
}

/**
 * Inside `tx`, under the membership's row lock: the booking the month `invoice` pays, to be made paid by the caller;
 * null when that month has its booking already (it was paid). The membership is active again and renews after it;
 * `asOf` (when the processor said so: its event's creation) counts as its latest word on the membership, so an older
 * subscription event delivered late changes nothing.
 */
export async function bookingOfMonth(
  tx: Executor,
  membershipId: number,
  invoice: InvoiceInfo,
  at: Date,
  asOf: Date = at,
): Promise<MonthBooking | null> {
  const [membership] = await tx.select().from(memberships).where(eq(memberships.id, membershipId)).for("update");
  if (!membership) return null;
  const [pkg] = await tx
    .select({ unlimited: packages.unlimited })
    .from(packages)
    .where(eq(packages.id, membership.packageId));
  const unlimited = pkg?.unlimited ? unlimitedMonth(invoice) : null;
  const bookingId = await claimBooking(tx, membership, invoice, at, unlimited?.sessions ?? null);
  await tx
    .update(memberships)
    .set({
      // A month paid ends any trouble with the card; a pause or an end she asked for stands.
      status: sql`case when ${memberships.status} in ('incomplete', 'past_due') then 'active' else ${memberships.status} end`,
      paymentFailedAt: null,
      syncedAt: sql`greatest(${memberships.syncedAt}, ${asOf.toISOString()}::timestamptz)`,
      currentPeriodEnd: sql`greatest(${memberships.currentPeriodEnd}, ${invoice.periodEnd.toISOString()}::timestamptz)`,
    })
    .where(eq(memberships.id, membershipId));
  return bookingId === null ? null : { id: bookingId, lapsesAt: unlimited?.lapsesAt ?? null };
}

/**
 * The sign-up's booking for the first invoice, else a new one; null when the invoice has its booking. `sessions`
 * is the month's own count (an unlimited month's days), null for the package's.
 */
async function claimBooking(
  tx: Executor,
  membership: Membership,
  invoice: InvoiceInfo,
  at: Date,
  sessions: number | null,
) {
  const [claimed] = await tx
    .update(bookings)
    .set({ invoiceId: invoice.id, ...(sessions === null ? {} : { sessionCount: sessions }) })
    .where(
      and(eq(bookings.id, membership.firstBookingId), isNull(bookings.invoiceId), ne(bookings.paymentStatus, "paid")),
    )
    .returning({ id: bookings.id });
  if (claimed) return claimed.id;
  const [month] = await tx
    .insert(bookings)
    .values(renewalOf(await placeOfMonths(tx, membership), membership, invoice, at, sessions))
    .onConflictDoNothing({ target: bookings.invoiceId })
    .returning({ id: bookings.id });
  return month?.id ?? null;
}

/**
 * Where her months are trained and how she is reached: as her latest month says (the trainer may have deleted the
 * sign-up's booking), or, with none left, the package's place with the membership's own name.
 */
async function placeOfMonths(tx: Executor, membership: Membership): Promise<Template> {
  const [latest] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.membershipId, membership.id))
    .orderBy(desc(bookings.id))
    .limit(1);
  if (latest) return latest;
  const [pkg] = await tx
    .select({ name: packages.name, type: packages.type })
    .from(packages)
    .where(eq(packages.id, membership.packageId));
  return {
    userId: null,
    packageName: pkg?.name ?? "Membership",
    time: "to-be-scheduled",
    location: pkg?.type ?? "gym",
    address: null,
    clientName: membership.clientName,
    clientEmail: membership.clientEmail,
    clientPhone: null,
  };
}

type Template = Pick<
  Booking,
  "userId" | "packageName" | "time" | "location" | "address" | "clientName" | "clientEmail" | "clientPhone"
>;

/** A later month: her client details and place, at what the invoice charged, with `sessions` of its own or the package's. */
export function renewalOf(
  from: Template,
  membership: Membership,
  invoice: InvoiceInfo,
  at: Date,
  sessions: number | null = null,
) {
  const amount = fromCents(invoice.amountPaidCents);
  return {
    userId: from.userId,
    packageId: membership.packageId,
    packageName: from.packageName,
    date: studioDate(invoice.periodStart),
    time: from.time,
    location: from.location,
    address: from.address,
    clientName: from.clientName,
    clientEmail: from.clientEmail,
    clientPhone: from.clientPhone,
    language: membership.language,
    amount,
    originalAmount: amount,
    sessionCount: sessions,
    membershipId: membership.id,
    invoiceId: invoice.id,
    createdAt: at,
  };
}
