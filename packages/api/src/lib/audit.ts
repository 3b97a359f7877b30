// The audit trail's one writer. Called inside the transaction of the change it records, so an entry exists exactly
// when the change does: a change rolled back leaves no entry, and no change goes unrecorded.
import { adminAudit, type Executor } from "@studio/db";
import type { AuditAction } from "@studio/validators";

export interface AuditRecord {
  /** The trainer's username, or "stripe" for what Stripe reported. */
  actor: string;
  action: AuditAction;
  bookingId?: number | null;
  sessionId?: number | null;
  clientEmail?: string | null;
  /** What the changed row(s) looked like before and after; undefined or null for none (created, deleted). */
  before?: unknown;
  after?: unknown;
}

/** JSON text, dates as ISO 8601 (JSON.stringify's own), or null for nothing. */
const asJson = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export async function audit(tx: Executor, record: AuditRecord): Promise<void> {
  await tx.insert(adminAudit).values({
    actor: record.actor,
    action: record.action,
    bookingId: record.bookingId ?? null,
    sessionId: record.sessionId ?? null,
    clientEmail: record.clientEmail ?? null,
    before: asJson(record.before),
    after: asJson(record.after),
  });
}
