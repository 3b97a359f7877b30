// The ledger of a pack's sessions is written by the database itself (migration 0017), in the transaction of every
// change to a session. The code only says who acts, and reads balances back.
import { sessionLedger, type Transaction } from "@studio/db";
import { inArray, sql } from "drizzle-orm";
import type { Services } from "../context";

/** Who the rest of this transaction acts for, as the ledger records it: the trainer's name, or "client". */
export async function actAs(tx: Transaction, actor: { client: unknown } | { admin: string }) {
  const name = "admin" in actor ? actor.admin : "client";
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
