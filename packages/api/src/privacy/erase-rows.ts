// What "Delete my data" does to each table, inside its one transaction. Her bookings, their sessions and refunds
// stay (the accounts need them) with every personal field blanked; everything else keyed to her goes.
import {
  adminAudit,
  blogPosts,
  bookings,
  calendarFeeds,
  clientMessages,
  clientNotes,
  clientPages,
  contacts,
  discountRedemptions,
  emailOutbox,
  giftCards,
  healthIntakes,
  memberships,
  newsletterSubscribers,
  packageSessions,
  packages,
  rateLimits,
  recipes,
  refunds,
  reminderLog,
  type TimeSlot,
  type Transaction,
  testimonials,
  users,
  verificationCodes,
  waitlistEntries,
} from "@studio/db";
import { ERASED_NAME } from "@studio/validators";
import { and, asc, eq, inArray, isNotNull, like, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { lockSlots, recountPlaces } from "../sessions/slot-places";
import type { DataOwner } from "./my-data";
import { redactor } from "./redact";

/** Her address in a column that keeps it as typed. */
const sameAddress = (column: AnyPgColumn, email: string) => sql`lower(${column}) = ${email}`;
/** The placeholder of a kept row: `erased-<booking id>@invalid`, which can match no real address. */
const placeholderFor = (bookingId: AnyPgColumn) => sql<string>`'erased-' || ${bookingId} || '@invalid'`;

/** Her bookings, locked (in id order, as every booking change takes them) for the rest of the transaction. */
export async function lockHerBookings(tx: Transaction, email: string) {
  return tx.select().from(bookings).where(eq(bookings.clientEmail, email)).orderBy(asc(bookings.id)).for("update");
}

/**
 * Her name, phone, address and notes as the site has them, to redact from free text: the name and note she put on a
 * gift card she gave included, and her name as a giver typed it on one given to her.
 */
export async function herIdentifiers(tx: Transaction, owner: DataOwner, held: (typeof bookings.$inferSelect)[]) {
  const [account] = await tx.select().from(users).where(eq(users.id, owner.userId));
  const messages = await tx
    .selectDistinct({ name: contacts.name })
    .from(contacts)
    .where(sameAddress(contacts.email, owner.email));
  const gave = await tx
    .select({ name: giftCards.buyerName, note: giftCards.message })
    .from(giftCards)
    .where(sameAddress(giftCards.buyerEmail, owner.email));
  const given = await tx
    .select({ name: giftCards.recipientName })
    .from(giftCards)
    .where(sameAddress(giftCards.recipientEmail, owner.email));
  return [
    owner.email,
    account?.fullName,
    account?.phone,
    account?.address,
    ...messages.map((message) => message.name),
    ...gave.flatMap((card) => [card.name, card.note]),
    ...given.map((card) => card.name),
    ...held.flatMap((booking) => [
      booking.clientName,
      booking.clientPhone,
      booking.address,
      booking.notes,
      booking.experience,
    ]),
  ];
}

/** Writes `redact(text)` back wherever it changes something. */
async function redactColumn<Row extends { id: number }>(
  rows: Row[],
  fields: (keyof Row & string)[],
  redact: (text: string) => string,
  write: (id: number, changes: Partial<Row>) => Promise<unknown>,
) {
  for (const row of rows) {
    const changes: Partial<Row> = {};
    for (const field of fields) {
      const value = row[field];
      if (typeof value !== "string") continue;
      const redacted = redact(value);
      if (redacted !== value) changes[field] = redacted as Row[typeof field];
    }
    if (Object.keys(changes).length) await write(row.id, changes);
  }
}

/**
 * Her kept rows, anonymised: bookings as "Erased client" at a placeholder address with no phone, address, notes or
 * experience; her memberships, the discount uses and audit entries (as their client and as who acted) under the same
 * placeholder; the gift cards she gave or was given without her name and address; free text quoting her redacted.
 */
export async function anonymiseKeptRows(
  tx: Transaction,
  owner: DataOwner,
  bookingIds: number[],
  identifiers: (string | null | undefined)[],
) {
  const redact = redactor(identifiers);
  const hers = bookingIds.length ? inArray(adminAudit.bookingId, bookingIds) : undefined;
  const entries = await tx
    .select()
    .from(adminAudit)
    .where(or(sameAddress(adminAudit.clientEmail, owner.email), hers));
  if (redact) {
    await redactColumn(entries, ["before", "after"], redact, (id, changes) =>
      tx.update(adminAudit).set(changes).where(eq(adminAudit.id, id)),
    );
  }
  // A private note about her goes with her; its entry keeps only that one was written, by whom and when.
  const notes = entries.filter((entry) => entry.action === "client.note").map((entry) => entry.id);
  if (notes.length) {
    await tx
      .update(adminAudit)
      .set({ before: null, after: JSON.stringify({ erased: true }) })
      .where(inArray(adminAudit.id, notes));
  }
  if (entries.length) {
    await tx
      .update(adminAudit)
      .set({ clientEmail: sql`coalesce(${placeholderFor(adminAudit.bookingId)}, 'erased@invalid')` })
      .where(
        and(
          inArray(
            adminAudit.id,
            entries.map((entry) => entry.id),
          ),
          isNotNull(adminAudit.clientEmail),
        ),
      );
    // Her own changes (to her membership) name her as who acted, too.
    await tx
      .update(adminAudit)
      .set({ actor: sql`coalesce(${placeholderFor(adminAudit.bookingId)}, 'erased@invalid')` })
      .where(
        and(
          inArray(
            adminAudit.id,
            entries.map((entry) => entry.id),
          ),
          sameAddress(adminAudit.actor, owner.email),
        ),
      );
  }
  // Her memberships stay with their months (the bookings) and their pauses, under the same placeholder. The
  // subscription stays, so the processor's last events of it still find the row; its customer, the processor's
  // record of her, is forgotten (only her card page used it).
  await tx
    .update(memberships)
    .set({ clientName: ERASED_NAME, clientEmail: placeholderFor(memberships.firstBookingId), customerId: null })
    .where(sameAddress(memberships.clientEmail, owner.email));
  // A card she gave was e-mailed to its recipient under her name, with her note: both go from that e-mail too (an
  // e-mail to her, or holding her address, is deleted with the rest of her rows).
  if (redact) {
    const recipients = tx
      .select({ to: sql`lower(${giftCards.recipientEmail})` })
      .from(giftCards)
      .where(sameAddress(giftCards.buyerEmail, owner.email));
    const sent = await tx
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, "gift-card"), inArray(sql`lower(${emailOutbox.to})`, recipients)));
    await redactColumn(sent, ["subject", "text", "html"], redact, (id, changes) =>
      tx.update(emailOutbox).set(changes).where(eq(emailOutbox.id, id)),
    );
  }
  // The gift cards she gave or was given stay with their money and balance; her name, her address and the note
  // between the two go.
  const cardPlaceholder = sql<string>`'erased-gift-card-' || ${giftCards.id} || '@invalid'`;
  await tx
    .update(giftCards)
    .set({ buyerName: ERASED_NAME, buyerEmail: cardPlaceholder, message: null })
    .where(sameAddress(giftCards.buyerEmail, owner.email));
  await tx
    .update(giftCards)
    .set({ recipientName: ERASED_NAME, recipientEmail: cardPlaceholder, message: null })
    .where(sameAddress(giftCards.recipientEmail, owner.email));
  await tx
    .update(discountRedemptions)
    .set({ clientEmail: placeholderFor(discountRedemptions.bookingId) })
    .where(
      or(
        sameAddress(discountRedemptions.clientEmail, owner.email),
        bookingIds.length ? inArray(discountRedemptions.bookingId, bookingIds) : undefined,
      ),
    );
  if (!bookingIds.length) return;
  if (redact) {
    const refundRows = await tx.select().from(refunds).where(inArray(refunds.bookingId, bookingIds));
    await redactColumn(refundRows, ["reason", "failureReason"], redact, (id, changes) =>
      tx.update(refunds).set(changes).where(eq(refunds.id, id)),
    );
    const sessionRows = await tx.select().from(packageSessions).where(inArray(packageSessions.bookingId, bookingIds));
    await redactColumn(sessionRows, ["policyOverride"], redact, (id, changes) =>
      tx.update(packageSessions).set(changes).where(eq(packageSessions.id, id)),
    );
  }
  // A reminder's outcome names where it went (her address, her phone): the outcome stays, the detail goes.
  await tx
    .update(reminderLog)
    .set({ detail: null })
    .where(
      inArray(
        reminderLog.sessionId,
        tx
          .select({ id: packageSessions.id })
          .from(packageSessions)
          .where(inArray(packageSessions.bookingId, bookingIds)),
      ),
    );
  await tx
    .update(bookings)
    .set({
      clientName: ERASED_NAME,
      clientEmail: placeholderFor(bookings.id),
      clientPhone: null,
      address: null,
      notes: null,
      experience: null,
      userId: null,
    })
    .where(inArray(bookings.id, bookingIds));
}

