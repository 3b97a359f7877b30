// The audit trail: every admin action that changes money, a client's sessions or what the trainer keeps about a
// client (a slot's places, a package's price, a new discount code, a private note, her training plan and the
// comments on her workouts), with the row before and after.
import { z } from "zod";
import { email, id, instant, numeric } from "./common";

export const AUDIT_ACTIONS = [
  "booking.mark_paid",
  "booking.desk_sale",
  "booking.extend_expiry",
  "booking.cancel",
  "booking.delete",
  "booking.refund",
  "booking.refund_retry",
  "membership.pause",
  "membership.resume",
  "membership.cancel",
  "membership.keep",
  "refund.settled",
  "session.status",
  "session.schedule",
  "session.move",
  "session.cancel",
  "session.restore",
  "slot.capacity",
  "package.price",
  "discount.create",
  "gift_card.desk_sale",
  "gift_card.resend",
  "client.note",
  "training.plan_assign",
  "training.plan_change",
  "training.plan_remove",
  "training.plan_restore",
  "training.comment",
  "security.passkey_added",
  "security.passkey_removed",
  "security.totp_enabled",
  "security.totp_removed",
  "security.recovery_codes_generated",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntryOutput = z.object({
  id,
  /** The trainer's username, or "stripe" for what Stripe reported. */
  actor: z.string(),
  /** One of AUDIT_ACTIONS; kept as text so an older entry always reads. */
  action: z.string(),
  bookingId: id.nullable(),
  sessionId: id.nullable(),
  clientEmail: z.string().nullable(),
  /** JSON of what changed, before and after (null for a row created or deleted). */
  before: z.string().nullable(),
  after: z.string().nullable(),
  createdAt: instant,
});
export type AuditEntry = z.infer<typeof auditEntryOutput>;

const page = {
  /** The id of the last entry already shown: the next page starts after it. */
  cursor: id.optional(),
  limit: numeric(
    z
      .number({ error: "limit must be a number" })
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      .max(50, "limit must be at most 50"),
  ).default(10),
};
export const auditForBookingInput = z.object({ bookingId: id, ...page });
export const auditForClientInput = z.object({ clientEmail: email, ...page });
/** The whole trail, or one action's entries (the studio's own changes have no booking or client to read them by). */
export const auditListInput = z.object({
  action: z.enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(", ")}` }).optional(),
  ...page,
});

/** Newest first; nextCursor is null on the last page. */
export const auditPageOutput = z.object({ entries: z.array(auditEntryOutput), nextCursor: id.nullable() });
