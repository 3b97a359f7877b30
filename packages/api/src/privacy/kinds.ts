// What "Download my data" writes: each kind of her data, the table it comes from and its columns, each list written
// once. A kind's select list (my-data.ts reads with it), its rows' schema (drizzle-zod's, from the table) and its
// CSV's columns (export-files.ts) all come from the one `picked` list below; each column's heading is the server
// catalogue's `download.column.<name>`, and its file's name `download.file.<kind>`.
import {
  bodyMeasurements,
  bookings,
  calendarFeeds,
  clientMessages,
  contacts,
  exerciseLogs,
  giftCardRedemptions,
  giftCards,
  healthIntakes,
  membershipPauses,
  memberships,
  newsletterSubscribers,
  packageSessions,
  planExercises,
  planWorkouts,
  progressPhotos,
  progressTrackers,
  pushSubscriptions,
  recipes,
  refunds,
  sessionLedger,
  sessionReminders,
  trainingPlans,
  users,
  waitlistEntries,
  workoutComments,
} from "@studio/db";
import { intakeAnswers, isoDate } from "@studio/validators";
import { z } from "zod";
import { picked } from "../lib/picked";

/** A kind of which she has at most one: an object or null in JSON, a CSV of one row or none. */
const one = <Kind extends object>(kind: Kind) => ({ ...kind, single: true as const });
/** A kind of which she may have many: a list in JSON, a CSV row each. */
const many = <Kind extends object>(kind: Kind) => ({ ...kind, single: false as const });

const intake = picked(healthIntakes, [
  "needsClearance",
  "language",
  "waiverVersion",
  "signedName",
  "signedAt",
  "updatedAt",
]);

const cards = picked(giftCards, [
  "id",
  "code",
  "amount",
  "balance",
  "status",
  "buyerName",
  "recipientName",
  "recipientEmail",
  "message",
  "paidAt",
  "sentAt",
  "createdAt",
]);

/** What her bookings took from gift cards: the card by its code's last four characters, the dollars, when. */
const redemption = picked(giftCardRedemptions, ["id", "bookingId", "amount", "createdAt", "returnedAt"], {
  createdAt: "redeemedAt",
});

/**
 * Her memberships as the site keeps them: the price, where each stands and its dates; never the card processor's
 * customer or subscription (references of the studio's account there, not hers to use) nor the time of its last word.
 */
const membership = picked(
  memberships,
  [
    "id",
    "firstBookingId",
    "amount",
    "status",
    "createdAt",
    "currentPeriodEnd",
    "endsAt",
    "pausedAt",
    "cancelledAt",
    "paymentFailedAt",
  ],
  { amount: "monthlyPrice", createdAt: "startedAt" },
);

const plannedWorkout = picked(planWorkouts, ["id", "planId", "title", "note"]);
const plannedExercise = picked(planExercises, ["id", "workoutId", "sets", "reps", "weightLb", "restSeconds", "note"]);
const exerciseLog = picked(exerciseLogs, ["id", "day", "sets", "effort", "bestWeightLb", "volumeLb", "updatedAt"]);

/**
 * Each kind of her data, in the file's order: its key in the JSON file, the columns it reads (`columns`, under
 * their names in the file) and the schema of its rows as read (`row`, instants as Dates).
 */
