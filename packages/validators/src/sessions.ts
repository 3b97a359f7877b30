// Scheduling: a client's (or the admin's) sessions in the studio's hourly slots.
import { z } from "zod";
import { packageType } from "./catalogue";
import {
  hourTime,
  id,
  instant,
  isoDate,
  listPage,
  listPageSize,
  listSearch,
  money,
  numeric,
  pageOutput,
  requestKey,
} from "./common";
import { intakeOutput } from "./intake";
import { SESSION_STATUSES, WAITLIST_STATUSES } from "./session-kinds";
import { contentLanguage } from "./translations";

export { SESSION_STATUSES, type SessionStatus, WAITLIST_STATUSES, type WaitlistStatus } from "./session-kinds";
export const sessionStatus = z.enum(SESSION_STATUSES);

/** Where a session takes place: the studio's gym or the client's home (online packages need no slot). */
export const SESSION_TYPES = ["gym", "home"] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

/** The statuses an admin may set on a session (never back to pending). */
export const ADMIN_SESSION_STATUSES = ["scheduled", "completed", "cancelled", "postponed", "no_show"] as const;
export type AdminSessionStatus = (typeof ADMIN_SESSION_STATUSES)[number];
export const adminSessionStatusInput = z.object({
  id,
  status: z.enum(ADMIN_SESSION_STATUSES, {
    error: "status must be scheduled, completed, cancelled, postponed or no_show",
  }),
});

export const calendarInput = z.object({ weekStart: isoDate.optional() });

const sessionId = id;

/** The client's own sessions. */
export const availabilityInput = z.object({ sessionId, weekStart: isoDate.optional() });
export const scheduleInput = z.object({ sessionId, date: isoDate, time: hourTime });
export const sessionIdInput = z.object({ sessionId });

/** The admin, on a client's behalf; `override` records an exception to the 24-hour rule. */
/** The trainer's optional word to the client on a change she makes ("Moved for Thanksgiving, see you Friday!"). */
export const TRAINER_NOTE_MAX = 500;
const trainerNote = z
  .string({ error: "Note must be text" })
  .trim()
  .max(TRAINER_NOTE_MAX, `Note must be at most ${TRAINER_NOTE_MAX} characters`)
  .optional()
  .transform((note) => note || undefined);

export const adminScheduleInput = z.object({
  id: id,
  date: isoDate,
  time: hourTime,
  override: z.boolean().default(false),
  /** Goes into her e-mail about the change, which says the trainer made it. */
  note: trainerNote,
});
export const adminCancelInput = z.object({ id: id, override: z.boolean().default(false), note: trainerNote });
export const slotCapacityInput = z.object({
  date: isoDate,
  time: hourTime,
  sessionType: z.enum(SESSION_TYPES).default("gym"),
  maxCapacity: numeric(z.number().int().min(0, "Capacity cannot be negative").max(20, "Capacity is at most 20")),
});

/**
 * Why a day offers no times (a closure: "Closed for Thanksgiving"), shown beside the day; null on an open day. On a
 * client's page, in its language where she wrote it; `language` says which the reason is in.
 */
export const closedDay = z.object({ reason: z.string(), language: contentLanguage.optional() }).nullable();

/** One hour of the trainer's week, with who is booked in it. */
export const calendarSlotOutput = z.object({
  date: isoDate,
  time: z.string(),
  bookingCount: z.number().int(),
  maxCapacity: z.number().int(),
  /** "Client Name (Package Name)" for each session in the hour. */
  bookings: z.array(z.string()),
});
/** A day of the trainer's week: the hours her template opens for either kind of session, and any closure. */
export const calendarDayOutput = z.object({ date: isoDate, hours: z.array(hourTime), closed: closedDay });
export const calendarOutput = z.object({
  weekStart: isoDate,
  slots: z.array(calendarSlotOutput),
  days: z.array(calendarDayOutput),
});

/** An hour's row: how many places it holds and how many are taken. */
export const timeSlotOutput = z.object({
  id,
  date: isoDate,
  time: z.string(),
  sessionType: z.enum(SESSION_TYPES),
  bookedCount: z.number().int(),
  maxCapacity: z.number().int(),
  createdAt: instant,
});

/** A session as stored, every column. */
export const sessionRecordOutput = z.object({
  id,
  bookingId: id,
  sessionNumber: z.number().int(),
  date: isoDate.nullable(),
  time: z.string().nullable(),
  startsAt: instant.nullable(),
  timeSlotId: id.nullable(),
  status: sessionStatus,
  reminderSent: z.boolean(),
  policyOverride: z.string().nullable(),
  calendarSequence: z.number().int(),
  createdAt: instant,
  updatedAt: instant,
});

/** One row of the trainer's upcoming sessions, with whose booking and which package. */
/** A day of the trainer's agenda: the sessions dated that day. */
export const dayAgendaInput = z.object({ date: isoDate });
export const dayAgendaSession = z.object({
  id,
  sessionNumber: z.number().int(),
  date: isoDate.nullable(),
  time: z.string().nullable(),
  startsAt: instant.nullable(),
  status: sessionStatus,
  booking: z.object({ id, clientName: z.string(), clientEmail: z.string(), location: z.string() }),
  package: z.object({
    name: z.string(),
    type: packageType,
    sessionCount: z.number().int(),
    /** An unlimited membership's month: one session a day, its count no pack's. */
    unlimited: z.boolean(),
  }),
  /** What she needs before the session: where, and what the client told her and she noted. */
  client: z.object({
    phone: z.string().nullable(),
    address: z.string().nullable(),
    experience: z.string().nullable(),
    notes: z.string().nullable(),
    latestNote: z.string().nullable(),
  }),
  /** Sessions of the pack she has come to or missed. */
  done: z.number().int(),
  /** Their first session together. */
  firstTime: z.boolean(),
  /** Her health questionnaire, or null while she has not filled it. */
  health: intakeOutput.nullable(),
});

