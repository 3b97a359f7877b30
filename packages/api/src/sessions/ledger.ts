// The ledger of a pack's sessions is written by the database itself (migration 0017), in the transaction of every
// change to a session. The code only says who acts, and reads balances back.
import { sessionLedger, type Transaction } from "@studio/db";
import type { CreditKind } from "@studio/validators/kinds";
import { desc, inArray, sql } from "drizzle-orm";
import type { Services } from "../context";

/**
 * Who the rest of this transaction acts for, as the ledger records it: the trainer's name, "client", or a part of
 * the system by its name ("expiry", whose cancels the ledger's trigger records as expired).
 */
export async function actAs(tx: Transaction, actor: { client: unknown } | { admin: string } | { system: string }) {
  const name = "admin" in actor ? actor.admin : "system" in actor ? actor.system : "client";
  await tx.execute(sql`select set_config('studio.actor', ${name}, true)`);
}

/** Sessions left to schedule in each of these bookings: the sum of their ledger rows. */
export async function sessionsLeft(services: Services, bookingIds: number[]): Promise<Map<number, number>> {
  if (!bookingIds.length) return new Map();
  const rows = await services.db
    .select({ bookingId: sessionLedger.bookingId, left: sql<number>`sum(${sessionLedger.credits})::int` })
    .from(sessionLedger)
    .where(inArray(sessionLedger.bookingId, bookingIds))
    .groupBy(sessionLedger.bookingId);
  return new Map(rows.map((row) => [row.bookingId, row.left]));
}

/**
 * What last happened to each of these cancelled sessions, from the ledger: forfeited (she cancelled late), expired
 * (it lapsed with its pack) or cancelled (by the studio). A session given back since is not cancelled.
 */
export async function lastChangeOf(services: Services, cancelled: number[]): Promise<Map<number, CreditKind>> {
  if (!cancelled.length) return new Map();
  const last = await services.db
    .selectDistinctOn([sessionLedger.sessionId], { sessionId: sessionLedger.sessionId, kind: sessionLedger.kind })
    .from(sessionLedger)
    .where(inArray(sessionLedger.sessionId, cancelled))
    .orderBy(sessionLedger.sessionId, desc(sessionLedger.id));
  return new Map(last.flatMap((entry) => (entry.sessionId ? [[entry.sessionId, entry.kind] as const] : [])));
}