export const MY_DATA_KINDS = {
  account: one(picked(users, ["id", "email", "fullName", "phone", "address", "createdAt"])),
  bookings: many(
    picked(bookings, [
      "id",
      "packageName",
      "date",
      "time",
      "location",
      "address",
      "notes",
      "clientName",
      "clientEmail",
      "clientPhone",
      "experience",
      "status",
      "createdAt",
    ]),
  ),
  payments: many(
    picked(
      bookings,
      [
        "id",
        "amount",
        "originalAmount",
        "discountCode",
        "discountAmount",
        "paymentStatus",
        "paymentMethod",
        "paymentIntent",
      ],
      // The card processor's reference, when a card paid.
      { id: "bookingId", paymentIntent: "paymentReference" },
    ),
  ),
  sessions: many(
    picked(packageSessions, ["id", "bookingId", "sessionNumber", "date", "time", "startsAt", "status", "updatedAt"]),
  ),
  sessionLedger: many(
    picked(sessionLedger, ["id", "bookingId", "sessionId", "kind", "credits", "startsAt", "actor", "createdAt"]),
  ),
  refunds: many(picked(refunds, ["id", "bookingId", "amount", "reason", "status", "createdAt"])),
  trackerEntries: many(
    picked(progressTrackers, [
      "id",
      "date",
      "entryDay",
      "moodRating",
      "energyLevel",
      "workoutCompleted",
      "workoutType",
      "notes",
      "achievements",
    ]),
  ),
  measurements: many(picked(bodyMeasurements, ["day", "weightLb", "waistIn", "hipsIn", "updatedAt"])),
  /** Her progress photos as a list; the .zip holds the photos themselves too. */
  progressPhotos: many(picked(progressPhotos, ["id", "day", "createdAt"])),
  /** Her training plans (her own copies, with the trainer's adjustments), each workout dated, each exercise's prescription. */
  trainingPlans: many(picked(trainingPlans, ["id", "title", "startsOn", "archivedAt", "createdAt"])),
  plannedWorkouts: many({
    columns: plannedWorkout.columns,
    row: z.object({
      id: plannedWorkout.row.shape.id,
      planId: plannedWorkout.row.shape.planId,
      date: isoDate,
      title: plannedWorkout.row.shape.title,
      note: plannedWorkout.row.shape.note,
    }),
  }),
  plannedExercises: many({
    columns: plannedExercise.columns,
    row: z.object({
      id: plannedExercise.row.shape.id,
      workoutId: plannedExercise.row.shape.workoutId,
      exerciseName: z.string(),
      sets: plannedExercise.row.shape.sets,
      reps: plannedExercise.row.shape.reps,
      weightLb: plannedExercise.row.shape.weightLb,
      restSeconds: plannedExercise.row.shape.restSeconds,
      note: plannedExercise.row.shape.note,
    }),
  }),
  /** What she logged of each exercise: its sets as she sent them, and the best weight and volume worked out. */
  exerciseLogs: many({
    columns: exerciseLog.columns,
    row: z.object({
      id: exerciseLog.row.shape.id,
      day: exerciseLog.row.shape.day,
      exerciseName: z.string(),
      sets: exerciseLog.row.shape.sets,
      effort: exerciseLog.row.shape.effort,
      bestWeightLb: exerciseLog.row.shape.bestWeightLb,
      volumeLb: exerciseLog.row.shape.volumeLb,
      updatedAt: exerciseLog.row.shape.updatedAt,
    }),
  }),
  /** The trainer's comments on her workouts. */
  workoutComments: many(picked(workoutComments, ["id", "day", "body", "createdAt"], { body: "comment" })),
  reminderSettings: one(
    picked(sessionReminders, [
      "reminderType",
      "reminderTime",
      "enabled",
      "pushSessionReminders",
      "pushWaitlistOffers",
      "pushTrainerComments",
      "pushTodaysWorkout",
      "updatedAt",
    ]),
  ),
  /** The browsers she turned notifications on for: by name and language, never their push address or keys. */
  pushDevices: many(picked(pushSubscriptions, ["id", "userAgent", "language", "createdAt", "lastSuccessAt"])),
  recipes: many(
    picked(recipes, [
      "id",
      "title",
      "description",
      "ingredients",
      "instructions",
      "prepTime",
      "cookTime",
      "servings",
      "category",
      "dietType",
      "imageUrl",
      "approved",
      "createdAt",
    ]),
  ),
  newsletter: one(
    // confirmedAt is null while the sign-up waits for her to confirm it from the e-mail.
    picked(newsletterSubscribers, ["email", "isActive", "subscribedAt", "confirmedAt", "unsubscribedAt", "language"]),
  ),
  contactMessages: many(picked(contacts, ["id", "name", "email", "subject", "message", "createdAt"])),
  /** What the trainer wrote to her from her page (e-mailed to her). */
  trainerMessages: many(picked(clientMessages, ["id", "subject", "body", "createdAt"], { body: "message" })),
  waitlistEntries: many(
    picked(waitlistEntries, [
      "id",
      "sessionId",
      "sessionType",
      "date",
      "time",
      "startsAt",
      "autoBook",
      "status",
      "offerExpiresAt",
      "createdAt",
    ]),
  ),
  /** Her calendar feed as a record: that it exists and since when, never its secret address. */
  calendarFeed: one(picked(calendarFeeds, ["version", "rotatedAt", "createdAt"])),
  /** Her health questionnaire and the waiver she signed: her answers, one column each, then the signature. */
  healthIntake: one({ columns: intake.columns, row: intakeAnswers.extend(intake.row.shape) }),
  /**
   * The gift cards she bought and those given to her. A code spends the card's money for whoever holds it, so a file
   * never carries one whole (`maskedCode`): a card given to her shows its last four characters and what is left to
   * spend; one she gave, neither (her receipt never carried the code either, and the money is the recipient's).
   */
  giftCards: many({
    columns: cards.columns,
    row: cards.row.extend({
      code: cards.row.shape.code.nullable(),
      balance: cards.row.shape.balance.nullable(),
      boughtByYou: z.boolean(),
      givenToYou: z.boolean(),
    }),
  }),
  /**
   * The gift card dollars each of her bookings took, whoever's card it was: the card by its code's last four
   * characters, the amount, when it was taken and when it was given back (a booking released unpaid).
   */
  giftCardRedemptions: many({
    columns: redemption.columns,
    row: z.object({
      id: redemption.row.shape.id,
      bookingId: redemption.row.shape.bookingId,
      code: cards.row.shape.code,
      amount: redemption.row.shape.amount,
      redeemedAt: redemption.row.shape.redeemedAt,
      returnedAt: redemption.row.shape.returnedAt,
    }),
  }),
  /**
   * Her memberships: the package (named as her bookings name it), the monthly price she signed up at, where it
   * stands, when it started, when the month paid for ends, the end she asked for, when it was paused, ended or last
   * refused a renewal, and the booking of its first month.
   */
  memberships: many({
    columns: membership.columns,
    row: z.object({
      id: membership.row.shape.id,
      packageName: z.string(),
      monthlyPrice: membership.row.shape.monthlyPrice,
      status: membership.row.shape.status,
      startedAt: membership.row.shape.startedAt,
      currentPeriodEnd: membership.row.shape.currentPeriodEnd,
      endsAt: membership.row.shape.endsAt,
      pausedAt: membership.row.shape.pausedAt,
      cancelledAt: membership.row.shape.cancelledAt,
      paymentFailedAt: membership.row.shape.paymentFailedAt,
      firstBookingId: membership.row.shape.firstBookingId,
    }),
  }),
  /** Each pause of her memberships, from when it was paused to when it resumed or ended (empty while it lasts). */
  membershipPauses: many(picked(membershipPauses, ["id", "membershipId", "pausedAt", "resumedAt"])),
};
export type MyDataKind = keyof typeof MY_DATA_KINDS;
type RowSchema<K extends MyDataKind> = (typeof MY_DATA_KINDS)[K]["row"];
export type MyDataRow<K extends MyDataKind> = z.infer<RowSchema<K>>;
/** A column of one of the files: a field of that kind's row. */
export type MyDataColumn = { [K in MyDataKind]: keyof RowSchema<K>["shape"] & string }[MyDataKind];

