// Reading the audit trail: one booking's entries, one client's, or all (or one action's), newest first, a page at
// a time.
import { adminAudit } from "@studio/db";
import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { Services } from "../context";

interface Page {
  cursor?: number;
  limit: number;
}

/**
 * Entries newest first (ids grow with time), from after `cursor`. One more than asked for is read to learn whether
 * another page follows, so a page costs its own rows and no count of the whole history.
 */
async function auditPage(services: Services, where: SQL | undefined, { cursor, limit }: Page) {
  const rows = await services.db
    .select()
    .from(adminAudit)
    .where(cursor ? and(where, lt(adminAudit.id, cursor)) : where)
    .orderBy(desc(adminAudit.id))
    .limit(limit + 1);
  const entries = rows.slice(0, limit);
  return { entries, nextCursor: rows.length > limit ? (entries.at(-1)?.id ?? null) : null };
}

export const auditForBooking = (services: Services, input: Page & { bookingId: number }) =>
  auditPage(services, eq(adminAudit.bookingId, input.bookingId), input);

export const auditList = (services: Services, input: Page & { action?: string }) =>
  auditPage(services, input.action ? eq(adminAudit.action, input.action) : undefined, input);

export const auditForClient = (services: Services, input: Page & { clientEmail: string }) =>
  auditPage(services, eq(adminAudit.clientEmail, input.clientEmail), input);
