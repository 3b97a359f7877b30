// The trainer's clients: a directory built from what exists (bookings by e-mail, verified users, the tracker),
// one client's whole history, and her private notes on each.
import { z } from "zod";
import { bookingStatus } from "./bookings";
import { email, id, instant, isoDate, listPage, listSearch, money, requestKey } from "./common";
import { LANGUAGES } from "./languages";
import { paymentMethod, paymentStatus } from "./payments";
import { sessionStatus } from "./sessions";

/** Clients on one page of the directory. */
export const CLIENT_PAGE_SIZE = 20;
/** Notes shown at a time on a client's page; older ones are asked for on demand. */
export const CLIENT_NOTES_PAGE_SIZE = 20;
export const CLIENT_NOTE_MAX = 5000;

/** admin.clients.list: newest activity first, optionally those whose name or e-mail holds `search`. */
export const clientDirectoryInput = z.object({ search: listSearch, page: listPage });
export type ClientDirectoryInput = z.input<typeof clientDirectoryInput>;

/** One package she bought, counted from its sessions' statuses. */
/** gym or home: sessions booked into the studio's hours; null for online programs and workouts, never booked. */
const sessionType = z.enum(["gym", "home"]).nullable();

export const clientPackageOutput = z.object({
  bookingId: id,
  packageName: z.string(),
  sessionType,
  paymentStatus,
  /** Completed sessions. */
  used: z.number().int(),
  /** Sessions with a date and time booked. */
  scheduled: z.number().int(),
  /** Sessions still to book: pending, or postponed by the trainer. */
  left: z.number().int(),
  /** Cancelled sessions (forfeited within 24 hours, or with a cancelled booking): neither used nor left. */
  cancelled: z.number().int(),
  /** A month of an unlimited membership: one session a day, its days left to book lapsing with it, no count. */
  unlimited: z.boolean(),
});
export type ClientPackage = z.infer<typeof clientPackageOutput>;

/** What the directory and the client's page both show at the top. */
export const clientSummaryOutput = z.object({
  email: z.string(),
  /** From her newest booking; a client who only verified her e-mail may have none. */
  name: z.string().nullable(),
  phone: z.string().nullable(),
  /** She proved this address with an e-mail code (a client user exists). */
  verified: z.boolean(),
  /** Her account, once she verified: what her training (plans, logs) is kept under. */
  userId: id.nullable(),
  /** She keeps the mood and workout tracker. */
  tracker: z.boolean(),
  packages: z.array(clientPackageOutput),
  /** The first scheduled session still ahead. */
  nextSession: instant.nullable(),
  /** The sum of her paid bookings' amounts. */
  totalPaid: money,
  /** Her last completed session, or her last scheduled one already past. */
  lastVisit: instant.nullable(),
  /** Her newest booking, or when she verified her e-mail: the directory's order. */
  lastActivity: instant,
});
export type ClientSummary = z.infer<typeof clientSummaryOutput>;

export const clientDirectoryOutput = z.object({
  clients: z.array(clientSummaryOutput),
  page: z.number().int(),
  hasMore: z.boolean(),
});

/** One client, by her e-mail address (stored lower case, as bookings keep it). */
export const clientEmailInput = z.object({ email });

export const clientSessionOutput = z.object({
  id,
  sessionNumber: z.number().int(),
  date: isoDate.nullable(),
  time: z.string().nullable(),
  startsAt: instant.nullable(),
  status: sessionStatus,
  /** Cancelled because it was left to book when its pack passed its last day. */
  expired: z.boolean(),
});

export const clientBookingOutput = z.object({
  id,
  packageName: z.string(),
  sessionType,
  location: z.string(),
  status: bookingStatus,
  paymentStatus,
  paymentMethod: paymentMethod.nullable(),
  /** The trainer who recorded a manual payment. */
  paymentRecordedBy: z.string().nullable(),
  amount: money,
  discountCode: z.string().nullable(),
  discountAmount: money,
  createdAt: instant,
  /** The last day its sessions can be booked for (Miami); null when they never lapse. */
  expiresOn: isoDate.nullable(),
  /** A month of an unlimited membership: one session a day up to `expiresOn`, its days left to book no count. */
  unlimited: z.boolean(),
  sessions: z.array(clientSessionOutput),
});

export const clientRefundOutput = z.object({
  id,
  bookingId: id,
  amount: money,
  status: z.string(),
  reason: z.string(),
  createdAt: instant,
});

/** admin.clients.get: the summary, and her whole history newest first. */
export const clientProfileOutput = clientSummaryOutput.extend({
  /** When she first verified her e-mail, and when a signed-in device of hers was last seen. */
  verifiedAt: instant.nullable(),
  lastSignedIn: instant.nullable(),
  trackerEntries: z.number().int(),
  lastTrackerEntry: isoDate.nullable(),
  /** The language she last booked or wrote in: the studio writes to her in it. */
  language: z.enum(LANGUAGES),
  bookings: z.array(clientBookingOutput),
  refunds: z.array(clientRefundOutput),
});
export type ClientProfile = z.infer<typeof clientProfileOutput>;

/** admin.clients.notes: her notes newest first; `cursor` (the oldest note shown) asks for the older ones. */
export const clientNotesInput = z.object({ email, cursor: id.nullish() });

export const clientNoteOutput = z.object({
  id,
  body: z.string(),
  writtenBy: z.string(),
  createdAt: instant,
});
export const clientNotesOutput = z.object({ notes: z.array(clientNoteOutput), hasMore: z.boolean() });

/** admin.clients.addNote: once per attempt of her form. */
export const clientNoteInput = z.object({
  email,
  body: z
    .string({ error: "The note must be text" })
    .trim()
    .min(1, "Please write the note")
    .max(CLIENT_NOTE_MAX, `A note must be at most ${CLIENT_NOTE_MAX} characters`),
  requestKey,
});
export type ClientNoteInput = z.input<typeof clientNoteInput>;

/** admin.clients.sendSignInCode: the portal's code, e-mailed to her; once per attempt. */
export const clientSignInCodeInput = z.object({ email, requestKey });
