// What a verified client sees: her paid packages with their sessions (her programs are in programs.ts).
import { bookings, packageSessions, sessionLedger } from "@studio/db";
import type { PortalPackage, SessionStatus } from "@studio/validators";
import type { Language } from "@studio/validators/languages";
import { and, desc, eq, inArray } from "drizzle-orm";
import { packageNamesIn } from "../catalogue/package-name";
import type { Services } from "../context";
import { sessionsLeft } from "../sessions/ledger";
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
  const [left, nameOf, forfeited] = await Promise.all([
    sessionsLeft(
      services,
      paid.map((b) => b.id),
    ),
    packageNamesIn(services, language),
    forfeitedSessions(
      services,
      sessions.filter((s) => s.status === "cancelled").map((s) => s.id),
    ),
  ]);
  return paid.map((booking) => {
    const own = sessions.filter((s) => s.bookingId === booking.id);
    const counted = (status: SessionStatus) => own.filter((s) => s.status === status).length;
    const toBook = left.get(booking.id) ?? 0;
    return {
      bookingId: booking.id,
      packageName: nameOf(booking),
      createdAt: booking.createdAt,
      location: booking.location,
      amount: booking.amount,
      sessions: own.map(({ id, sessionNumber, date, time, status }) => ({
        id,
        sessionNumber,
        date,
        time,
        status,
        forfeited: forfeited.has(id),
      })),
      balance: {
        toTrain: toBook + counted("scheduled"),
        left: toBook,
        total: own.length,
        scheduled: counted("scheduled"),
        completed: counted("completed"),
        // A session she missed is used, as one she cancelled inside 24 hours is; one the studio cancelled is not hers to count.
        forfeited: own.filter((s) => forfeited.has(s.id)).length + counted("no_show"),
      },
    };
  });
}

/** Of these cancelled sessions, those whose last change was a forfeit (a session given back since is not). */
async function forfeitedSessions(services: Services, cancelled: number[]): Promise<Set<number>> {
  if (!cancelled.length) return new Set();
  const last = await services.db
    .selectDistinctOn([sessionLedger.sessionId], { sessionId: sessionLedger.sessionId, kind: sessionLedger.kind })
    .from(sessionLedger)
    .where(inArray(sessionLedger.sessionId, cancelled))
    .orderBy(sessionLedger.sessionId, desc(sessionLedger.id));
  return new Set(last.flatMap((entry) => (entry.kind === "forfeited" && entry.sessionId ? [entry.sessionId] : [])));
}
