// The trainer cancels a paid booking (SPEC section 4, Cancel Booking): its unused sessions are cancelled and their
// places freed, and the refund she chose is asked for, all in one transaction; a card refund then goes to Stripe.
import { type Booking, bookings, type PackageSession, packageSessions, refunds, type Transaction } from "@studio/db";
import { bookingCancelled, calendarInvite } from "@studio/email";
import { formatMoney } from "@studio/i18n";
import { fromCents, type RefundChoice, type RefundProvider, toCents } from "@studio/validators";
import { sessionPlace } from "@studio/validators/studio";
import { miamiInstant, miamiLabel } from "@studio/validators/studio-time";
import { TRPCError } from "@trpc/server";
import { and, asc, eq, inArray } from "drizzle-orm";
import { STUDIO_ORGANIZER, sessionEvent } from "../calendar/session-event";
import { packageNameFor } from "../catalogue/package-name";
import type { Services } from "../context";
import { audit } from "../lib/audit";
import { fieldError } from "../lib/errors";
import { queueEmail, sendQueuedEmail } from "../lib/outbox";
import { refusal } from "../lib/said";
import { refundCents } from "../payments/refund-amounts";
import { recordRefund, refundProviderFor, refundRecord, reservedCents, sendRefund } from "../payments/refunds";
import { actAs } from "../sessions/ledger";
import { lockClientHours } from "../sessions/scheduling";
import { lockSlots, recountPlaces } from "../sessions/slot-places";
import { hourKey, placeFreed } from "../sessions/slot-turns";
import { requestWaitlistFill } from "../sessions/waitlist-entries";
import { type SessionUse, sessionUse } from "./session-use";

export interface CancelRequest {
  id: number;
  refund: RefundChoice;
  /** The amount the dialog showed; when the server's differs now, nothing is done. */
  expectedRefund?: string;
}

/** A booking is cancelled once, so its cancel's refund has one key: a repeated cancel can never refund twice. */
const cancelRefundKey = (bookingId: number) => `booking-${bookingId}-cancel-refund`;

const sessionsOf = (tx: Transaction | Services["db"], bookingId: number) =>
  tx.select().from(packageSessions).where(eq(packageSessions.bookingId, bookingId)).orderBy(asc(packageSessions.id));

/** The refund each choice gives, from the booking and its sessions as they stand. */
export function amountsFor(
  booking: Pick<Booking, "paymentMethod" | "amount">,
  use: Pick<SessionUse, "total" | "toCancel">,
  refundedCents: number,
) {
  const basis = {
    paidCents: refundProviderFor(booking.paymentMethod) ? toCents(booking.amount) : 0,
    refundedCents,
    totalSessions: use.total,
    unusedSessions: use.toCancel.length,
  };
  return {
    full: refundCents("full", basis),
    unused: refundCents("unused", basis),
    none: 0,
  };
}

/** What cancelling would do, said by the dialog before she confirms: the sessions it cancels and each refund. */
export async function cancelPreview(services: Services, id: number) {
  const [booking] = await services.db.select().from(bookings).where(eq(bookings.id, id));
  if (!booking) throw refusal("NOT_FOUND", "server.bookings.notFound");
  const [sessions, refunded] = await Promise.all([sessionsOf(services.db, id), reservedCents(services.db, id)]);
  const use = sessionUse(sessions, services.now());
  const amounts = amountsFor(booking, use, refunded);
  return {
    bookingId: id,
    clientName: booking.clientName,
    packageName: booking.packageName,
    paymentStatus: booking.paymentStatus,
    paymentMethod: booking.paymentMethod,
    amountPaid: booking.amount,
    refunded: fromCents(refunded),
    provider: refundProviderFor(booking.paymentMethod),
    sessions: sessionCounts(use),
    amounts: { full: fromCents(amounts.full), unused: fromCents(amounts.unused), none: "0.00" },
  };
}

const refundReason = (id: number, choice: RefundChoice, use: SessionUse) =>
  choice === "full"
    ? `Booking #${id} cancelled: full refund`
    : `Booking #${id} cancelled: ${use.toCancel.length} of ${use.total} sessions unused`;

