// "Delete my data": a code e-mailed for that purpose alone, then one transaction that frees her places, keeps her
// bookings as anonymous accounting rows, deletes the rest, ends her sign-ins and tells the trainer.
import { clientErased } from "@studio/email";
import type { ErasedAnswer } from "@studio/validators";
import { miamiLabel } from "@studio/validators/studio-time";
import { CLIENT_COOKIE } from "../auth/cookies";
import type { Context } from "../context";
import { queueEmail, sendQueuedEmail } from "../lib/outbox";
import { refusal, says } from "../lib/said";
import { hasRenewingMembership } from "../memberships/lists";
import { invalidCode, matchingCode, sendVerificationCode, spendCode } from "../portal/verification";
import { actAs } from "../sessions/ledger";
import { lockClientHours } from "../sessions/scheduling";
import { hourKey, placeFreed } from "../sessions/slot-turns";
import { requestWaitlistFill } from "../sessions/waitlist-entries";
import { anonymiseKeptRows, cancelScheduled, deleteHerRows, herIdentifiers, lockHerBookings } from "./erase-rows";
import type { DataOwner } from "./my-data";

/** A membership that renews is ended first: a month paid after her erasure would belong to nobody. */
async function refuseWhileMembershipRenews(ctx: Context, owner: DataOwner) {
  if (await hasRenewingMembership(ctx, owner.email)) throw refusal("CONFLICT", "server.privacy.membershipRenews");
}

/** E-mails her a code that only confirms the erasure, under the same limits as every code. */
export async function sendEraseCode(ctx: Context, owner: DataOwner) {
  await refuseWhileMembershipRenews(ctx, owner);
  await sendVerificationCode(ctx, owner.email, "erase");
  return {
    success: true,
    message: says("server.privacy.eraseCodeSent").in(ctx.request.wordsIn),
  };
}

/**
 * Erases her data when the code is her live erase code. Safe to repeat: the code is spent inside the transaction,
 * so the same request sent twice erases once and the second finds the code used; run again, every step finds
 * nothing left of her.
 */
export async function eraseMyData(ctx: Context, owner: DataOwner, code: string): Promise<ErasedAnswer> {
  await refuseWhileMembershipRenews(ctx, owner);
  const matched = await matchingCode(ctx, owner.email, code, "erase");
  const done = await ctx.db.transaction(async (tx) => {
    if (!(await spendCode(tx, matched.id))) throw invalidCode();
    await actAs(tx, { client: owner });
    // As every change to a client's bookings takes them: the bookings, then her scheduling, then the hours.
    const held = await lockHerBookings(tx, owner.email);
    await lockClientHours(tx, owner.email);
    const bookingIds = held.map((booking) => booking.id);
    const identifiers = await herIdentifiers(tx, owner, held);
    const freed = await cancelScheduled(tx, bookingIds);
    await anonymiseKeptRows(tx, owner, bookingIds, identifiers);
    const files = await deleteHerRows(tx, owner);
    const notice = await queueEmail(tx, {
      to: ctx.trainerEmail,
      template: "client-erased",
      email: clientErased({
        when: miamiLabel(ctx.now()),
        bookingIds,
        sessionsCancelled: freed.cancelled,
      }),
    });
    return { bookingIds, freed, files, notice };
  });
  await matched.attempt.giveBack();
  ctx.request.clearCookie(CLIENT_COOKIE);
  // Her freed places go to the first in line of each hour.
  for (const slot of done.freed.freedHours) {
    placeFreed(ctx.db, hourKey(slot.date, slot.time, slot.sessionType));
    void requestWaitlistFill(ctx, slot);
  }
  // After the commit: a file is removed only once nothing in the database points at it any more.
  await Promise.allSettled(done.files.map((file) => ctx.uploads.remove(file)));
  await sendQueuedEmail(ctx, done.notice);
  const kept = done.bookingIds.length;
  return {
    success: true,
    bookingsKept: kept,
    sessionsCancelled: done.freed.cancelled,
    message: (kept ? says("server.privacy.erasedKept", { count: kept }) : says("server.privacy.erased")).in(
      ctx.request.wordsIn,
    ),
  };
}
