// The one way a booking becomes paid: exactly once, with its sessions (or an online program's training plan)
// created and the confirmation e-mailed.
import { type Booking, bookings, type Executor, type PaymentMethod, packageSessions, packages } from "@studio/db";
import { bookingConfirmation, newBooking } from "@studio/email";
import { type ManualPaymentKind, type PackageType, packageCategory } from "@studio/validators";
import { lastDayBefore } from "@studio/validators/studio-time";
import { and, eq, ne, sql } from "drizzle-orm";
import { packageNameFor } from "../catalogue/package-name";
import type { Services } from "../context";
import { sendEmail } from "../lib/outbox";
import { planForPurchase } from "../training/program-plans";

export interface PaidBy {
  method: PaymentMethod;
  paymentIntent?: string;
  /** "completed" for the free path (SPEC), "confirmed" for a payment. */
  status: "confirmed" | "completed";
  /** The trainer who recorded a cash or bank payment, and which of the two it was. */
  recordedBy?: string;
  manualMethod?: ManualPaymentKind;
  /**
   * When the money arrived, as the server learned it: kept in `paid_at`, by which the money collected is dated.
   * Written with the change to paid, so a repeated webhook or a second tap, which changes nothing, never moves it.
   */
  at: Date;
  /** When its sessions lapse, where the payment decides it (an unlimited membership's month ends with its period). */
  lapsesAt?: Date;
}

export interface PaidBooking {
  booking: Booking;
  packageType: PackageType;
  sessionCount: number;
  /** A month of an unlimited membership: one session a day until its sessions lapse. */
  unlimited: boolean;
}

/**
 * When a pack paid at `paidAt` lapses: after the same Miami day its package's `valid_months` later (the first
 * instant of the next day), or never (null) when the package names none. Written out in SQL, as drizzle names an
 * updated table's columns unqualified.
 */
const expiryAfterPayment = (paidAt: Date) =>
  sql`((((${paidAt.toISOString()}::timestamptz at time zone 'America/New_York')::date
    + make_interval(months => (select p.valid_months from packages p where p.id = bookings.package_id)))::date + 1)::timestamp
    at time zone 'America/New_York')`;

/** Marks the booking paid inside `tx`, unless it already is. Returns what the confirmation needs, or null. */
export async function applyPaid(tx: Executor, bookingId: number, how: PaidBy): Promise<PaidBooking | null> {
  const [booking] = await tx
    .update(bookings)
    .set({
      paymentStatus: "paid",
      status: how.status,
      paymentMethod: how.method,
      paidAt: how.at,
      expiresAt: how.lapsesAt ?? expiryAfterPayment(how.at),
      ...(how.paymentIntent ? { paymentIntent: how.paymentIntent } : {}),
      ...(how.recordedBy ? { paymentRecordedBy: how.recordedBy } : {}),
      ...(how.manualMethod ? { manualMethod: how.manualMethod } : {}),
    })
    .where(and(eq(bookings.id, bookingId), ne(bookings.paymentStatus, "paid")))
    .returning();
  if (!booking) return null;
  const [pkg] = await tx
    .select({ type: packages.type, sessionCount: packages.sessionCount, unlimited: packages.unlimited })
    .from(packages)
    .where(eq(packages.id, booking.packageId));
  const sessionCount = booking.sessionCount ?? pkg?.sessionCount ?? 1;
  await tx
    .insert(packageSessions)
    .values(Array.from({ length: sessionCount }, (_, i) => ({ bookingId, sessionNumber: i + 1 })))
    .onConflictDoNothing();
  // An online program's buyer gets its training plan with the payment, once: only this call made it paid.
  await planForPurchase(tx, booking);
  return { booking, packageType: pkg?.type ?? "gym", sessionCount, unlimited: pkg?.unlimited ?? false };
}

/**
 * The client's confirmation, and the trainer's notice of the new booking with what the client wrote at booking.
 * Once per booking: only the call that made it paid gets here. A payment the trainer recorded herself is no news
 * to her.
 */
export async function sendBookingConfirmation(services: Services, paid: PaidBooking) {
  const { booking } = paid;
  const packageName = await packageNameFor(services, booking);
  if (!booking.paymentRecordedBy)
    await sendEmail(services, {
      to: services.trainerEmail,
      template: "new-booking",
      replyTo: booking.clientEmail,
      email: newBooking({
        clientName: booking.clientName,
        clientEmail: booking.clientEmail,
        clientPhone: booking.clientPhone,
        packageName: booking.packageName,
        amount: booking.amount,
        paymentMethod: booking.paymentMethod,
        category: packageCategory(paid.packageType),
        address: booking.address,
        experience: booking.experience,
        notes: booking.notes,
        publicUrl: services.publicUrl,
      }),
    });
  await sendEmail(services, {
    to: booking.clientEmail,
    template: "booking-confirmation",
    email: bookingConfirmation({
      bookingId: booking.id,
      clientName: booking.clientName,
      packageName,
      category: packageCategory(paid.packageType),
      sessionCount: paid.sessionCount,
      unlimitedThrough: paid.unlimited && booking.expiresAt ? lastDayBefore(booking.expiresAt) : null,
      amount: booking.amount,
      paidAt: booking.paidAt ?? services.now(),
      publicUrl: services.publicUrl,
      language: booking.language,
    }),
  });
}

/** applyPaid in its own transaction, paid now, then the e-mail. Returns whether this call made it paid. */
export async function markBookingPaid(
  services: Services,
  bookingId: number,
  how: Omit<PaidBy, "at">,
): Promise<boolean> {
  const paid = await services.db.transaction((tx) => applyPaid(tx, bookingId, { ...how, at: services.now() }));
  if (paid) await sendBookingConfirmation(services, paid);
  return paid !== null;
}
