// A pack's expiry: its sessions left to book lapse after its last day (the package's months after payment, or a
// later day the trainer gave), with an e-mail to the client two weeks before. Sessions already booked stay booked.
import { bookings, packageSessions } from "@studio/db";
import { packExpiring } from "@studio/email";
import { pathIn } from "@studio/i18n/paths";
import { EXPIRY_EXTEND_MAX_DAYS } from "@studio/validators";
import { EXPIRY_REMINDER_DAYS } from "@studio/validators/studio";
import { addDays, DAY_MS, lastDayBefore, miamiInstant, studioDate } from "@studio/validators/studio-time";
import { TRPCError } from "@trpc/server";
import { and, eq, inArray, sql } from "drizzle-orm";
import { packageNameFor } from "../catalogue/package-name";
import type { Services } from "../context";
import { audit } from "../lib/audit";
import { type OutgoingEmail, queueEmails, sendQueuedEmail } from "../lib/outbox";
import { actAs } from "../sessions/ledger";

/** Who lapses a session, as the ledger records it: its trigger writes such a change as 'expired'. */
const EXPIRY_ACTOR = "expiry";
/** Packs handled per sweep run: a backlog (a server that was down for days) is worked off a run at a time. */
const SWEEP_BATCH = 100;

/** When sessions whose last day is `day` lapse: the start of the next Miami day. */
export const lapsesAfter = (day: string) => miamiInstant(addDays(day, 1), "00:00");

/** The sweep: lapse what is due, then tell those whose packs lapse soon. Each step is bounded and repeatable. */
export async function sweepPackExpiry(services: Services) {
  return { lapsed: await lapseDueSessions(services), reminded: await remindExpiringPacks(services) };
}

/**
 * Sessions still to book in packs past their last day become cancelled, which the ledger records as expired.
 * Rows another run holds are skipped, so two sweeps never lapse one session twice; the booking is locked too, so a
 * pack the trainer is giving more time (under its row lock) is left for the next run, which finds its new day.
 */
async function lapseDueSessions(services: Services): Promise<number> {
  const now = services.now().toISOString();
  return services.db.transaction(async (tx) => {
    await actAs(tx, { system: EXPIRY_ACTOR });
    const lapsed = await tx
      .update(packageSessions)
      .set({ status: "cancelled" })
      .where(
        sql`${packageSessions.id} in (
          select s.id from package_sessions s join bookings b on b.id = s.booking_id
          where b.expires_at <= ${now}::timestamptz and b.payment_status = 'paid' and s.status = 'pending'
          order by s.id limit ${SWEEP_BATCH * 20} for update of s, b skip locked)`,
      )
      .returning({ id: packageSessions.id });
    return lapsed.length;
  });
}

/**
 * Paid packs lapsing within EXPIRY_REMINDER_DAYS with sessions still to book, not yet told (an unlimited
 * membership's month is not: its days lapse by design, one by one): each is claimed by a
 * conditional update (so a pack is told once, whichever sweep claims it) and its e-mail queued in her language.
 */
async function remindExpiringPacks(services: Services): Promise<number> {
  const now = services.now();
  const soon = new Date(now.getTime() + EXPIRY_REMINDER_DAYS * DAY_MS);
  // The claim and its e-mails commit together: a pack is never marked told without its message in the outbox.
  const outboxIds = await services.db.transaction(async (tx) => {
    const claimed = await tx
      .update(bookings)
      .set({ expiryRemindedAt: now })
      .where(
        sql`${bookings.id} in (
          select b.id from bookings b
          where b.expires_at > ${now.toISOString()}::timestamptz and b.expires_at <= ${soon.toISOString()}::timestamptz
            and b.expiry_reminded_at is null and b.payment_status = 'paid'
            and exists (select 1 from package_sessions s where s.booking_id = b.id and s.status = 'pending')
            and not exists (select 1 from packages p where p.id = b.package_id and p.unlimited)
          order by b.expires_at limit ${SWEEP_BATCH} for update of b skip locked)`,
      )
      .returning();
    if (!claimed.length) return [];
    const left = await tx
      .select({ bookingId: packageSessions.bookingId, count: sql<number>`count(*)::int` })
      .from(packageSessions)
      .where(
        and(
          inArray(
            packageSessions.bookingId,
            claimed.map((booking) => booking.id),
          ),
          eq(packageSessions.status, "pending"),
        ),
      )
      .groupBy(packageSessions.bookingId);
    const leftOf = new Map(left.map((row) => [row.bookingId, row.count]));
    const messages: OutgoingEmail[] = [];
    for (const booking of claimed) {
      if (!booking.expiresAt) continue;
      messages.push({
        to: booking.clientEmail,
        template: "pack-expiring",
        email: packExpiring({
          clientName: booking.clientName,
          packageName: await packageNameFor(services, booking),
          left: leftOf.get(booking.id) ?? 0,
          expiresAt: new Date(booking.expiresAt.getTime() - 1),
          link: `${services.publicUrl}${pathIn(booking.language, "/my-bookings")}`,
          language: booking.language,
        }),
      });
    }
    return queueEmails(tx, messages);
  });
  // Sent now where the mail server answers; the mail sweep sends any left queued.
  for (const outboxId of outboxIds) await sendQueuedEmail(services, outboxId);
  return outboxIds.length;
}

/**
 * The trainer gives a paid pack a later last day: the sessions that had lapsed with it are back to book (the
 * ledger's 'restored'), and the client will be reminded again before the new day. Audited; the same day asked again
 * changes nothing.
 */
export async function extendExpiry(services: Services, actor: string, input: { id: number; until: string }) {
  const today = studioDate(services.now());
  if (input.until <= today) throw new TRPCError({ code: "BAD_REQUEST", message: "Pick a day after today." });
  if (input.until > addDays(today, EXPIRY_EXTEND_MAX_DAYS))
    throw new TRPCError({ code: "BAD_REQUEST", message: "Pick a day within five years." });
  const expiresAt = lapsesAfter(input.until);
  return services.db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, input.id)).for("update");
    if (!booking) throw new TRPCError({ code: "NOT_FOUND", message: "This booking no longer exists." });
    if (booking.paymentStatus !== "paid")
      throw new TRPCError({ code: "CONFLICT", message: "Only a paid pack's sessions can be given more time." });
    if (booking.expiresAt?.getTime() === expiresAt.getTime())
      return { id: booking.id, expiresOn: input.until, restored: 0 };
    await tx.update(bookings).set({ expiresAt, expiryRemindedAt: null }).where(eq(bookings.id, booking.id));
    await actAs(tx, { admin: actor });
    // Back to book: the sessions whose last change was their lapse (not those she or the trainer cancelled).
    const restored = await tx
      .update(packageSessions)
      .set({ status: "pending" })
      .where(
        and(
          eq(packageSessions.bookingId, booking.id),
          eq(packageSessions.status, "cancelled"),
          // Written out: drizzle names an updated table's columns unqualified, which the subquery would misread.
          sql`(select l.kind from session_ledger l where l.session_id = package_sessions.id
            order by l.id desc limit 1) = 'expired'`,
        ),
      )
      .returning({ id: packageSessions.id });
    await audit(tx, {
      actor,
      action: "booking.extend_expiry",
      bookingId: booking.id,
      clientEmail: booking.clientEmail,
      before: { expiresOn: booking.expiresAt ? lastDayBefore(booking.expiresAt) : null },
      after: { expiresOn: input.until, restored: restored.length },
    });
    return { id: booking.id, expiresOn: input.until, restored: restored.length };
  });
}