/**
 * Her scheduled sessions, cancelled: each hour is locked and recounted from the sessions in it (the sessions
 * domain's rule), so the places are free for others when the transaction commits. Answers the hours freed.
 */
export async function cancelScheduled(tx: Transaction, bookingIds: number[]) {
  if (!bookingIds.length) return { cancelled: 0, freedHours: [] as TimeSlot[] };
  const scheduled = and(inArray(packageSessions.bookingId, bookingIds), eq(packageSessions.status, "scheduled"));
  const held = await tx.select({ slot: packageSessions.timeSlotId }).from(packageSessions).where(scheduled);
  const slots = await lockSlots(
    tx,
    held.map((row) => row.slot),
  );
  const cancelled = await tx
    .update(packageSessions)
    .set({ status: "cancelled", timeSlotId: null })
    .where(scheduled)
    .returning({ slot: packageSessions.timeSlotId });
  await recountPlaces(tx, slots);
  return {
    cancelled: cancelled.length,
    freedHours: slots,
  };
}

/** The uploads she shared with her recipes, unlinked; answers the files no one else's content uses. */
async function unlinkRecipePhotos(tx: Transaction, userId: number): Promise<string[]> {
  const mine = and(eq(recipes.submittedBy, userId), like(recipes.imageUrl, "/uploads/%"));
  const photos = await tx.selectDistinct({ url: recipes.imageUrl }).from(recipes).where(mine);
  await tx.update(recipes).set({ imageUrl: null }).where(mine);
  await tx.update(recipes).set({ submittedBy: null }).where(eq(recipes.submittedBy, userId));
  const orphans: string[] = [];
  for (const { url } of photos) if (url && !(await stillUsed(tx, url))) orphans.push(url);
  return orphans;
}

