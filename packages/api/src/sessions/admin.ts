import { bookings, type PackageSession, packageSessions, packages, type Transaction, timeSlots } from "@studio/db";
import { type AdminSessionStatus, type PackageType, packageCategory, type SessionStatus } from "@studio/validators";
import { miamiLabel } from "@studio/validators/studio-time";
import { TRPCError } from "@trpc/server";
import { and, eq, gte, inArray, lte } from "drizzle-orm";
import type { Services } from "../context";
import { audit } from "../lib/audit";
import { refusal } from "../lib/said";
import { awayRefusal } from "./away-refusal";
import { clashUnderLock, whereabouts } from "./her-time";
import { actAs } from "./ledger";
import { HourFull, lockClientHours, notifyStudioChanges, oneSessionADay, sessionFields } from "./scheduling";
import { bySessionDate } from "./session-order";
import {
  changedMeanwhile,
  HOLDS_PLACE,
  holdsPlace,
  lockSlots,
  placesTaken,
  recountPlaces,
  unchangedSince,
} from "./slot-places";
import { hourKey, placeFreed } from "./slot-turns";
import { requestWaitlistFill } from "./waitlist-entries";

/** A session put back in its hour must not put her in two places, or leave her less than her travel time. */
async function refuseUnlessSheIsFree(
  tx: Transaction,
  services: Services,
  found: { session: PackageSession; address: string | null; packageType: PackageType },
) {
  const { session } = found;
  const sessionType = packageCategory(found.packageType);
  if (!session.startsAt || (sessionType !== "gym" && sessionType !== "home")) return;
  const visit = { startsAt: session.startsAt, place: whereabouts(sessionType, found.address, session.bookingId) };
  const { away, travelMs } = await clashUnderLock(tx, visit, services.now(), { sessionId: session.id });
  if (away) throw awayRefusal(visit, away, travelMs);
}

/** Whether she came or not is known once the session has started: an hour ahead, or with no hour yet, it is not. */
function refuseUnlessTakenPlace(
  services: Services,
  found: { session: PackageSession; packageType: PackageType },
  status: SessionStatus,
) {
  if (status !== "completed" && status !== "no_show") return;
  const { startsAt } = found.session;
  const what = status === "completed" ? "attended" : "a no-show";
  if (startsAt && startsAt.getTime() > services.now().getTime()) {
    throw new TRPCError({
      code: "CONFLICT",
      message: `This session starts ${miamiLabel(startsAt)}: it can be marked ${what} once it has started.`,
    });
  }
  const kind = packageCategory(found.packageType);
  if (!startsAt && (kind === "gym" || kind === "home")) {
    throw new TRPCError({
      code: "CONFLICT",
      message: `This session has no time yet: schedule it, and mark it ${what} once it has started.`,
    });
  }
}

export async function setSessionStatus(services: Services, actor: string, id: number, status: AdminSessionStatus) {
  const [found] = await services.db
    .select({
      session: packageSessions,
      clientEmail: bookings.clientEmail,
      address: bookings.address,
      packageType: packages.type,
      unlimited: packages.unlimited,
    })
    .from(packageSessions)
    .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(eq(packageSessions.id, id));
  if (!found) throw refusal("NOT_FOUND", "server.sessions.notFound");
  const { session } = found;
  if (session.status === status)
    throw new TRPCError({ code: "CONFLICT", message: `The session is already ${status}.` });
  refuseUnlessTakenPlace(services, found, status);
  const { changed, slot } = await services.db.transaction(async (tx) => {
    await actAs(tx, { admin: actor });
    // A session that takes its place back needs a free one, and her time; one that gives it up frees it at once.
    const takesPlace = holdsPlace(status) && !holdsPlace(session.status);
    // Back on its day, an unlimited month's session must be her only one that day, counted under her lock (taken
    // first, as scheduling takes it before the trainer's time).
    if (takesPlace && found.unlimited && session.date) {
      await lockClientHours(tx, found.clientEmail);
      await oneSessionADay(tx, found, session.date);
    }
    if (takesPlace) await refuseUnlessSheIsFree(tx, services, found);
    const slots = await lockSlots(tx, [session.timeSlotId]);
    const [slot] = slots;
    if (slot && takesPlace && (await placesTaken(tx, slot.id, id)) >= slot.maxCapacity) {
      throw new HourFull();
    }
    const [changed] = await tx.update(packageSessions).set({ status }).where(unchangedSince(session)).returning();
    if (!changed) throw changedMeanwhile();
    await recountPlaces(tx, slots);
    await audit(tx, {
      actor,
      action: "session.status",
      bookingId: session.bookingId,
      sessionId: id,
      clientEmail: found.clientEmail,
      before: sessionFields(session),
      after: sessionFields(changed),
    });
    return { changed, slot };
  });
  if (slot && !holdsPlace(status)) {
    placeFreed(services.db, hourKey(slot.date, slot.time, slot.sessionType));
    void requestWaitlistFill(services, slot);
  }
  await notifyStudioChanges(services, [{ before: session, after: changed }]);
  return changed;
}

/**
 * The trainer gives a forfeited (or cancelled) session back to the client's pack, to book again: cancelled to
 * pending, recorded in the ledger as restored and on the audit trail. Asked twice, the second finds it done.
 */
