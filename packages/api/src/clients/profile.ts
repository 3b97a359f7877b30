// One client's page: her summary and her whole history (bookings with their sessions, payments, refunds).
import { bookings, packageSessions, packages, refunds } from "@studio/db";
import { lastDayBefore } from "@studio/validators/studio-time";
import { TRPCError } from "@trpc/server";
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Services } from "../context";
import { lastChangeOf } from "../sessions/ledger";
import { bySessionDate } from "../sessions/session-order";
import { clientLanguageOf } from "./language";
import { clientDetails, sessionTypeOf } from "./summaries";

async function historyOf(services: Services, email: string) {
  const booked = await services.db
    .select({
      id: bookings.id,
      packageName: bookings.packageName,
      packageType: packages.type,
      unlimited: packages.unlimited,
      location: bookings.location,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      paymentMethod: bookings.paymentMethod,
      paymentRecordedBy: bookings.paymentRecordedBy,
      amount: bookings.amount,
      discountCode: bookings.discountCode,
      discountAmount: bookings.discountAmount,
      createdAt: bookings.createdAt,
      expiresAt: bookings.expiresAt,
    })
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(eq(bookings.clientEmail, email))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  const ids = booked.map((booking) => booking.id);
  if (!ids.length) return { bookings: [], refunds: [] };
  const [sessions, refunded] = await Promise.all([
    services.db
      .select({
        id: packageSessions.id,
        bookingId: packageSessions.bookingId,
        sessionNumber: packageSessions.sessionNumber,
        date: packageSessions.date,
        time: packageSessions.time,
        startsAt: packageSessions.startsAt,
        status: packageSessions.status,
      })
      .from(packageSessions)
      .where(inArray(packageSessions.bookingId, ids))
      .orderBy(asc(packageSessions.bookingId), ...bySessionDate),
    services.db
      .select({
        id: refunds.id,
        bookingId: refunds.bookingId,
        amount: refunds.amount,
        status: refunds.status,
        reason: refunds.reason,
        createdAt: refunds.createdAt,
      })
      .from(refunds)
      .where(inArray(refunds.bookingId, ids))
      .orderBy(desc(refunds.createdAt), desc(refunds.id)),
  ]);
  const lastChange = await lastChangeOf(
    services,
    sessions.filter((session) => session.status === "cancelled").map((session) => session.id),
  );
  return {
    bookings: booked.map(({ packageType, expiresAt, ...booking }) => ({
      ...booking,
      sessionType: sessionTypeOf(packageType),
      expiresOn: expiresAt ? lastDayBefore(expiresAt) : null,
      sessions: sessions
        .filter((session) => session.bookingId === booking.id)
        .map(({ bookingId, ...rest }) => ({ ...rest, expired: lastChange.get(rest.id) === "expired" })),
    })),
    refunds: refunded,
  };
}

export async function clientProfile(services: Services, email: string) {
  const [details, history, language] = await Promise.all([
    clientDetails(services, [email]),
    historyOf(services, email),
    clientLanguageOf(services, email),
  ]);
  const found = details.get(email);
  if (!found) throw new TRPCError({ code: "NOT_FOUND", message: `No client with the e-mail ${email}` });
  const { summary, user } = found;
  return {
    ...summary,
    verifiedAt: user?.createdAt ?? null,
    lastSignedIn: user?.lastSignedIn ?? null,
    trackerEntries: user?.trackerEntries ?? 0,
    lastTrackerEntry: user?.lastTrackerEntry ?? null,
    language,
    ...history,
  };
}
