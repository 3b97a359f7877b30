// An online program's buyer gets its template as her plan, from the day she paid (Miami). Exactly once per purchase:
// the copy names its booking, which is unique, so a webhook delivered twice, or together with the browser's
// confirmation, makes one plan whichever commits first.
//
// At payment (`planForPurchase`, called by payments' applyPaid in the transaction that makes the booking paid) the
// copy is made when she has an account. A buyer without one yet (an account is made the first time she proves her
// e-mail) gets it when she first opens her training (`claimProgramPlans`). Either way only a purchase paid once the
// template was the program's (`linked_at`) brings it: linking a template later hands nothing to past buyers.
import { bookings, type Executor, trainingPlans, users } from "@studio/db";
import { studioDate } from "@studio/validators/studio-time";
import { and, eq, isNull, lte, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Services } from "../context";
import { copyPlan } from "./copy-plan";

/** The paid booking as applyPaid has it. */
export interface Purchase {
  id: number;
  clientEmail: string;
  packageId: number;
  paidAt: Date | null;
}

/** How many of her purchases one look at her training claims: a client buys a program or two, not dozens. */
const CLAIMED_AT_ONCE = 10;

/** A template in use as an online program's plan. */
const liveTemplate = and(isNull(trainingPlans.userId), isNull(trainingPlans.archivedAt));

/** Another plan row, for asking whether a purchase has brought its plan already. */
const given = alias(trainingPlans, "given");

/**
 * In the transaction that made `booking` paid: her copy of its program's template, when the package has one and she
 * has an account. The plan's id, or null when there is none to make (or it was made already).
 */
export async function planForPurchase(tx: Executor, booking: Purchase): Promise<number | null> {
  if (!booking.paidAt) return null;
  const [found] = await tx
    .select({ templateId: trainingPlans.id, userId: users.id })
    .from(trainingPlans)
    .innerJoin(users, eq(users.email, booking.clientEmail))
    .where(
      and(eq(trainingPlans.packageId, booking.packageId), liveTemplate, lte(trainingPlans.linkedAt, booking.paidAt)),
    )
    .limit(1);
  if (!found) return null;
  return copyPlan(tx, found.templateId, {
    userId: found.userId,
    startsOn: studioDate(booking.paidAt),
    bookingId: booking.id,
  });
}

/**
 * Her program purchases that should have brought a plan and have none (she had no account when she paid): each
 * copied now, from the day it was paid. Cheap when there is nothing to claim: one look-up by her e-mail's index.
 */
export async function claimProgramPlans(services: Services, client: { userId: number; email: string }) {
  const owed = await services.db
    .select({ bookingId: bookings.id, paidAt: bookings.paidAt, templateId: trainingPlans.id })
    .from(bookings)
    .innerJoin(
      trainingPlans,
      and(eq(trainingPlans.packageId, bookings.packageId), liveTemplate, lte(trainingPlans.linkedAt, bookings.paidAt)),
    )
    .where(
      and(
        eq(bookings.clientEmail, client.email),
        eq(bookings.paymentStatus, "paid"),
        notExists(services.db.select({ one: sql`1` }).from(given).where(eq(given.bookingId, bookings.id))),
      ),
    )
    .limit(CLAIMED_AT_ONCE);
  for (const purchase of owed) {
    if (!purchase.paidAt) continue;
    const paidAt = purchase.paidAt;
    await services.db.transaction((tx) =>
      copyPlan(tx, purchase.templateId, {
        userId: client.userId,
        startsOn: studioDate(paidAt),
        bookingId: purchase.bookingId,
      }),
    );
  }
}