/** The statuses an audit entry keeps of a booking: what a cancel or a payment changes. */
export const paymentFields = (booking: Booking) => ({
  status: booking.status,
  paymentStatus: booking.paymentStatus,
  paymentMethod: booking.paymentMethod,
  paymentRecordedBy: booking.paymentRecordedBy,
  amount: booking.amount,
});

/**
 * Cancels a paid booking once. The booking is locked, then the client's scheduling (so her sessions stay as they
 * are counted), then the hours her sessions hold; the unused sessions are cancelled, each hour recounted, and the
 * refund row written with its audit entries, in one transaction. The same request again finds the booking
 * cancelled and answers what the first did, without a second refund or a second call to Stripe.
 */
export async function cancelBooking(services: Services, actor: string, request: CancelRequest) {
  const { id } = request;
  const done = await services.db.transaction(async (tx) => {
    await actAs(tx, { admin: actor });
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
    if (!booking) throw refusal("NOT_FOUND", "server.bookings.notFound");
    // Cancelled by her before (a paid booking keeps how it was paid): this is the same request again.
    if (booking.status === "cancelled" && booking.paymentMethod) {
      return {
        booking,
        sessionsCancelled: 0,
        refund: null,
        freed: [],
        alreadyCancelled: true,
        email: 0,
      };
    }
    if (booking.paymentStatus !== "paid") {
      throw new TRPCError({
        code: "CONFLICT",
        message: `Booking #${id} is not paid; only paid bookings can be cancelled here.`,
      });
    }
    await lockClientHours(tx, booking.clientEmail);
    const slots = await lockSlots(
      tx,
      (await sessionsOf(tx, id)).map((session) => session.timeSlotId),
    );
    // Read again under the locks: this is the count the refund is computed from and the update applies to.
    const use = sessionUse(await sessionsOf(tx, id), services.now());
    const amounts = amountsFor(booking, use, await reservedCents(tx, id));
    const amountCents = amounts[request.refund];
    if (request.refund !== "none" && amountCents === 0) {
      throw fieldError(
        "refund",
        request.refund === "unused"
          ? "No unused sessions are left to refund on this booking."
          : "Nothing is left to refund on this booking.",
      );
    }
    if (request.expectedRefund !== undefined && toCents(request.expectedRefund) !== amountCents) {
      throw new TRPCError({
        code: "CONFLICT",
        message: `Booking #${id} changed since you opened it: this refund is now ${formatMoney(fromCents(amountCents))}. Please look again.`,
      });
    }

    const cancelIds = use.toCancel.map((session) => session.id);
    const cancelled = cancelIds.length
      ? await tx
          .update(packageSessions)
          .set({ status: "cancelled" })
          .where(
            and(
              inArray(packageSessions.id, cancelIds),
              inArray(packageSessions.status, ["pending", "scheduled", "postponed"]),
            ),
          )
          .returning()
      : [];
    await recountPlaces(tx, slots);
    const [after] = await tx
      .update(bookings)
      .set({ status: "cancelled", paymentStatus: "cancelled" })
      .where(eq(bookings.id, id))
      .returning();
    await audit(tx, {
      actor,
      action: "booking.cancel",
      bookingId: id,
      clientEmail: booking.clientEmail,
      before: { ...paymentFields(booking), sessions: sessionCounts(use) },
      after: {
        ...paymentFields(after ?? booking),
        sessionsCancelled: cancelled.map((session) => session.id),
        refund: request.refund,
      },
    });
    const refund =
      amountCents > 0
        ? (
            await recordRefund(tx, {
              booking: after ?? booking,
              amountCents,
              reason: refundReason(id, request.refund, use),
              idempotencyKey: cancelRefundKey(id),
              actor,
              action: "booking.refund",
              at: services.now(),
            })
          ).row
        : null;
    const freed = slots.filter((slot) => cancelled.some((session) => session.timeSlotId === slot.id));
    // Her e-mail is written with the cancel, so it exists exactly when the cancel does: a repeated cancel finds the
    // booking cancelled above and writes none.
    const cancelledIds = new Set(cancelled.map((session) => session.id));
    const email = await queueEmail(
      tx,
      cancelEmail(services, booking, await packageNameFor(services, booking), {
        cancelled: use.toCancel.filter((session) => cancelledIds.has(session.id)),
        kept: use.completed + use.forfeited + use.past,
        refund: refund && { amount: refund.amount, provider: refund.provider as RefundProvider },
      }),
    );
    return {
      booking: after ?? booking,
      sessionsCancelled: cancelled.length,
      refund,
      freed,
      alreadyCancelled: false,
      email,
    };
  });

  for (const slot of done.freed) {
    placeFreed(services.db, hourKey(slot.date, slot.time, slot.sessionType));
    void requestWaitlistFill(services, slot);
  }
  if (!done.alreadyCancelled) await sendQueuedEmail(services, done.email);
  const refund = done.alreadyCancelled
    ? await refundOfCancel(services, id)
    : done.refund && (await sendRefund(services, done.refund, actor));
  const [booking] = await services.db.select().from(bookings).where(eq(bookings.id, id));
  return {
    booking: booking ?? done.booking,
    sessionsCancelled: done.sessionsCancelled,
    refund: refund ? refundRecord(refund) : null,
    alreadyCancelled: done.alreadyCancelled,
  };
}

