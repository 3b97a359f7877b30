// Everything the site keeps that is keyed to her verified e-mail (or to her account), one query per kind. Each
// query is bounded by her own rows (her bookings by the e-mail index, the rest through them or her account), so
// the cost follows her history, not the site's.
import {
  bookings,
  calendarFeeds,
  clientMessages,
  contacts,
  type Executor,
  healthIntakes,
  newsletterSubscribers,
  packageSessions,
  progressTrackers,
  recipes,
  refunds,
  sessionLedger,
  sessionReminders,
  users,
  waitlistEntries,
} from "@studio/db";
import type { MyDataKind, MyDataRow } from "@studio/validators";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { intakeFromRow } from "../intake/intake";

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

/** Contact messages keep the address as it was typed. */
const sameAddress = (column: typeof contacts.email, email: string) => sql`lower(${column}) = ${email}`;

export const readers: { [K in MyDataKind]: Reader<K> } = {
  account: (db, { userId }) =>
    db
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        phone: users.phone,
        address: users.address,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId)),
  bookings: (db, { email }) =>
    db
      .select({
        id: bookings.id,
        packageName: bookings.packageName,
        date: bookings.date,
        time: bookings.time,
        location: bookings.location,
        address: bookings.address,
        notes: bookings.notes,
        clientName: bookings.clientName,
        clientEmail: bookings.clientEmail,
        clientPhone: bookings.clientPhone,
        experience: bookings.experience,
        status: bookings.status,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .where(eq(bookings.clientEmail, email))
      .orderBy(asc(bookings.id)),
  payments: (db, { email }) =>
    db
      .select({
        bookingId: bookings.id,
        amount: bookings.amount,
        originalAmount: bookings.originalAmount,
        discountCode: bookings.discountCode,
        discountAmount: bookings.discountAmount,
        paymentStatus: bookings.paymentStatus,
        paymentMethod: bookings.paymentMethod,
        paymentReference: bookings.paymentIntent,
      })
      .from(bookings)
      .where(eq(bookings.clientEmail, email))
      .orderBy(asc(bookings.id)),
  sessions: (db, { email }) =>
    db
      .select({
        id: packageSessions.id,
        bookingId: packageSessions.bookingId,
        sessionNumber: packageSessions.sessionNumber,
        date: packageSessions.date,
        time: packageSessions.time,
        startsAt: packageSessions.startsAt,
        status: packageSessions.status,
        updatedAt: packageSessions.updatedAt,
      })
      .from(packageSessions)
      .where(inArray(packageSessions.bookingId, herBookings(db, email)))
      .orderBy(asc(packageSessions.bookingId), asc(packageSessions.sessionNumber)),
  sessionLedger: (db, { email }) =>
    db
      .select({
        id: sessionLedger.id,
        bookingId: sessionLedger.bookingId,
        sessionId: sessionLedger.sessionId,
        kind: sessionLedger.kind,
        credits: sessionLedger.credits,
        startsAt: sessionLedger.startsAt,
        actor: sessionLedger.actor,
        createdAt: sessionLedger.createdAt,
      })
      .from(sessionLedger)
      .where(inArray(sessionLedger.bookingId, herBookings(db, email)))
      .orderBy(asc(sessionLedger.bookingId), asc(sessionLedger.id)),
  refunds: (db, { email }) =>
    db
      .select({
        id: refunds.id,
        bookingId: refunds.bookingId,
        amount: refunds.amount,
        reason: refunds.reason,
        status: refunds.status,
        createdAt: refunds.createdAt,
      })
      .from(refunds)
      .where(inArray(refunds.bookingId, herBookings(db, email)))
      .orderBy(asc(refunds.id)),
  trackerEntries: (db, { userId }) =>
    db
      .select({
        id: progressTrackers.id,
        date: progressTrackers.date,
        entryDay: progressTrackers.entryDay,
        moodRating: progressTrackers.moodRating,
        energyLevel: progressTrackers.energyLevel,
        workoutCompleted: progressTrackers.workoutCompleted,
        workoutType: progressTrackers.workoutType,
        notes: progressTrackers.notes,
        achievements: progressTrackers.achievements,
      })
      .from(progressTrackers)
      .where(eq(progressTrackers.userId, userId))
      .orderBy(asc(progressTrackers.date)),
  reminderSettings: (db, { userId }) =>
    db
      .select({
        reminderType: sessionReminders.reminderType,
        reminderTime: sessionReminders.reminderTime,
        enabled: sessionReminders.enabled,
        updatedAt: sessionReminders.updatedAt,
      })
      .from(sessionReminders)
      .where(eq(sessionReminders.userId, userId)),
  recipes: (db, { userId }) =>
    db
      .select({
        id: recipes.id,
        title: recipes.title,
        description: recipes.description,
        ingredients: recipes.ingredients,
        instructions: recipes.instructions,
        prepTime: recipes.prepTime,
        cookTime: recipes.cookTime,
        servings: recipes.servings,
        category: recipes.category,
        dietType: recipes.dietType,
        imageUrl: recipes.imageUrl,
        approved: recipes.approved,
        createdAt: recipes.createdAt,
      })
      .from(recipes)
      .where(eq(recipes.submittedBy, userId))
      .orderBy(asc(recipes.id)),
  newsletter: (db, { email }) =>
    db
      .select({
        email: newsletterSubscribers.email,
        isActive: newsletterSubscribers.isActive,
        subscribedAt: newsletterSubscribers.subscribedAt,
        confirmedAt: newsletterSubscribers.confirmedAt,
        unsubscribedAt: newsletterSubscribers.unsubscribedAt,
        language: newsletterSubscribers.language,
      })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email)),
  contactMessages: (db, { email }) =>
    db
      .select({
        id: contacts.id,
        name: contacts.name,
        email: contacts.email,
        subject: contacts.subject,
        message: contacts.message,
        createdAt: contacts.createdAt,
      })
      .from(contacts)
      .where(sameAddress(contacts.email, email))
      .orderBy(asc(contacts.id)),
  trainerMessages: (db, { email }) =>
    db
      .select({
        id: clientMessages.id,
        subject: clientMessages.subject,
        message: clientMessages.body,
        createdAt: clientMessages.createdAt,
      })
      .from(clientMessages)
      .where(eq(clientMessages.clientEmail, email))
      .orderBy(asc(clientMessages.id)),
  waitlistEntries: (db, { email }) =>
    db
      .select({
        id: waitlistEntries.id,
        sessionId: waitlistEntries.sessionId,
        sessionType: waitlistEntries.sessionType,
        date: waitlistEntries.date,
        time: waitlistEntries.time,
        startsAt: waitlistEntries.startsAt,
        autoBook: waitlistEntries.autoBook,
        status: waitlistEntries.status,
        offerExpiresAt: waitlistEntries.offerExpiresAt,
        createdAt: waitlistEntries.createdAt,
      })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.clientEmail, email))
      .orderBy(asc(waitlistEntries.id)),
  calendarFeed: (db, { email }) =>
    db
      .select({
        version: calendarFeeds.version,
        rotatedAt: calendarFeeds.rotatedAt,
        createdAt: calendarFeeds.createdAt,
      })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.clientEmail, email)),
  healthIntake: async (db, { email }) => {
    const rows = await db.select().from(healthIntakes).where(eq(healthIntakes.clientEmail, email));
    return rows.map((row) => {
      const { updatedAt, signedAt, signedName, waiverVersion, language, needsClearance, ...answers } =
        intakeFromRow(row);
      return { ...answers, needsClearance, language, waiverVersion, signedName, signedAt, updatedAt };
    });
  },
};
