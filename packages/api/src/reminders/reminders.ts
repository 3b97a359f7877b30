// Session reminders: settings per client, and a job queued for each session's reminder time that decides at
// send time from the live session, claims each channel once (however many instances run), logs every outcome
// for the admin, and uses instants (startsAt), so daylight-saving switches cannot shift it.
import {
  bookings,
  packageSessions,
  type ReminderChannel,
  type ReminderOutcome,
  reminderLog,
  sessionReminders,
  users,
} from "@studio/db";
import { sessionReminder, wordsIn } from "@studio/email";
import { REMINDER_DEFAULTS } from "@studio/validators";
import type { PushPreferences } from "@studio/validators/kinds";
import type { Language } from "@studio/validators/languages";
import { FREE_CHANGE_MS, sessionPlace, studio } from "@studio/validators/studio";
import { HOUR_MS, miamiLabel } from "@studio/validators/studio-time";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Services } from "../context";
import { sendEmail } from "../lib/outbox";
import { refusal } from "../lib/said";
import type { JobAttempt } from "../ports/queue";
import { toE164 } from "../ports/sms";
import { notifySessionReminder } from "../push/notices";
import { optInValues, pushPreferencesOf } from "../push/opt-in";

export async function reminderSettings(services: Services, userId: number) {
  const [row] = await services.db.select().from(sessionReminders).where(eq(sessionReminders.userId, userId));
  const push = pushPreferencesOf(row);
  return row
    ? { enabled: row.enabled, reminderType: row.reminderType, reminderTime: row.reminderTime, push }
    : { ...REMINDER_DEFAULTS, push };
}

export async function saveReminderSettings(
  services: Services,
  userId: number,
  input: {
    enabled: boolean;
    reminderType: "email" | "sms" | "both";
    reminderTime: number;
    /** Her phones' choices; a kind left out keeps its value (an older caller sends none). */
    push?: Partial<PushPreferences>;
  },
) {
  const values = {
    enabled: input.enabled,
    reminderType: input.reminderType,
    reminderTime: input.reminderTime,
    ...optInValues(input.push),
  };
  await services.db
    .insert(sessionReminders)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: sessionReminders.userId, set: values });
  await requeueReminders(services, userId);
  return reminderSettings(services, userId);
}

interface Due {
  sessionId: number;
  sessionNumber: number;
  startsAt: Date;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  location: string;
  address: string | null;
  /** The language she booked in: her reminders arrive in it. */
  language: Language;
}

/** Sent now: a session less than 24 hours away can no longer be moved, so the e-mail does not offer it. */
function reminderEmail(due: Due, now: Date, test = false) {
  return sessionReminder({
    clientName: due.clientName,
    when: miamiLabel(due.startsAt, due.language),
    location: placeOf(due),
    language: due.language,
    sessionNumber: due.sessionNumber,
    changeable: due.startsAt.getTime() - now.getTime() >= FREE_CHANGE_MS,
    test,
  });
}

const placeOf = (due: Pick<Due, "location" | "address" | "language">) =>
  sessionPlace(due.location.includes("home"), due.address, due.language);

function reminderText(due: Due) {
  return wordsIn(due.language)("email.reminder.text", {
    studio: studio.name,
    sessionNumber: due.sessionNumber,
    when: miamiLabel(due.startsAt, due.language),
    place: placeOf(due),
  });
}

/** The instant a reminder is due: `hours` before the session, as instants (so DST cannot shift it). */
export const reminderDueAt = (startsAt: Date, hours: number) => new Date(startsAt.getTime() - hours * HOUR_MS);

/** Queues a session's reminder job for `hours` before it; the job decides again when it runs. */
function enqueueReminder(services: Services, sessionId: number, startsAt: Date, hours: number) {
  return services.jobs.enqueue(
    "session-reminder",
    { sessionId, startsAt: startsAt.toISOString() },
    {
      startAfter: reminderDueAt(startsAt, hours),
      singletonKey: `${sessionId}:${startsAt.toISOString()}:${hours}`,
    },
  );
}

/** After a session is scheduled or moved: its reminder job, at her chosen time. */
export async function queueReminder(services: Services, sessionId: number, startsAt: Date, clientEmail: string) {
  const [user] = await services.db.select({ id: users.id }).from(users).where(eq(users.email, clientEmail));
  const settings = user ? await reminderSettings(services, user.id) : REMINDER_DEFAULTS;
  if (settings.enabled) await enqueueReminder(services, sessionId, startsAt, settings.reminderTime);
}

