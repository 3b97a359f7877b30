// Session reminders: settings per client, and a dispatcher that decides at send time from the live session,
// claims each reminder with a conditional update (one send, however many instances run), and uses instants
// (startsAt), so daylight-saving switches cannot shift it.
import { bookings, packageSessions, sessionReminders, users } from "@studio/db";
import { sessionReminder } from "@studio/email";
import { studio } from "@studio/validators/studio";
import { TRPCError } from "@trpc/server";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Services } from "../context";
import { sendEmail } from "./outbox";
import { miamiLabel } from "./studio-time";

export const DEFAULT_SETTINGS = { enabled: true, reminderType: "email" as const, reminderTime: 24 };

export async function reminderSettings(services: Services, userId: number) {
  const [row] = await services.db.select().from(sessionReminders).where(eq(sessionReminders.userId, userId));
  return row
    ? { enabled: row.enabled, reminderType: row.reminderType, reminderTime: row.reminderTime }
    : DEFAULT_SETTINGS;
}

export async function saveReminderSettings(
  services: Services,
  userId: number,
  input: { enabled: boolean; reminderType: "email" | "sms" | "both"; reminderTime: number },
) {
  const values = { enabled: input.enabled, reminderType: input.reminderType, reminderTime: input.reminderTime };
  await services.db
    .insert(sessionReminders)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: sessionReminders.userId, set: values });
  return values;
}

interface Due {
  sessionId: number;
  sessionNumber: number;
  startsAt: Date;
  clientName: string;
  clientEmail: string;
  location: string;
  address: string | null;
}

function reminderEmail(due: Due, test = false) {
  const location = due.location.includes("home")
    ? (due.address ?? "Your home")
    : `${studio.gym.name}, ${studio.gym.address}`;
  return sessionReminder({
    clientName: due.clientName,
    when: miamiLabel(due.startsAt),
    location,
    sessionNumber: due.sessionNumber,
    test,
  });
}

/** Sends every reminder whose time has come; returns how many this call sent. */
export async function sendDueReminders(services: Services): Promise<number> {
  const now = services.now();
  const candidates = await services.db
    .select({
      sessionId: packageSessions.id,
      sessionNumber: packageSessions.sessionNumber,
      startsAt: packageSessions.startsAt,
      clientName: bookings.clientName,
      clientEmail: bookings.clientEmail,
      location: bookings.location,
      address: bookings.address,
      enabled: sessionReminders.enabled,
      hours: sessionReminders.reminderTime,
    })
    .from(packageSessions)
    .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
    .leftJoin(users, eq(users.email, bookings.clientEmail))
    .leftJoin(sessionReminders, eq(sessionReminders.userId, users.id))
    .where(
      and(
        eq(packageSessions.status, "scheduled"),
        eq(packageSessions.reminderSent, false),
        gt(packageSessions.startsAt, now),
        sql`${packageSessions.startsAt} - make_interval(hours => coalesce(${sessionReminders.reminderTime}, 24)) <= ${now.toISOString()}::timestamptz`,
      ),
    );
  let sent = 0;
  for (const candidate of candidates) {
    if (candidate.enabled === false || !candidate.startsAt) continue;
    // Claim it against the state we read: a session moved or cancelled since then is not claimed.
    const [claimed] = await services.db
      .update(packageSessions)
      .set({ reminderSent: true })
      .where(
        and(
          eq(packageSessions.id, candidate.sessionId),
          eq(packageSessions.reminderSent, false),
          eq(packageSessions.status, "scheduled"),
          eq(packageSessions.startsAt, candidate.startsAt),
        ),
      )
      .returning({ id: packageSessions.id });
    if (!claimed) continue;
    await sendEmail(services, {
      to: candidate.clientEmail,
      template: "session-reminder",
      email: reminderEmail({ ...candidate, startsAt: candidate.startsAt }),
    });
    sent++;
  }
  return sent;
}

/** "Send Test Reminder": a real reminder e-mail for one of her own scheduled sessions. */
export async function sendTestReminder(
  services: Services,
  client: { userId: number; email: string },
  sessionId: number,
) {
  const [row] = await services.db
    .select({ session: packageSessions, booking: bookings })
    .from(packageSessions)
    .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
    .where(eq(packageSessions.id, sessionId));
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "Session not found" });
  if (row.booking.clientEmail !== client.email)
    throw new TRPCError({ code: "FORBIDDEN", message: "This session is not yours." });
  if (!row.session.startsAt)
    throw new TRPCError({ code: "CONFLICT", message: "Schedule the session first to test its reminder." });
  await sendEmail(services, {
    to: client.email,
    template: "session-reminder-test",
    email: reminderEmail(
      {
        sessionId,
        sessionNumber: row.session.sessionNumber,
        startsAt: row.session.startsAt,
        clientName: row.booking.clientName,
        clientEmail: client.email,
        location: row.booking.location,
        address: row.booking.address,
      },
      true,
    ),
  });
  return { success: true, message: `Test reminder sent to ${client.email}` };
}