export const adminSessionOutput = z.object({
  id,
  sessionNumber: z.number().int(),
  date: isoDate.nullable(),
  time: z.string().nullable(),
  status: sessionStatus,
  booking: z.object({ id, clientName: z.string(), clientEmail: z.string(), location: z.string() }),
  package: z.object({ name: z.string(), type: packageType, price: money }),
});

/** The session list's status filter: SPEC's All Sessions, or one status. */
export const SESSION_STATUS_FILTERS = ["all", ...SESSION_STATUSES] as const;
export type SessionStatusFilter = (typeof SESSION_STATUS_FILTERS)[number];

/**
 * GET /api/admin/sessions (admin.sessions.list): one page of the sessions dated today or later (Miami) and the
 * undated ones, by date then time, undated last; of one status, or whose client's name or e-mail holds `search`.
 */
export const adminSessionListInput = z
  .object({
    status: z
      .enum(SESSION_STATUS_FILTERS, {
        error: "status must be all, pending, scheduled, completed, cancelled, postponed or no_show",
      })
      .default("all"),
    search: listSearch,
    page: listPage,
    pageSize: listPageSize,
  })
  .prefault({});
export type AdminSessionListInput = z.input<typeof adminSessionListInput>;
export const adminSessionPageOutput = /* @__PURE__ */ pageOutput(adminSessionOutput);

/** A week of free places for one session, by day and hour in Miami. */
export const availabilityOutput = z.object({
  weekStart: isoDate,
  timeZone: z.string(),
  sessionType: z.enum(SESSION_TYPES),
  days: z.array(
    z.object({
      date: isoDate,
      /** Set on a closed day, which offers no times. */
      closed: closedDay,
      times: z.array(
        z.object({
          time: hourTime,
          startsAt: z.iso.datetime(),
          /** 0 when the hour is too soon or too far ahead to book. */
          free: z.number().int(),
          available: z.boolean(),
          /** Bookable in time but every place taken: she can join its waiting list. */
          full: z.boolean(),
          /** Her own hour: a session of hers is booked at it, or she waits in its line (then it is not offered). */
          mine: z.enum(["booked", "waiting"]).nullable(),
        }),
      ),
    }),
  ),
});

export const scheduledSessionOutput = z.object({
  id,
  date: isoDate,
  time: hourTime,
  startsAt: z.iso.datetime(),
  status: z.literal("scheduled"),
  /** The start as people read it, in Miami time: "Tue, Nov 24 at 7:00 AM ET". */
  when: z.string(),
});

/** pending: the credit came back to the package; cancelled: forfeited under the 24-hour policy. */
export const cancelledSessionOutput = z.object({
  id,
  status: z.enum(["pending", "cancelled"]),
  message: z.string(),
});

/** A download: the REST adapter sends `content` as the file. */
export const calendarFileOutput = z.object({ filename: z.string(), content: z.string() });

/** The waiting list of a full hour: she joins with the session of her pack she wants placed there. */
export const joinWaitlistInput = z.object({
  sessionId,
  date: isoDate,
  time: hourTime,
  /** "Book me automatically": a freed place is taken for her at once, with no offer to claim. */
  autoBook: z.boolean().default(false),
  requestKey,
});
export const waitlistEntryIdInput = z.object({ id });
/** The link of an offer's e-mail: the entry and its signature for this offer. */
export const claimOfferInput = z.object({ entry: id, token: z.string().trim().min(1, "token is required").max(200) });

export const waitlistStatus = z.enum(WAITLIST_STATUSES);
/** One of her places in line, as My Sessions shows it. */
export const waitlistEntryOutput = z.object({
  id,
  sessionId: id,
  sessionNumber: z.number().int(),
  packageName: z.string(),
  date: isoDate,
  time: z.string(),
  startsAt: instant,
  /** "Tue, Dec 1, 2026 at 7:00 AM ET" */
  when: z.string(),
  autoBook: z.boolean(),
  status: waitlistStatus,
  /** 1 for the first in line. */
  position: z.number().int(),
  offerExpiresAt: instant.nullable(),
  /** Her offer's claim signature, while an offer is open to her. */
  claimToken: z.string().nullable(),
});
export type WaitlistEntryView = z.infer<typeof waitlistEntryOutput>;

/** The trainer's view of the lines in a range of days (at most a week). */
export const adminWaitlistInput = z
  .object({ from: isoDate, to: isoDate })
  .refine((range) => range.to >= range.from, { error: "to must not be before from", path: ["to"] })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 6 * 86_400_000, {
    error: "A range is at most 7 days",
    path: ["to"],
  });
export const adminWaitlistEntry = z.object({
  id,
  date: isoDate,
  time: z.string(),
  sessionType: z.enum(SESSION_TYPES),
  clientName: z.string(),
  packageName: z.string(),
  sessionNumber: z.number().int(),
  status: waitlistStatus,
  autoBook: z.boolean(),
  offerExpiresAt: instant.nullable(),
  createdAt: instant,
});
