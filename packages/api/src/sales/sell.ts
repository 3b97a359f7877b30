// A sale at the desk: the trainer sells a package (or her own price and session count) to a client she chooses
// or names. Paid there and then in cash or by bank transfer, it is a paid booking at once, with her name on it,
// the receipt e-mailed in the client's language and, if she chose one, the first session booked. Sold through a
// payment link, it is a booking held for the client to pay by card on her phone (the site's own checkout).
import { type Booking, bookings, packageSessions } from "@studio/db";
import { paymentLinkEmail } from "@studio/email";
import { pathIn } from "@studio/i18n/paths";
import {
  type deskSaleInput,
  PAYMENT_LINK_DAYS,
  type PackageOutput,
  packageCategory,
  toCents,
} from "@studio/validators";
import { DAY_MS } from "@studio/validators/studio-time";
import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { bookingAccessToken } from "../auth/booking-access";
import { newBookingPlace } from "../bookings/bookings";
import { packageNameFor } from "../catalogue/package-name";
import type { Context } from "../context";
import { priceOf } from "../discounts/pricing";
import { audit } from "../lib/audit";
import { fieldError } from "../lib/errors";
import { oncePerRequest } from "../lib/once-per-request";
import { sendEmail } from "../lib/outbox";
import { refusal } from "../lib/said";
import { applyPaid, sendBookingConfirmation } from "../payments/booking-payment";
import { scheduleSession } from "../sessions/scheduling";
import type { DeskSale } from "./sale-output";

type Sale = z.output<typeof deskSaleInput>;

export async function sellAtDesk(ctx: Context, seller: string, sale: Sale): Promise<DeskSale> {
  if (sale.firstSession && sale.paidWith === "link") {
    throw fieldError("firstSession", "A payment link's sessions can be booked once she has paid");
  }
  const catalogue = await ctx.catalog.list(ctx.db);
  const pkg = catalogue.find((candidate) => candidate.id === sale.packageId);
  if (!pkg) throw refusal("NOT_FOUND", "server.bookings.choosePackage");
  // A membership renews on the card she starts it with: it is sold by its link, at its monthly price.
  if (pkg.billing === "monthly" && sale.paidWith !== "link") {
    throw fieldError("paidWith", "A membership renews by card: send her a payment link");
  }
  if (pkg.billing === "monthly" && sale.custom) {
    throw fieldError("custom", "A membership is sold at its monthly price");
  }
  if (packageCategory(pkg.type) === "home" && !sale.address) {
    throw fieldError("address", "Address is required for in-home training");
  }
  if (sale.paidWith === "link" && toCents(sale.custom?.price ?? pkg.price) === 0) {
    throw fieldError("paidWith", "Nothing to pay by card: record a free sale as cash");
  }
  const { booking, made } = await oncePerRequest(
    sale.requestKey,
    (key) => saleOfRequest(ctx, key, sale),
    () => recordSale(ctx, seller, sale, pkg),
  );
  return {
    booking,
    payLink: booking.paymentStatus === "paid" ? null : payLink(ctx, booking),
    firstSession: made && sale.firstSession ? await bookFirstSession(ctx, seller, booking, sale.firstSession) : null,
  };
}

interface Recorded {
  booking: Booking;
  /** Whether this send made it (an earlier send of the same form is answered with what it made, and no more). */
  made: boolean;
}

/** The sale an earlier send of this same form made, if any; a key reused for another sale is refused. */
async function saleOfRequest(ctx: Context, key: string, sale: Sale): Promise<Recorded | null> {
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.requestKey, key));
  if (!booking) return null;
  if (booking.clientEmail !== sale.client.email || booking.packageId !== sale.packageId) {
    throw refusal("CONFLICT", "server.bookings.requestUsed");
  }
  return { booking, made: false };
}

/** Writes the sale (paid at once unless by link) and its audit entry in one transaction; null for a twin's key. */
async function recordSale(ctx: Context, seller: string, sale: Sale, pkg: PackageOutput): Promise<Recorded | null> {
  const now = ctx.now();
  const paid = await ctx.db.transaction(async (tx) => {
    const [booking] = await tx
      .insert(bookings)
      .values({
        ...newBookingPlace(pkg, now, sale.address),
        clientName: sale.client.name,
        clientEmail: sale.client.email,
        clientPhone: sale.client.phone,
        ...priceOf(toCents(sale.custom?.price ?? pkg.price), 0),
        sessionCount: sale.custom?.sessionCount ?? null,
        requestKey: sale.requestKey,
        language: sale.client.language,
        soldBy: seller,
        payBy: sale.paidWith === "link" ? new Date(now.getTime() + PAYMENT_LINK_DAYS * DAY_MS) : null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: bookings.requestKey })
      .returning();
    if (!booking) return null;
    const done =
      sale.paidWith === "link"
        ? null
        : await applyPaid(tx, booking.id, {
            method: "manual",
            status: "confirmed",
            recordedBy: seller,
            manualMethod: sale.paidWith,
            at: now,
          });
    await audit(tx, {
      actor: seller,
      action: "booking.desk_sale",
      bookingId: booking.id,
      clientEmail: booking.clientEmail,
      after: {
        packageName: booking.packageName,
        amount: booking.amount,
        sessionCount: done?.sessionCount ?? booking.sessionCount ?? pkg.sessionCount,
        paidWith: sale.paidWith,
      },
    });
    return { booking: done?.booking ?? booking, done };
  });
  if (!paid) return null;
  if (paid.done) await sendBookingConfirmation(ctx, paid.done);
  else await sendPaymentLink(ctx, paid.booking);
  return { booking: paid.booking, made: true };
}

/** The checkout's address for this sale, in the client's language, with the token that lets her pay it. */
function payLink(ctx: Context, booking: Booking): string {
  const query = new URLSearchParams({ booking: String(booking.id), token: bookingAccessToken(ctx, booking.id) });
  return `${ctx.publicUrl}${pathIn(booking.language, "/pay")}?${query}`;
}

async function sendPaymentLink(ctx: Context, booking: Booking) {
  await sendEmail(ctx, {
    to: booking.clientEmail,
    template: "payment-link",
    email: paymentLinkEmail({
      clientName: booking.clientName,
      packageName: await packageNameFor(ctx, booking),
      amount: booking.amount,
      link: payLink(ctx, booking),
      payBy: booking.payBy ?? ctx.now(),
      language: booking.language,
    }),
  });
}

/**
 * Her first session, booked by the sessions' own rules (hours, notice, capacity, the trainer's own time) as if
 * she booked it from the client's page; a refusal is told back and the sale stands.
 */
async function bookFirstSession(
  ctx: Context,
  seller: string,
  booking: Booking,
  at: { date: string; time: string },
): Promise<DeskSale["firstSession"]> {
  const [first] = await ctx.db
    .select({ id: packageSessions.id })
    .from(packageSessions)
    .where(eq(packageSessions.bookingId, booking.id))
    .orderBy(packageSessions.sessionNumber)
    .limit(1);
  if (!first) return { refused: "This package has no sessions to book." };
  try {
    const scheduled = await scheduleSession(ctx, { admin: seller, override: false }, first.id, at.date, at.time);
    return { when: scheduled.when };
  } catch (error) {
    if (error instanceof TRPCError) return { refused: error.message };
    throw error;
  }
}
