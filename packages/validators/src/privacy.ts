// Her data in her hands: what "Download my data" writes (one JSON file, or a .zip of one CSV per kind) and what
// "Delete my data" takes and answers.
import { z } from "zod";
import { intakeAnswers } from "./intake";
import { verifyCodeInput } from "./portal";

/** "Delete my data": the code e-mailed for that purpose alone (a sign-in code does not erase). */
export const eraseMyDataInput = z.object({ code: verifyCodeInput.shape.code });
export type EraseMyDataInput = z.input<typeof eraseMyDataInput>;

export const erasedOutput = z.object({
  success: z.literal(true),
  /** Her bookings kept as accounting rows, under "Erased client" with no personal field. */
  bookingsKept: z.number().int().nonnegative(),
  /** Her scheduled sessions cancelled, their places freed for others. */
  sessionsCancelled: z.number().int().nonnegative(),
  message: z.string(),
});
export type ErasedAnswer = z.infer<typeof erasedOutput>;

/** The name an erased client's kept rows carry instead of hers. */
export const ERASED_NAME = "Erased client";
/** The address an erased client's kept rows carry: `.invalid` is reserved (RFC 2606), so it matches nobody real. */
export const erasedAddress = (id: number | string) => `erased-${id}@invalid`;

// The export file. Instants are ISO 8601 text, as JSON carries them.
const when = z.string();

export const myDataAccount = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  createdAt: when,
});

export const myDataBooking = z.object({
  id: z.number().int(),
  packageName: z.string(),
  date: z.string(),
  time: z.string(),
  location: z.string(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string().nullable(),
  experience: z.string().nullable(),
  status: z.string(),
  createdAt: when,
});

export const myDataPayment = z.object({
  bookingId: z.number().int(),
  amount: z.string(),
  originalAmount: z.string(),
  discountCode: z.string().nullable(),
  discountAmount: z.string(),
  paymentStatus: z.string(),
  paymentMethod: z.string().nullable(),
  /** The card processor's reference, when a card paid. */
  paymentReference: z.string().nullable(),
});

export const myDataSession = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  sessionNumber: z.number().int(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  startsAt: when.nullable(),
  status: z.string(),
  updatedAt: when,
});

export const myDataLedgerEntry = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  sessionId: z.number().int().nullable(),
  kind: z.string(),
  credits: z.number().int(),
  startsAt: when.nullable(),
  actor: z.string(),
  createdAt: when,
});

export const myDataRefund = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  amount: z.string(),
  reason: z.string(),
  status: z.string(),
  createdAt: when,
});

export const myDataTrackerEntry = z.object({
  id: z.number().int(),
  date: when,
  entryDay: z.string(),
  moodRating: z.number().int(),
  energyLevel: z.number().int(),
  workoutCompleted: z.boolean(),
  workoutType: z.string().nullable(),
  notes: z.string().nullable(),
  achievements: z.string().nullable(),
});

export const myDataReminderSettings = z.object({
  reminderType: z.string(),
  reminderTime: z.number().int(),
  enabled: z.boolean(),
  updatedAt: when,
});

export const myDataRecipe = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  ingredients: z.array(z.string()),
  instructions: z.string(),
  prepTime: z.number().int(),
  cookTime: z.number().int(),
  servings: z.number().int(),
  category: z.string(),
  dietType: z.string(),
  imageUrl: z.string().nullable(),
  approved: z.boolean(),
  createdAt: when,
});

export const myDataNewsletter = z.object({
  email: z.string(),
  isActive: z.boolean(),
  subscribedAt: when,
  /** Null while the sign-up waits for her to confirm it from the e-mail. */
  confirmedAt: when.nullable(),
  unsubscribedAt: when.nullable(),
  language: z.string(),
});

export const myDataContactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: when,
});

/** What the trainer wrote to her from her page (e-mailed to her). */
export const myDataTrainerMessage = z.object({
  id: z.number().int(),
  subject: z.string(),
  message: z.string(),
  createdAt: when,
});

export const myDataWaitlistEntry = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  sessionType: z.string(),
  date: z.string(),
  time: z.string(),
  startsAt: when,
  autoBook: z.boolean(),
  status: z.string(),
  offerExpiresAt: when.nullable(),
  createdAt: when,
});

/** Her calendar feed as a record: that it exists and since when, never its secret address. */
export const myDataCalendarFeed = z.object({
  version: z.number().int(),
  rotatedAt: when.nullable(),
  createdAt: when,
});

/** Her health questionnaire and the waiver she signed: her answers, one column each. */
export const myDataHealthIntake = intakeAnswers.extend({
  needsClearance: z.boolean(),
  language: z.string(),
  waiverVersion: z.number().int(),
  signedName: z.string(),
  signedAt: when,
  updatedAt: when,
});

/**
 * Each kind of her data, in the file's order: its key in the JSON file, and its rows (a kind of which she has at most
 * one is an object or null in JSON, and a CSV of one row or none). Its CSV file in the .zip is named in her language
 * (the server catalogue's `download.file.*`), its columns too (`download.column.*`).
 */
export const MY_DATA_KINDS = {
  account: { row: myDataAccount, single: true },
  bookings: { row: myDataBooking, single: false },
  payments: { row: myDataPayment, single: false },
  sessions: { row: myDataSession, single: false },
  sessionLedger: { row: myDataLedgerEntry, single: false },
  refunds: { row: myDataRefund, single: false },
  trackerEntries: { row: myDataTrackerEntry, single: false },
  reminderSettings: { row: myDataReminderSettings, single: true },
  recipes: { row: myDataRecipe, single: false },
  newsletter: { row: myDataNewsletter, single: true },
  contactMessages: { row: myDataContactMessage, single: false },
  trainerMessages: { row: myDataTrainerMessage, single: false },
  waitlistEntries: { row: myDataWaitlistEntry, single: false },
  calendarFeed: { row: myDataCalendarFeed, single: true },
  healthIntake: { row: myDataHealthIntake, single: true },
} as const;
export type MyDataKind = keyof typeof MY_DATA_KINDS;
export type MyDataRow<K extends MyDataKind> = z.infer<(typeof MY_DATA_KINDS)[K]["row"]>;

/** The JSON file "Download my data" gives: who, when, then every kind of her data. */
export const myDataFile = z.object({
  exportedAt: when,
  email: z.string(),
  account: myDataAccount.nullable(),
  bookings: z.array(myDataBooking),
  payments: z.array(myDataPayment),
  sessions: z.array(myDataSession),
  sessionLedger: z.array(myDataLedgerEntry),
  refunds: z.array(myDataRefund),
  trackerEntries: z.array(myDataTrackerEntry),
  reminderSettings: myDataReminderSettings.nullable(),
  recipes: z.array(myDataRecipe),
  newsletter: myDataNewsletter.nullable(),
  contactMessages: z.array(myDataContactMessage),
  trainerMessages: z.array(myDataTrainerMessage),
  waitlistEntries: z.array(myDataWaitlistEntry),
  calendarFeed: myDataCalendarFeed.nullable(),
  healthIntake: myDataHealthIntake.nullable(),
});
export type MyDataFile = z.infer<typeof myDataFile>;
