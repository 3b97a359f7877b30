// What a verified client sees: her paid packages with their sessions (her programs are in programs.ts).
import { bookings, type PackageSession, packageSessions, packages } from "@studio/db";
import type { PortalPackage, SessionStatus } from "@studio/validators";
import type { CreditKind } from "@studio/validators/kinds";
import type { Language } from "@studio/validators/languages";
import { lastDayBefore } from "@studio/validators/studio-time";
import { and, desc, eq, inArray } from "drizzle-orm";
import { packageNamesIn } from "../catalogue/package-name";
import type { Services } from "../context";
import { lastChangeOf, sessionsLeft } from "../sessions/ledger";
import { bySessionDate } from "../sessions/session-order";

/** Her packages, each named in the language of the page that asks (the trainer's Spanish name where she wrote one). */
export async function sessionsFor(services: Services, email: string, language: Language): Promise<PortalPackage[]> {
  const paid = await services.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.clientEmail, email), eq(bookings.paymentStatus, "paid")))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  if (!paid.length) return [];
  const sessions = await services.db
    .select()
    .from(packageSessions)
    .where(
      inArray(
        packageSessions.bookingId,
        paid.map((b) => b.id),
      ),
    )
    .orderBy(...bySessionDate);
  const [left, nameOf, lastChange, unlimited] = await Promise.all([
    sessionsLeft(
      services,
      paid.map((b) => b.id),
    ),
    packageNamesIn(services, language),
    lastChangeOf(
      services,
      sessions.filter((s) => s.status === "cancelled").map((s) => s.id),
    ),
    unlimitedPackages(services, [...new Set(paid.map((b) => b.packageId))]),
  ]);
  return paid.map((booking) => {
    const own = sessions.filter((s) => s.bookingId === booking.id);
    const lapsedAs = (id: number, kind: "forfeited" | "expired") => lastChange.get(id) === kind;
    return {
      bookingId: booking.id,
      packageName: nameOf(booking),
      createdAt: booking.createdAt,
      location: booking.location,
      amount: booking.amount,
      expiresOn: booking.expiresAt ? lastDayBefore(booking.expiresAt) : null,
      unlimited: unlimited.has(booking.packageId),
      sessions: own.map(({ id, sessionNumber, date, time, status }) => ({
        id,
        sessionNumber,
        date,
        time,
        status,
        forfeited: lapsedAs(id, "forfeited"),
        expired: lapsedAs(id, "expired"),
      })),
      balance: packBalance(own, left.get(booking.id) ?? 0, lastChange),
    };
  });
}

/** Which of these packages are unlimited memberships, whose months she reads as days, not as a count. */
async function unlimitedPackages(services: Services, ids: number[]) {
  const rows = await services.db
    .select({ id: packages.id })
    .from(packages)
    .where(and(inArray(packages.id, ids), eq(packages.unlimited, true)));
  return new Set(rows.map((row) => row.id));
}

/**
 * A pack's balance as she reads it: `toBook`, the sessions left to book, is the sum of its ledger (sessionsLeft);
 * the rest is counted from its sessions, a cancelled one by its last ledger entry (`lastChange`).
 */
export function packBalance(
  own: readonly Pick<PackageSession, "id" | "status">[],
  toBook: number,
  lastChange: ReadonlyMap<number, CreditKind>,
) {
  const counted = (status: SessionStatus) => own.filter((s) => s.status === status).length;
  const lapsedAs = (id: number, kind: "forfeited" | "expired") => lastChange.get(id) === kind;
  return {
    toTrain: toBook + counted("scheduled"),
    left: toBook,
    total: own.length,
    scheduled: counted("scheduled"),
    completed: counted("completed"),
    // A session she missed is used, as one she cancelled inside 24 hours is; one the studio cancelled is not hers to count.
    forfeited: own.filter((s) => lapsedAs(s.id, "forfeited")).length + counted("no_show"),
    expired: own.filter((s) => lapsedAs(s.id, "expired")).length,
  };
}