/** A field as the JSON file writes it: an instant as its ISO 8601 text. */
type Written<Field> = Field extends z.ZodDate
  ? z.ZodISODateTime
  : Field extends z.ZodNullable<z.ZodDate>
    ? z.ZodNullable<z.ZodISODateTime>
    : Field;
type WrittenShape<Shape> = { [F in keyof Shape]: Written<Shape[F]> };
type WrittenRow<K extends MyDataKind> = z.ZodObject<Extract<WrittenShape<RowSchema<K>["shape"]>, z.ZodRawShape>>;

const isDate = (field: z.ZodType) => field instanceof z.ZodDate;
/** A kind's rows as the JSON file has them: the same fields, instants as text. */
function written<K extends MyDataKind>(kind: K): WrittenRow<K> {
  const fields = Object.entries(MY_DATA_KINDS[kind].row.shape as Record<string, z.ZodType>).map(([name, field]) => {
    if (isDate(field)) return [name, z.iso.datetime()];
    if (field instanceof z.ZodNullable && isDate(field.unwrap() as z.ZodType))
      return [name, z.iso.datetime().nullable()];
    return [name, field];
  });
  return z.object(Object.fromEntries(fields)) as unknown as WrittenRow<K>;
}

type FileShape = { exportedAt: z.ZodISODateTime; email: z.ZodString } & {
  [K in MyDataKind]: (typeof MY_DATA_KINDS)[K]["single"] extends true
    ? z.ZodNullable<WrittenRow<K>>
    : z.ZodArray<WrittenRow<K>>;
};

/** The JSON file "Download my data" gives: who, when, then every kind of her data under its key. */
export const myDataFile = z.object({
  exportedAt: z.iso.datetime(),
  email: z.string(),
  ...Object.fromEntries(
    (Object.keys(MY_DATA_KINDS) as MyDataKind[]).map((kind) => [
      kind,
      MY_DATA_KINDS[kind].single ? written(kind).nullable() : z.array(written(kind)),
    ]),
  ),
}) as unknown as z.ZodObject<FileShape>;
export type MyDataFile = z.infer<typeof myDataFile>;
