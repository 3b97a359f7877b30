// The trainer's reminder log, a page at a time: newest first by id (its primary key), so a page of the newest
// attempts is one index range however long the log grows.
import { bookings, packageSessions, reminderLog } from "@studio/db";
import type { reminderLogInput } from "@studio/validators";
import { miamiLabel } from "@studio/validators/studio-time";
import { count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";
import { offsetOf, pageOf } from "../lib/paging";

/** Every reminder attempt, or those of one outcome, with whose session it was, in Miami time. */
export async function reminderLogEntries(services: Services, query: z.output<typeof reminderLogInput>) {
  const where = query.status ? eq(reminderLog.status, query.status) : undefined;
  const [rows, [counted]] = await Promise.all([
    services.db
      .select({
        id: reminderLog.id,
        at: reminderLog.createdAt,
        channel: reminderLog.channel,
        status: reminderLog.status,
        detail: reminderLog.detail,
        sessionStartsAt: reminderLog.startsAt,
        sessionId: reminderLog.sessionId,
        sessionNumber: packageSessions.sessionNumber,
        bookingId: bookings.id,
        clientName: bookings.clientName,
        clientEmail: bookings.clientEmail,
      })
      .from(reminderLog)
      .innerJoin(packageSessions, eq(packageSessions.id, reminderLog.sessionId))
      .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
      .where(where)
      .orderBy(desc(reminderLog.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    // Every entry has its session and booking (cascading deletes), so the count needs no join.
    services.db.select({ total: count() }).from(reminderLog).where(where),
  ]);
  const items = rows.map((row) => ({
    ...row,
    atLabel: miamiLabel(row.at),
    sessionWhen: miamiLabel(row.sessionStartsAt),
  }));
  return pageOf(items, counted?.total ?? 0, query);
}