/** Whether other content shows this upload: a path typed into her recipe could be a photo of the trainer's. */
async function stillUsed(tx: Transaction, url: string): Promise<boolean> {
  const uses = [
    () =>
      tx
        .select({ id: testimonials.id })
        .from(testimonials)
        .where(
          or(
            eq(testimonials.imagePath, url),
            eq(testimonials.beforeImagePath, url),
            eq(testimonials.afterImagePath, url),
          ),
        )
        .limit(1),
    () => tx.select({ id: packages.id }).from(packages).where(eq(packages.imageUrl, url)).limit(1),
    () =>
      tx
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(or(eq(blogPosts.coverImageUrl, url), sql`strpos(${blogPosts.body}, ${url}) > 0`))
        .limit(1),
    () => tx.select({ id: recipes.id }).from(recipes).where(eq(recipes.imageUrl, url)).limit(1),
  ];
  for (const use of uses) if ((await use()).length) return true;
  return false;
}

/**
 * Everything else keyed to her, deleted: her account (with its tracker entries, reminder settings and sign-ins),
 * codes, messages (hers and the trainer's to her), newsletter row, waitlist places, calendar feed, health questionnaire, the trainer's notes and
 * pages for her, the e-mails to or about her, and the rate-limit counters named by her address. Answers the upload files to remove.
 */
export async function deleteHerRows(tx: Transaction, owner: DataOwner): Promise<string[]> {
  const { email, userId } = owner;
  const files = await unlinkRecipePhotos(tx, userId);
  await tx.delete(waitlistEntries).where(sameAddress(waitlistEntries.clientEmail, email));
  await tx.delete(calendarFeeds).where(sameAddress(calendarFeeds.clientEmail, email));
  await tx.delete(healthIntakes).where(sameAddress(healthIntakes.clientEmail, email));
  await tx.delete(clientNotes).where(sameAddress(clientNotes.clientEmail, email));
  await tx.delete(clientMessages).where(sameAddress(clientMessages.clientEmail, email));
  await tx.delete(clientPages).where(sameAddress(clientPages.clientEmail, email));
  await tx.delete(newsletterSubscribers).where(sameAddress(newsletterSubscribers.email, email));
  await tx.delete(contacts).where(sameAddress(contacts.email, email));
  await tx.delete(verificationCodes).where(sameAddress(verificationCodes.email, email));
  await tx
    .delete(emailOutbox)
    .where(
      or(
        sameAddress(emailOutbox.to, email),
        sameAddress(emailOutbox.replyTo, email),
        sql`strpos(lower(${emailOutbox.subject} || ' ' || ${emailOutbox.text} || ' ' || ${emailOutbox.html}), ${email}) > 0`,
      ),
    );
  await tx.delete(rateLimits).where(sql`right(${rateLimits.key}, ${email.length + 1}) = ${`:${email}`}`);
  // Her sign-ins, reminder settings and tracker entries go with her account (on delete cascade).
  await tx.delete(users).where(or(eq(users.id, userId), eq(users.email, email)));
  return files;
}