const sessionCounts = ({ toCancel: _cancel, ...counts }: SessionUse) => counts;

/**
 * The client's e-mail for a cancel: the sessions it cancelled (each booked hour named) and the refund, with the
 * package named in her language (`packageNameFor`).
 */
function cancelEmail(
  services: Services,
  booking: Booking,
  packageName: string,
  done: {
    cancelled: PackageSession[];
    kept: number;
    refund: { amount: string; provider: RefundProvider } | null;
  },
) {
  const booked = done.cancelled.filter((session) => session.status === "scheduled" && startOf(session));
  const now = services.now();
  return {
    to: booking.clientEmail,
    template: "booking-cancelled",
    // Each session still ahead leaves her calendar with this one e-mail: a CANCEL of its event, one more SEQUENCE.
    attachments: booked
      .filter((session) => (startOf(session)?.getTime() ?? 0) > now.getTime())
      .map((session) => ({
        filename: `session-${session.sessionNumber}.ics`,
        contentType: "text/calendar; charset=utf-8; method=CANCEL",
        content: calendarInvite({
          method: "CANCEL",
          event: sessionEvent(services.publicUrl, {
            id: session.id,
            sessionNumber: session.sessionNumber,
            calendarSequence: session.calendarSequence + 1,
            startsAt: startOf(session) ?? now,
            packageName,
            place: sessionPlace(booking.location === "home", booking.address, booking.language),
            language: booking.language,
          }),
          organizer: STUDIO_ORGANIZER,
          attendee: { name: booking.clientName, email: booking.clientEmail },
          now,
        }),
      })),
    email: bookingCancelled({
      bookingId: booking.id,
      clientName: booking.clientName,
      packageName,
      scheduled: booked.map((session) => ({
        sessionNumber: session.sessionNumber,
        when: miamiLabel(startOf(session) ?? services.now(), booking.language),
      })),
      unscheduled: done.cancelled.length - booked.length,
      kept: done.kept,
      refund: done.refund && { amount: done.refund.amount, way: done.refund.provider },
      publicUrl: services.publicUrl,
      language: booking.language,
    }),
  };
}

/** When a session starts: its instant, or its Miami date and hour for a row written before instants were kept. */
const startOf = (session: PackageSession): Date | null =>
  session.startsAt ?? (session.date && session.time ? miamiInstant(session.date, session.time) : null);

/** The refund a booking's cancel asked for, as it stands now, if it asked for one. */
async function refundOfCancel(services: Services, id: number) {
  const [row] = await services.db
    .select()
    .from(refunds)
    .where(eq(refunds.idempotencyKey, cancelRefundKey(id)));
  return row ?? null;
}