/** After she changes her settings: a job at the new time for each upcoming session (old ones find it not due). */
async function requeueReminders(services: Services, userId: number) {
  const [user] = await services.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const upcoming = await services.db
    .select({ id: packageSessions.id, startsAt: packageSessions.startsAt })
    .from(packageSessions)
    .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
    .where(
      and(
        eq(bookings.clientEmail, user.email),
        eq(packageSessions.status, "scheduled"),
        eq(packageSessions.reminderSent, false),
        gt(packageSessions.startsAt, services.now()),
      ),
    );
  const settings = await reminderSettings(services, userId);
  if (!settings.enabled) return;
  for (const session of upcoming) {
    if (session.startsAt) await enqueueReminder(services, session.id, session.startsAt, settings.reminderTime);
  }
}

async function loadDue(services: Services, sessionId: number) {
  const [row] = await services.db
    .select({
      sessionId: packageSessions.id,
      sessionNumber: packageSessions.sessionNumber,
      status: packageSessions.status,
      startsAt: packageSessions.startsAt,
      clientName: bookings.clientName,
      clientEmail: bookings.clientEmail,
      clientPhone: sql<string | null>`coalesce(${bookings.clientPhone}, ${users.phone})`,
      location: bookings.location,
      address: bookings.address,
      language: bookings.language,
      enabled: sessionReminders.enabled,
      reminderType: sessionReminders.reminderType,
      hours: sessionReminders.reminderTime,
    })
    .from(packageSessions)
    .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
    .leftJoin(users, eq(users.email, bookings.clientEmail))
    .leftJoin(sessionReminders, eq(sessionReminders.userId, users.id))
    .where(eq(packageSessions.id, sessionId));
  return row;
}

async function logOutcome(
  services: Services,
  entry: { sessionId: number; channel: ReminderChannel; startsAt: Date; status: ReminderOutcome; detail?: string },
) {
  await services.db.insert(reminderLog).values({ ...entry, createdAt: services.now() });
}

/**
 * Whether the reminder of the session queued for `startsAt` goes now: skipped (with what the log says) when the
 * session is no longer scheduled at that hour, her reminders are off or the session has started; not due before
 * her chosen hours ahead of it.
 */
export function reminderVerdict(
  session: { status: string; startsAt: Date | null },
  startsAt: Date,
  settings: { enabled: boolean; hours: number },
  now: Date,
): "send" | "not-due" | { skip: string } {
  if (session.status !== "scheduled") return { skip: `Session ${session.status}` };
  if (session.startsAt?.getTime() !== startsAt.getTime()) return { skip: "Session moved" };
  if (!settings.enabled) return { skip: "Reminders turned off" };
  if (now < reminderDueAt(startsAt, settings.hours)) return "not-due";
  if (now >= startsAt) return { skip: "Session already started" };
  return "send";
}

/**
 * Sends a session's reminder if, now, it is still due: the session is scheduled at `startsAt`, her reminders
 * are on, its time has come, and this channel was not sent. Each channel is claimed by inserting its
 * 'sending' row (unique while sending or sent). Throws when a channel failed, so the job is retried.
 */
export async function deliverReminder(
  services: Services,
  sessionId: number,
  startsAt: Date,
  attempt: JobAttempt = { retryCount: 0, retryLimit: 0 },
): Promise<"sent" | "skipped" | "not-due"> {
  const due = await loadDue(services, sessionId);
  const now = services.now();
  const settings = {
    enabled: due?.enabled ?? REMINDER_DEFAULTS.enabled,
    type: due?.reminderType ?? REMINDER_DEFAULTS.reminderType,
    hours: due?.hours ?? REMINDER_DEFAULTS.reminderTime,
  };
  const channels: ReminderChannel[] = settings.type === "both" ? ["email", "sms"] : [settings.type];
  const skip = async (detail: string) => {
    for (const channel of channels)
      await logOutcome(services, { sessionId, channel, startsAt, status: "skipped", detail });
    return "skipped" as const;
  };
  if (!due) return "skipped";
  const verdict = reminderVerdict(due, startsAt, settings, now);
  if (verdict === "not-due") return "not-due";
  if (verdict !== "send") return skip(verdict.skip);

  // Her phones too, when she chose it: queued once per session and time, whatever the channels below do.
  await notifySessionReminder(
    services,
    { email: due.clientEmail },
    {
      sessionId,
      startsAt,
      sessionNumber: due.sessionNumber,
      atHome: due.location.includes("home"),
    },
  );
  const failures: string[] = [];
  for (const channel of channels) {
    const [claim] = await services.db
      .insert(reminderLog)
      .values({ sessionId, channel, startsAt, status: "sending", createdAt: now })
      .onConflictDoNothing()
      .returning({ id: reminderLog.id });
    if (!claim) continue; // sent already, or being sent by another worker
    const outcome = await sendChannel(services, channel, { ...due, startsAt }).catch((error: unknown) => ({
      status: "failed" as const,
      detail: error instanceof Error ? error.message : String(error),
    }));
    const retrying = outcome.status === "failed" && attempt.retryCount < attempt.retryLimit;
    const detail = retrying ? `${outcome.detail} (will retry)` : outcome.detail;
    await services.db.update(reminderLog).set({ status: outcome.status, detail }).where(eq(reminderLog.id, claim.id));
    if (outcome.status === "failed") failures.push(`${channel}: ${outcome.detail}`);
  }
  if (failures.length) throw new Error(`Reminder for session ${sessionId} failed: ${failures.join("; ")}`);
  await services.db
    .update(packageSessions)
    .set({ reminderSent: true })
    .where(and(eq(packageSessions.id, sessionId), eq(packageSessions.startsAt, startsAt)));
  return "sent";
}