export async function restoreSession(services: Services, actor: string, id: number) {
  return services.db.transaction(async (tx) => {
    await actAs(tx, { admin: actor });
    const [found] = await tx
      .select({ session: packageSessions, booking: bookings })
      .from(packageSessions)
      .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
      .where(eq(packageSessions.id, id))
      .for("update");
    if (!found) throw refusal("NOT_FOUND", "server.sessions.notFound");
    const { session, booking } = found;
    if (session.status === "pending") return session;
    if (session.status !== "cancelled") {
      throw new TRPCError({ code: "CONFLICT", message: "Only a cancelled or forfeited session can be given back." });
    }
    if (booking.status === "cancelled" || booking.paymentStatus !== "paid") {
      throw new TRPCError({
        code: "CONFLICT",
        message: `Booking #${booking.id} is cancelled; its sessions stay cancelled.`,
      });
    }
    const [restored] = await tx
      .update(packageSessions)
      .set({ status: "pending", date: null, time: null, startsAt: null, timeSlotId: null })
      .where(unchangedSince(session))
      .returning();
    if (!restored) throw changedMeanwhile();
    await audit(tx, {
      actor,
      action: "session.restore",
      bookingId: booking.id,
      sessionId: id,
      clientEmail: booking.clientEmail,
      before: sessionFields(session),
      after: sessionFields(restored),
    });
    return restored;
  });
}

/** SPEC section 3, calendar capacity: one entry per booked hour of the week, with who is booked. */
export async function calendarCapacity(services: Services, weekStart: string) {
  const end = new Date(`${weekStart}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 6);
  const weekEnd = end.toISOString().slice(0, 10);
  const booked = await services.db
    .select({
      date: packageSessions.date,
      time: packageSessions.time,
      clientName: bookings.clientName,
      packageName: bookings.packageName,
    })
    .from(packageSessions)
    .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
    .where(
      and(
        gte(packageSessions.date, weekStart),
        lte(packageSessions.date, weekEnd),
        inArray(packageSessions.status, [...HOLDS_PLACE]),
      ),
    );
  const slots = await services.db
    .select()
    .from(timeSlots)
    .where(and(gte(timeSlots.date, weekStart), lte(timeSlots.date, weekEnd)));
  const capacity = new Map<string, number>();
  for (const slot of slots) {
    const key = `${slot.date} ${slot.time}`;
    capacity.set(key, Math.max(capacity.get(key) ?? 0, slot.maxCapacity));
  }
  const grouped = new Map<string, { date: string; time: string; bookings: string[] }>();
  // Hours with a slot row appear even when empty, so a changed capacity shows.
  for (const slot of slots)
    grouped.set(`${slot.date} ${slot.time}`, { date: slot.date, time: slot.time, bookings: [] });
  for (const row of booked) {
    if (!row.date || !row.time) continue;
    const key = `${row.date} ${row.time}`;
    const entry = grouped.get(key) ?? { date: row.date, time: row.time, bookings: [] };
    entry.bookings.push(`${row.clientName} (${row.packageName})`);
    grouped.set(key, entry);
  }
  return [...grouped.entries()].map(([key, entry]) => ({
    date: entry.date,
    time: entry.time,
    bookingCount: entry.bookings.length,
    maxCapacity: capacity.get(key) ?? 3,
    bookings: entry.bookings,
  }));
}

/** GET /api/bookings/{id}/sessions: one booking's sessions in order. */
export async function sessionsOfBooking(services: Services, bookingId: number) {
  const rows = await services.db
    .select()
    .from(packageSessions)
    .where(eq(packageSessions.bookingId, bookingId))
    .orderBy(...bySessionDate);
  if (!rows.length) throw new TRPCError({ code: "NOT_FOUND", message: `No sessions found for booking ${bookingId}` });
  return rows;
}

/** An hour as the audit trail keeps it. */
const slotFields = (slot: typeof timeSlots.$inferSelect) => ({
  slotId: slot.id,
  date: slot.date,
  time: slot.time,
  sessionType: slot.sessionType,
  maxCapacity: slot.maxCapacity,
  bookedCount: slot.bookedCount,
});

/**
 * The admin sets how many clients an hour holds; never below the places already booked. A change is on the audit
 * trail, written under the hour's row lock with it.
 */
export async function setSlotCapacity(
  services: Services,
  actor: string,
  input: { date: string; time: string; sessionType: "gym" | "home"; maxCapacity: number },
) {
  const slot = await services.db.transaction(async (tx) => {
    await tx
      .insert(timeSlots)
      .values({ date: input.date, time: input.time, sessionType: input.sessionType })
      .onConflictDoNothing();
    const hour = and(
      eq(timeSlots.date, input.date),
      eq(timeSlots.time, input.time),
      eq(timeSlots.sessionType, input.sessionType),
    );
    const [before] = await tx.select().from(timeSlots).where(hour).for("update");
    const [changed] = await tx
      .update(timeSlots)
      .set({ maxCapacity: input.maxCapacity })
      .where(and(hour, lte(timeSlots.bookedCount, input.maxCapacity)))
      .returning();
    if (!before || !changed) {
      throw new TRPCError({
        code: "CONFLICT",
        message: "More clients are already booked at that time than the new capacity.",
      });
    }
    // The same capacity asked again changes nothing, so it is recorded once.
    if (before.maxCapacity !== changed.maxCapacity) {
      await audit(tx, { actor, action: "slot.capacity", before: slotFields(before), after: slotFields(changed) });
    }
    return changed;
  });
  placeFreed(services.db, hourKey(input.date, input.time, input.sessionType));
  void requestWaitlistFill(services, slot);
  return slot;
}
