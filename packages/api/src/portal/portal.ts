// What a verified client sees: her paid packages with their sessions (her programs are in programs.ts).
import { bookings, packageSessions } from "@studio/db";
import type { PortalPackage, SessionStatus } from "@studio/validators";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Services } from "../context";
import { sessionsLeft } from "../sessions/ledger";

export async function sessionsFor(services: Services, email: string): Promise<PortalPackage[]> {
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
    .orderBy(asc(packageSessions.sessionNumber));
  const left = await sessionsLeft(
    services,
    paid.map((b) => b.id),
  );
  return paid.map((booking) => {
    const own = sessions.filter((s) => s.bookingId === booking.id);
    const counted = (status: SessionStatus) => own.filter((s) => s.status === status).length;
    return {
      bookingId: booking.id,
      packageName: booking.packageName,
      createdAt: booking.createdAt,
      location: booking.location,
      amount: booking.amount,
      sessions: own.map(({ id, sessionNumber, date, time, status }) => ({ id, sessionNumber, date, time, status })),
      balance: {
        left: left.get(booking.id) ?? 0,
        total: own.length,
        scheduled: counted("scheduled"),
        completed: counted("completed"),
        forfeited: counted("cancelled"),
      },
    };
  });
}
