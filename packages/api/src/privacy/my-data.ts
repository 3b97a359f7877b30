// Everything the site keeps that is keyed to her verified e-mail (or to her account), one query per kind, each
// selecting the columns its kind lists (kinds.ts). Each query is bounded by her own rows (her bookings by the e-mail
// index, the rest through them, her account or an index on their own address), so the cost follows her history,
// not the site's.
import {
  bodyMeasurements,
  bookings,
  calendarFeeds,
  clientMessages,
  contacts,
  type Executor,
  exerciseLogs,
  exercises,
  giftCardRedemptions,
  giftCards,
  healthIntakes,
  membershipPauses,
  memberships,
  newsletterSubscribers,
  packageSessions,
  packages,
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
import { asc, eq, inArray, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { MY_DATA_KINDS, type MyDataKind, type MyDataRow } from "./kinds";

/** The signed-in client whose data is read. */
export interface DataOwner {
  userId: number;
  /** Lower case, as her account and her bookings keep it. */
  email: string;
}

/** A row as the database gives it (instants as Dates), with exactly the fields of the file's row. */
export type StoredRow<K extends MyDataKind> = { [F in keyof MyDataRow<K>]: unknown };

type Reader<K extends MyDataKind> = (db: Executor, owner: DataOwner) => Promise<StoredRow<K>[]>;

/** Her bookings' ids, for the kinds kept per booking. */
const herBookings = (db: Executor, email: string) =>
  db.select({ id: bookings.id }).from(bookings).where(eq(bookings.clientEmail, email));

/** Her memberships' ids, for their pauses. */
const herMemberships = (db: Executor, email: string) =>
  db.select({ id: memberships.id }).from(memberships).where(eq(memberships.clientEmail, email));

/** Her address in a column compared in lower case: contact messages keep it as it was typed. */
const sameAddress = (column: AnyPgColumn, email: string) => sql`lower(${column}) = ${email}`;

/**
 * A gift card's code as her file shows it: its last four characters. The code is the card's money to whoever types
 * it, so no copy of it travels in a file ("GIFT-7KQ4-M9XR" is "GIFT-••••-M9XR").
 */
export const maskedCode = (code: string) => `GIFT-••••-${code.slice(-4)}`;

/** A booking's discount code as her file shows it: a gift card's masked, a discount code as it is. */
const shownDiscountCode = (code: string | null) => (code?.startsWith("GIFT-") ? maskedCode(code) : code);

const columns = <K extends MyDataKind>(kind: K): (typeof MY_DATA_KINDS)[K]["columns"] => MY_DATA_KINDS[kind].columns;

export const readers: { [K in MyDataKind]: Reader<K> } = {
  account: (db, { userId }) => db.select(columns("account")).from(users).where(eq(users.id, userId)),
  bookings: (db, { email }) =>
    db.select(columns("bookings")).from(bookings).where(eq(bookings.clientEmail, email)).orderBy(asc(bookings.id)),
  payments: async (db, { email }) => {
    const rows = await db
      .select(columns("payments"))
      .from(bookings)
      .where(eq(bookings.clientEmail, email))
      .orderBy(asc(bookings.id));
    return rows.map((row) => ({ ...row, discountCode: shownDiscountCode(row.discountCode) }));
  },
  sessions: (db, { email }) =>
    db
      .select(columns("sessions"))
      .from(packageSessions)
      .where(inArray(packageSessions.bookingId, herBookings(db, email)))
      .orderBy(asc(packageSessions.bookingId), asc(packageSessions.sessionNumber)),
  sessionLedger: (db, { email }) =>
    db
      .select(columns("sessionLedger"))
      .from(sessionLedger)
      .where(inArray(sessionLedger.bookingId, herBookings(db, email)))
      .orderBy(asc(sessionLedger.bookingId), asc(sessionLedger.id)),
  refunds: (db, { email }) =>
    db
      .select(columns("refunds"))
      .from(refunds)
      .where(inArray(refunds.bookingId, herBookings(db, email)))
      .orderBy(asc(refunds.id)),
  trackerEntries: (db, { userId }) =>
    db
      .select(columns("trackerEntries"))
      .from(progressTrackers)
      .where(eq(progressTrackers.userId, userId))
      .orderBy(asc(progressTrackers.date)),
  measurements: (db, { userId }) =>
    db
      .select(columns("measurements"))
      .from(bodyMeasurements)
      .where(eq(bodyMeasurements.userId, userId))
      .orderBy(asc(bodyMeasurements.day)),
  progressPhotos: (db, { userId }) =>
    db
      .select(columns("progressPhotos"))
      .from(progressPhotos)
      .where(eq(progressPhotos.userId, userId))
      .orderBy(asc(progressPhotos.day), asc(progressPhotos.id)),
  trainingPlans: (db, { userId }) =>
    db
      .select(columns("trainingPlans"))
      .from(trainingPlans)
      .where(eq(trainingPlans.userId, userId))
      .orderBy(asc(trainingPlans.id)),
  plannedWorkouts: (db, { userId }) =>
    db
      .select({
        ...columns("plannedWorkouts"),
        date: sql<string>`(${trainingPlans.startsOn} + ${planWorkouts.day})::text`,
      })
      .from(planWorkouts)
      .innerJoin(trainingPlans, eq(trainingPlans.id, planWorkouts.planId))
      .where(eq(trainingPlans.userId, userId))
      .orderBy(asc(planWorkouts.planId), asc(planWorkouts.day), asc(planWorkouts.position)),
  plannedExercises: (db, { userId }) =>
    db
      .select({ ...columns("plannedExercises"), exerciseName: exercises.name })
      .from(planExercises)
      .innerJoin(planWorkouts, eq(planWorkouts.id, planExercises.workoutId))
      .innerJoin(trainingPlans, eq(trainingPlans.id, planWorkouts.planId))
      .innerJoin(exercises, eq(exercises.id, planExercises.exerciseId))
      .where(eq(trainingPlans.userId, userId))
      .orderBy(asc(planExercises.workoutId), asc(planExercises.position)),
  exerciseLogs: (db, { userId }) =>
    db
      .select({ ...columns("exerciseLogs"), exerciseName: exercises.name })
      .from(exerciseLogs)
      .innerJoin(exercises, eq(exercises.id, exerciseLogs.exerciseId))
      .where(eq(exerciseLogs.userId, userId))
      .orderBy(asc(exerciseLogs.day), asc(exerciseLogs.createdAt)),
  workoutComments: (db, { userId }) =>
    db
      .select(columns("workoutComments"))
      .from(workoutComments)
      .where(eq(workoutComments.userId, userId))
      .orderBy(asc(workoutComments.day), asc(workoutComments.id)),
  reminderSettings: (db, { userId }) =>
    db.select(columns("reminderSettings")).from(sessionReminders).where(eq(sessionReminders.userId, userId)),
  pushDevices: (db, { userId }) =>
    db
      .select(columns("pushDevices"))
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.id)),
  recipes: (db, { userId }) =>
    db.select(columns("recipes")).from(recipes).where(eq(recipes.submittedBy, userId)).orderBy(asc(recipes.id)),
  newsletter: (db, { email }) =>
    db.select(columns("newsletter")).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
  contactMessages: (db, { email }) =>
    db
      .select(columns("contactMessages"))
      .from(contacts)
      .where(sameAddress(contacts.email, email))
      .orderBy(asc(contacts.id)),
  trainerMessages: (db, { email }) =>
    db
      .select(columns("trainerMessages"))
      .from(clientMessages)
      .where(eq(clientMessages.clientEmail, email))
      .orderBy(asc(clientMessages.id)),
  waitlistEntries: (db, { email }) =>
    db
      .select(columns("waitlistEntries"))
      .from(waitlistEntries)
      .where(eq(waitlistEntries.clientEmail, email))
      .orderBy(asc(waitlistEntries.id)),
  calendarFeed: (db, { email }) =>
    db.select(columns("calendarFeed")).from(calendarFeeds).where(eq(calendarFeeds.clientEmail, email)),
  healthIntake: async (db, { email }) => {
    const rows = await db
      .select({ answers: healthIntakes.answers, ...columns("healthIntake") })
      .from(healthIntakes)
      .where(eq(healthIntakes.clientEmail, email));
    return rows.map(({ answers, ...signature }) => ({ ...answers, ...signature }));
  },
  // Found by either address in lower case, as their indexes (and her erasure) compare them.
  giftCards: async (db, { email }) => {
    const [bought, given] = [sameAddress(giftCards.buyerEmail, email), sameAddress(giftCards.recipientEmail, email)];
    const rows = await db
      .select({ ...columns("giftCards"), boughtByYou: sql<boolean>`${bought}`, givenToYou: sql<boolean>`${given}` })
      .from(giftCards)
      .where(or(bought, given))
      .orderBy(asc(giftCards.id));
    return rows.map((card) =>
      card.givenToYou ? { ...card, code: maskedCode(card.code) } : { ...card, code: null, balance: null },
    );
  },
  // By her bookings (the redemptions' unique booking index), each with its card's code, masked.
  giftCardRedemptions: async (db, { email }) => {
    const rows = await db
      .select({ ...columns("giftCardRedemptions"), code: giftCards.code })
      .from(giftCardRedemptions)
      .innerJoin(giftCards, eq(giftCards.id, giftCardRedemptions.giftCardId))
      .where(inArray(giftCardRedemptions.bookingId, herBookings(db, email)))
      .orderBy(asc(giftCardRedemptions.id));
    return rows.map(({ id, bookingId, code, amount, redeemedAt, returnedAt }) => ({
      id,
      bookingId,
      code: maskedCode(code),
      amount,
      redeemedAt,
      returnedAt,
    }));
  },
  // By the memberships' e-mail index, each with its package's name (in English, as her bookings keep it).
  memberships: (db, { email }) =>
    db
      .select({ ...columns("memberships"), packageName: packages.name })
      .from(memberships)
      .innerJoin(packages, eq(packages.id, memberships.packageId))
      .where(eq(memberships.clientEmail, email))
      .orderBy(asc(memberships.id)),
  // By her memberships (the pauses' index of membership and start).
  membershipPauses: (db, { email }) =>
    db
      .select(columns("membershipPauses"))
      .from(membershipPauses)
      .where(inArray(membershipPauses.membershipId, herMemberships(db, email)))
      .orderBy(asc(membershipPauses.membershipId), asc(membershipPauses.pausedAt), asc(membershipPauses.id)),
};
