import { type Booking, bookings, type Database, packages, type Transaction } from "@studio/db";
import { type createBookingInput, type PackageOutput, packageCategory, toCents } from "@studio/validators";
import { inLanguage } from "@studio/validators/in-language";
import { isGiftCardCode } from "@studio/validators/kinds";
import { DEFAULT_LANGUAGE, type Language } from "@studio/validators/languages";
import { HOUR_MS, studioDate } from "@studio/validators/studio-time";
import { and, eq, gte, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { bookingAccessToken, findBooking, ownedBooking } from "../auth/booking-access";
import type { Context, Services } from "../context";
import { claimDiscount, recordRedemption, returnDiscountUse } from "../discounts/discounts";
import { priceOf } from "../discounts/pricing";
import { claimGiftCard, recordGiftCardUse, returnGiftCardUse } from "../gift-cards/redemption";
import { fieldError } from "../lib/errors";
import { oncePerRequest } from "../lib/once-per-request";
import { perDatabase } from "../lib/per-database";
import { takeLimits } from "../lib/rate-limit";
import { refusal, says } from "../lib/said";
import { markBookingPaid } from "../payments/booking-payment";
import type { BookingOutput } from "./record";

type CreateBooking = z.output<typeof createBookingInput>;

function withToken(services: Services, booking: Booking): BookingOutput {
  return { ...booking, accessToken: bookingAccessToken(services, booking.id) };
}

/**
 * The booking form's create. The same attempt sent twice (its request key) is one booking, answered again to
 * the second; a new attempt counts against a limit per address and per e-mail, high enough for a client whose
 * payment failed to try again, low enough that nobody fills the trainer's bookings with junk.
 */
export function requestBooking(ctx: Context, input: CreateBooking): Promise<BookingOutput> {
  return oncePerRequest(
    input.requestKey,
    (key) => bookingForRequest(ctx, key, input),
    async () => {
      await takeLimits(
        ctx,
        [
          { key: `booking:ip:${ctx.request.ip}`, limit: 60, windowMs: HOUR_MS },
          { key: `booking:email:${input.clientEmail}`, limit: 10, windowMs: HOUR_MS },
        ],
        "server.limit.bookings",
      );
      return createBooking(ctx, input, ctx.request.language);
    },
  );
}

/** The booking an earlier send of this same attempt made, if any; never somebody else's. */
async function bookingForRequest(services: Services, key: string, input: CreateBooking): Promise<BookingOutput | null> {
  const [booking] = await services.db.select().from(bookings).where(eq(bookings.requestKey, key));
  if (!booking) return null;
  if (booking.clientEmail !== input.clientEmail || booking.packageId !== input.packageId) {
    throw refusal("CONFLICT", "server.bookings.requestUsed");
  }
  return withToken(services, booking);
}

/**
 * Thrown when a booking with the attempt's request key exists already (inside the discount transaction, it rolls
 * the claim back); requestBooking answers with that booking (see oncePerRequest).
 */
class AlreadyBooked extends Error {}

/**
 * Creates a pending booking priced by the server: the package's price, less the discount the code allows,
 * whose use is counted in the same transaction. Whatever amount the client sent is ignored.
 */
export async function createBooking(
  services: Services,
  input: CreateBooking,
  language: Language = DEFAULT_LANGUAGE,
): Promise<BookingOutput> {
  // Priced from the cached catalogue: every instance drops it when a package changes (see CatalogCache).
  const catalogue = await services.catalog.list(services.db);
  const pkg = catalogue.find((candidate) => candidate.id === input.packageId);
  if (!pkg) throw refusal("NOT_FOUND", "server.bookings.choosePackage");
  const now = services.now();
  const { discountCode } = input;
  // A membership is charged its price every month by the card processor; a code's discount has no month to go to.
  if (discountCode && pkg.billing === "monthly") {
    const giftCard = isGiftCardCode(discountCode);
    throw fieldError(
      "discountCode",
      says(giftCard ? "server.giftCards.notForMemberships" : "server.discounts.notForMemberships"),
    );
  }

  // Without a code the booking is one INSERT, atomic on its own; a code's use (a discount's count, a gift card's
  // dollars) is claimed, the booking written and the redemption recorded in one transaction.
  // A twin of this attempt written first wins: the insert skips (see AlreadyBooked).
  const booking = discountCode
    ? await services.db.transaction(async (tx) => {
        const claimed = await claimCode(
          tx,
          { code: discountCode, amountCents: toCents(pkg.price), email: input.clientEmail },
          now,
        );
        const written = await insertBookingIn(tx, {
          pkg,
          input,
          now,
          language,
          discount: { code: discountCode, discountCents: claimed.discountCents },
        });
        if (!written) throw new AlreadyBooked();
        await claimed.record(written.id);
        return written;
      })
    : await insertBookingAlone(services.db, { pkg, input, now, language, discount: null });
  if (!booking) throw new AlreadyBooked();
  return withToken(services, booking);
}

/**
 * The code's use, claimed in the booking's transaction: a gift card's dollars (its code reads "GIFT-…") or a
 * discount code's count; `record` writes what the booking took once it exists.
 */
async function claimCode(
  tx: Transaction,
  input: { code: string; amountCents: number; email: string },
  now: Date,
): Promise<{ discountCents: number; record: (bookingId: number) => Promise<void> }> {
  if (isGiftCardCode(input.code)) {
    const claimed = await claimGiftCard(tx, input.code, input.amountCents);
    // A spent card is the conflict a used-up discount code is; an unknown or unpaid one is a wrong code.
    if (!claimed.ok) throw refusal(claimed.spent ? "CONFLICT" : "BAD_REQUEST", claimed.refusal);
    return {
      discountCents: claimed.use.takenCents,
      record: (bookingId) => recordGiftCardUse(tx, claimed.use, bookingId, now),
    };
  }
  const discount = await claimDiscount(tx, input, now);
  return {
    discountCents: discount.discountCents,
    record: (bookingId) => recordRedemption(tx, { codeId: discount.codeId, bookingId, email: input.email }, now),
  };
}

interface NewBooking {
  pkg: PackageOutput;
  input: CreateBooking;
  now: Date;
  language: Language;
  discount: { code: string; discountCents: number } | null;
}

/**
 * What a new booking of `pkg` says of when and where it is trained (its sessions are scheduled later): the same for
 * a booking made online and a sale at the desk.
 */
export function newBookingPlace(pkg: Pick<PackageOutput, "id" | "name" | "type">, now: Date, address?: string | null) {
  const category = packageCategory(pkg.type);
  return {
    packageId: pkg.id,
    packageName: pkg.name,
    date: studioDate(now),
    time: category === "online" ? "online" : category === "workout_of_day" ? "instant" : "to-be-scheduled",
    location: category === "online" ? "online" : pkg.type,
    address: category === "home" ? (address ?? null) : null,
  };
}

function bookingRow({ pkg, input, now, language, discount }: NewBooking) {
  return {
    ...newBookingPlace(pkg, now, input.address),
    notes: input.notes ?? null,
    clientName: input.clientName,
    clientEmail: input.clientEmail,
    clientPhone: input.phone ?? null,
    experience: input.experience ?? null,
    discountCode: discount?.code ?? null,
    ...priceOf(toCents(pkg.price), discount?.discountCents ?? 0),
    requestKey: input.requestKey ?? null,
    language,
    createdAt: now,
  };
}
type BookingRow = ReturnType<typeof bookingRow>;

/**
 * Inside a transaction: the query is built each time (a prepared statement belongs to the pool). Undefined when
 * a booking with the same request key exists.
 */
async function insertBookingIn(tx: Transaction, booking: NewBooking): Promise<Booking | undefined> {
  const [row] = await tx
    .insert(bookings)
    .values(bookingRow(booking))
    .onConflictDoNothing({ target: bookings.requestKey })
    .returning();
  return row;
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
    .onConflictDoNothing({ target: bookings.requestKey })
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
async function insertBookingAlone(db: Database, booking: NewBooking): Promise<Booking | undefined> {
  const [inserted] = await insertPrepared(db)(bookingRow(booking));
  return inserted;
}

/** PATCH /api/bookings/{id}: completes a free booking; anything with an amount to pay must be paid. */
export async function completeFreeBooking(services: Services, id: number, token: string) {
  const booking = await ownedBooking(services, id, token);
  if (toCents(booking.amount) !== 0) {
    throw refusal("CONFLICT", "server.bookings.amountToPay");
  }
  await markBookingPaid(services, id, { method: "free", status: "completed" });
  return withToken(services, await findBooking(services, id));
}

/**
 * Her booking as its confirmation page (and a payment link's page) shows it, for the browser holding the booking's
 * access token: the package named in the page's language.
 */
export async function bookingConfirmation(services: Services, id: number, token: string, language: Language) {
  const booking = await ownedBooking(services, id, token);
  const [pkg] = await services.db.select().from(packages).where(eq(packages.id, booking.packageId));
  const shown = pkg && inLanguage(pkg, pkg.translations, language, "name");
  return {
    id: booking.id,
    clientName: booking.clientName,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    amount: booking.amount,
    package: {
      id: booking.packageId,
      name: shown?.name ?? booking.packageName,
      type: pkg?.type ?? "gym",
      sessionCount: booking.sessionCount ?? pkg?.sessionCount ?? 1,
      unlimited: pkg?.unlimited ?? false,
    },
    payBy: booking.payBy,
  };
}

export const STALE_BOOKING_MS = 30 * 60 * 1000;

/** A booking made and not paid (a payment may have been started), which the sweep has not released. */
export const unpaidBooking = and(
  eq(bookings.status, "pending"),
  inArray(bookings.paymentStatus, ["unpaid", "pending"]),
);

/**
 * Whether an unpaid booking is still held at `moment` (`held`), or its hold has ended: 30 minutes after it was
 * made, or a payment link's own end. Written out for each, as SQL's null would make a negation of one mean neither.
 */
export function holdAt(moment: Date, held: boolean) {
  const madeBy = new Date(moment.getTime() - STALE_BOOKING_MS);
  return held
    ? or(and(isNull(bookings.payBy), gte(bookings.createdAt, madeBy)), gte(bookings.payBy, moment))
    : or(and(isNull(bookings.payBy), lt(bookings.createdAt, madeBy)), lt(bookings.payBy, moment));
}

/** Cancels bookings whose hold ended unpaid and gives their discount uses and gift card dollars back. Returns how many. */
export async function releaseStaleBookings(services: Services): Promise<number> {
  return services.db.transaction(async (tx) => {
    const released = await tx
      .update(bookings)
      .set({ status: "cancelled", paymentStatus: "cancelled", updatedAt: sql`now()` })
      .where(and(unpaidBooking, holdAt(services.now(), false)))
      .returning({ id: bookings.id });
    for (const { id } of released) {
      await returnDiscountUse(tx, id);
      await returnGiftCardUse(tx, id, services.now());
    }
    return released.length;
  });
}
