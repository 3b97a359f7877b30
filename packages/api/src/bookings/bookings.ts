import { type Booking, bookings, type Database, packages, type Transaction } from "@studio/db";
import {
  type BookingOutput,
  type createBookingInput,
  type PackageOutput,
  packageCategory,
  toCents,
} from "@studio/validators";
import { TRPCError } from "@trpc/server";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";
import { claimDiscount, recordRedemption, returnDiscountUse } from "../discounts/discounts";
import { priceOf } from "../discounts/pricing";
import { perDatabase } from "../lib/per-database";
import { studioDate } from "../lib/studio-time";
import { safeEqual, signFor } from "../lib/tokens";
import { markBookingPaid } from "../payments/booking-payment";

type CreateBooking = z.output<typeof createBookingInput>;

export const bookingAccessToken = (services: Services, id: number) => signFor(services.secret, "booking", String(id));

function withToken(services: Services, booking: Booking): BookingOutput {
  return { ...booking, accessToken: bookingAccessToken(services, booking.id) };
}

export async function findBooking(services: Services, id: number): Promise<Booking> {
  const [booking] = await services.db.select().from(bookings).where(eq(bookings.id, id));
  if (!booking) throw new TRPCError({ code: "NOT_FOUND", message: "Booking not found" });
  return booking;
}

/**
 * Creates a pending booking priced by the server: the package's price, less the discount the code allows,
 * whose use is counted in the same transaction. Whatever amount the client sent is ignored.
 */
export async function createBooking(services: Services, input: CreateBooking): Promise<BookingOutput> {
  // Priced from the cached catalogue: every instance drops it when a package changes (see CatalogCache).
  const catalogue = await services.catalog.list(services.db);
  const pkg = catalogue.find((candidate) => candidate.id === input.packageId);
  if (!pkg) throw new TRPCError({ code: "NOT_FOUND", message: "Please select a training package." });
  const now = services.now();
  const { discountCode } = input;

  // Without a code the booking is one INSERT, atomic on its own; a code's use is claimed, the booking written
  // and the redemption recorded in one transaction.
  const booking = discountCode
    ? await services.db.transaction(async (tx) => {
        const discount = await claimDiscount(
          tx,
          { code: discountCode, amountCents: toCents(pkg.price), email: input.clientEmail },
          now,
        );
        const written = await insertBookingIn(tx, { pkg, input, now, discount: { code: discountCode, ...discount } });
        await recordRedemption(tx, { codeId: discount.codeId, bookingId: written.id, email: input.clientEmail }, now);
        return written;
      })
    : await insertBookingAlone(services.db, { pkg, input, now, discount: null });
  return withToken(services, booking);
}

interface NewBooking {
  pkg: PackageOutput;
  input: CreateBooking;
  now: Date;
  discount: { code: string; discountCents: number } | null;
}

function bookingRow({ pkg, input, now, discount }: NewBooking) {
  const category = packageCategory(pkg.type);
  return {
    packageId: pkg.id,
    packageName: pkg.name,
    date: studioDate(now),
    time: category === "online" ? "online" : category === "workout_of_day" ? "instant" : "to-be-scheduled",
    location: category === "online" ? "online" : pkg.type,
    address: category === "home" ? (input.address ?? null) : null,
    notes: input.notes ?? null,
    clientName: input.clientName,
    clientEmail: input.clientEmail,
    clientPhone: input.phone ?? null,
    experience: input.experience ?? null,
    discountCode: discount?.code ?? null,
    ...priceOf(toCents(pkg.price), discount?.discountCents ?? 0),
    createdAt: now,
  };
}
type BookingRow = ReturnType<typeof bookingRow>;

function created(row: Booking | undefined): Booking {
  if (!row) throw new Error("Booking insert returned no row");
  return row;
}

/** Inside a transaction: the query is built each time (a prepared statement belongs to the pool). */
async function insertBookingIn(tx: Transaction, booking: NewBooking): Promise<Booking> {
  const [row] = await tx.insert(bookings).values(bookingRow(booking)).returning();
  return created(row);
}

/**
 * On its own, one INSERT (atomic by itself), prepared once per database from the first row's columns:
 * building the query each time was a good part of a booking's time on the server.
 */
function prepareInsert(db: Database, columns: string[]) {
  const placeholders = Object.fromEntries(columns.map((column) => [column, sql.placeholder(column)]));
  return db
    .insert(bookings)
    .values(placeholders as unknown as BookingRow)
    .returning()
    .prepare("insert_booking");
}
const insertPrepared = perDatabase((db) => {
  let statement: ReturnType<typeof prepareInsert> | undefined;
  return (row: BookingRow) => {
    statement ??= prepareInsert(db, Object.keys(row));
    return statement.execute(row);
  };
});
async function insertBookingAlone(db: Database, booking: NewBooking): Promise<Booking> {
  const [inserted] = await insertPrepared(db)(bookingRow(booking));
  return created(inserted);
}

/** PATCH /api/bookings/{id}: completes a free booking; anything with an amount to pay must be paid. */
export async function completeFreeBooking(services: Services, id: number) {
  const booking = await findBooking(services, id);
  if (toCents(booking.amount) !== 0) {
    throw new TRPCError({
      code: "CONFLICT",
      message: "This booking has an amount to pay. Please complete the payment.",
    });
  }
  await markBookingPaid(services, id, { method: "free", status: "completed" });
  return withToken(services, await findBooking(services, id));
}

/** What the confirmation page shows, for the browser holding the booking's access token. */
export async function bookingConfirmation(services: Services, id: number, token: string) {
  if (!safeEqual(token, bookingAccessToken(services, id))) {
    throw new TRPCError({ code: "FORBIDDEN", message: "This confirmation link is not valid." });
  }
  const booking = await findBooking(services, id);
  const [pkg] = await services.db.select().from(packages).where(eq(packages.id, booking.packageId));
  return {
    id: booking.id,
    clientName: booking.clientName,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    amount: booking.amount,
    package: {
      id: booking.packageId,
      name: pkg?.name ?? booking.packageName,
      type: pkg?.type ?? "gym",
      sessionCount: pkg?.sessionCount ?? 1,
    },
  };
}

export const STALE_BOOKING_MS = 30 * 60 * 1000;

/** Cancels bookings left unpaid for 30 minutes and gives their discount uses back. Returns how many. */
export async function releaseStaleBookings(services: Services): Promise<number> {
  const cutoff = new Date(services.now().getTime() - STALE_BOOKING_MS);
  return services.db.transaction(async (tx) => {
    const released = await tx
      .update(bookings)
      .set({ status: "cancelled", paymentStatus: "cancelled", updatedAt: sql`now()` })
      .where(
        and(
          eq(bookings.status, "pending"),
          inArray(bookings.paymentStatus, ["unpaid", "pending"]),
          lt(bookings.createdAt, cutoff),
        ),
      )
      .returning({ id: bookings.id });
    for (const { id } of released) await returnDiscountUse(tx, id);
    return released.length;
  });
}