/** Sends one channel; resolves to what the log should say (a channel that cannot work is skipped, not retried). */
async function sendChannel(
  services: Services,
  channel: ReminderChannel,
  due: Due,
): Promise<{ status: "sent" | "skipped"; detail: string }> {
  if (channel === "email") {
    const sent = await sendEmail(
      services,
      { to: due.clientEmail, template: "session-reminder", email: reminderEmail(due, services.now()) },
      { retry: false },
    );
    if (!sent) throw new Error("The mail server did not accept the message");
    return { status: "sent", detail: `E-mailed ${due.clientEmail}` };
  }
  const to = due.clientPhone ? toE164(due.clientPhone) : null;
  if (!to) return { status: "skipped", detail: "No mobile number on file" };
  await services.sms.send({ to, body: reminderText(due) });
  return {
    status: "sent",
    detail: services.sms.mode === "log" ? `Logged for ${to} (no SMS provider configured)` : `Texted ${to}`,
  };
}

/** The "session-reminder" job. */
export async function runReminderJob(
  services: Services,
  data: { sessionId: number; startsAt: string },
  attempt: JobAttempt,
): Promise<void> {
  // Not due means her reminder time changed since: the job queued with the new time sends it.
  await deliverReminder(services, data.sessionId, new Date(data.startsAt), attempt);
}

/**
 * The safety net: reminders that are due but have no log row at all (their job never reached the queue).
 * Returns how many it sent.
 */
export async function sendDueReminders(services: Services): Promise<number> {
  const now = services.now();
  const candidates = await services.db
    .select({ sessionId: packageSessions.id, startsAt: packageSessions.startsAt })
    .from(packageSessions)
    .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
    .leftJoin(users, eq(users.email, bookings.clientEmail))
    .leftJoin(sessionReminders, eq(sessionReminders.userId, users.id))
    .where(
      and(
        eq(packageSessions.status, "scheduled"),
        eq(packageSessions.reminderSent, false),
        gt(packageSessions.startsAt, now),
        sql`coalesce(${sessionReminders.enabled}, ${REMINDER_DEFAULTS.enabled})`,
        sql`${packageSessions.startsAt} - make_interval(hours => coalesce(${sessionReminders.reminderTime}, ${REMINDER_DEFAULTS.reminderTime})) <= ${now.toISOString()}::timestamptz`,
        sql`not exists (select 1 from ${reminderLog} where ${reminderLog.sessionId} = ${packageSessions.id} and ${reminderLog.startsAt} = ${packageSessions.startsAt})`,
      ),
    );
  let sent = 0;
  for (const candidate of candidates) {
    if (!candidate.startsAt) continue;
    const outcome = await deliverReminder(services, candidate.sessionId, candidate.startsAt).catch(() => "failed");
    if (outcome === "sent") sent++;
  }
  return sent;
}

/** "Send Test Reminder": a real reminder e-mail for one of her own scheduled sessions. */
export async function sendTestReminder(
  services: Services,
  client: { userId: number; email: string },
  sessionId: number,
) {
  const due = await loadDue(services, sessionId);
  if (!due) throw refusal("NOT_FOUND", "server.sessions.notFound");
  if (due.clientEmail !== client.email) throw refusal("FORBIDDEN", "server.sessions.notYours");
  if (!due.startsAt) throw refusal("CONFLICT", "server.reminders.scheduleFirst");
  await sendEmail(services, {
    to: client.email,
    template: "session-reminder-test",
    email: reminderEmail({ ...due, startsAt: due.startsAt }, services.now(), true),
  });
  return { success: true, message: `Test reminder sent to ${client.email}` };
}
