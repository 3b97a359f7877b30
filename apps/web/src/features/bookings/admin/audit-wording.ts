// One audit entry in words for the booking's history: what was done, by whom, and what changed.
import { formatMoney } from "@studio/i18n";
import type { AuditAction } from "@studio/validators";
import { formatTime } from "../../../lib/format";

const ACTIONS: Record<AuditAction, string> = {
  "booking.mark_paid": "Marked as paid",
  "booking.desk_sale": "Sold at the desk",
  "booking.extend_expiry": "Gave the pack more time",
  "booking.cancel": "Booking cancelled",
  "booking.delete": "Booking deleted",
  "booking.refund": "Refund asked for",
  "booking.refund_retry": "Refund retried",
  "membership.pause": "Membership paused",
  "membership.resume": "Membership resumed",
  "membership.cancel": "Membership set to end",
  "membership.keep": "Membership kept on",
  "refund.settled": "Refund settled",
  "session.status": "Session status changed",
  "session.schedule": "Session scheduled",
  "session.move": "Session moved",
  "session.cancel": "Session cancelled",
  "session.restore": "Session given back to her pack",
  "slot.capacity": "Places at an hour changed",
  "package.price": "Package price changed",
  "discount.create": "Discount code created",
  "gift_card.desk_sale": "Gift card sold at the desk",
  "gift_card.resend": "Gift card e-mailed again",
  "client.note": "Private note written",
  "training.plan_assign": "Training plan assigned",
  "training.plan_change": "Training plan adjusted",
  "training.plan_remove": "Training plan taken away",
  "training.plan_restore": "Training plan given back",
  "training.comment": "Comment on a workout",
  "security.passkey_added": "Passkey added",
  "security.passkey_removed": "Passkey removed",
  "security.totp_enabled": "Authenticator app set up",
  "security.totp_removed": "Authenticator app removed",
  "security.recovery_codes_generated": "Recovery codes generated",
};

/** The fields worth telling, in her words; anything else an entry holds stays out of the line. */
const FIELDS: Record<string, string> = {
  status: "Status",
  paymentStatus: "Payment",
  paymentMethod: "Paid by",
  paymentRecordedBy: "Recorded by",
  manualMethod: "Method",
  date: "Date",
  time: "Time",
  policyOverride: "24-hour rule",
  failureReason: "Reason",
  maxCapacity: "Places",
  name: "Package",
  price: "Price",
  code: "Code",
  body: "Note",
  title: "Plan",
  startsOn: "Starts",
  workouts: "Workouts",
  exercises: "Exercises",
};

const METHODS: Record<string, string> = { stripe: "card", manual: "cash or bank", mock: "test payment", free: "free" };

type Json = Record<string, unknown> | null;

const parse = (text: string | null): Json => {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

const shown = (key: string, value: unknown): string => {
  if (value === null || value === undefined || value === "") return "none";
  if (key === "time" && typeof value === "string") return formatTime(value);
  if (key === "price" && typeof value === "string") return formatMoney(value);
  if (key === "manualMethod") return value === "bank" ? "bank transfer" : String(value);
  if (key === "paymentMethod") return METHODS[String(value)] ?? String(value);
  return String(value);
};

export interface AuditLine {
  title: string;
  details: string[];
}

export function auditLine(entry: {
  action: string;
  actor: string;
  before: string | null;
  after: string | null;
}): AuditLine {
  const before = parse(entry.before);
  const after = parse(entry.after);
  const what = ACTIONS[entry.action as AuditAction] ?? entry.action;
  const session = after?.sessionNumber ?? before?.sessionNumber;
  const title = `${what}${typeof session === "number" ? ` (session ${session})` : ""} by ${entry.actor}`;
  const details: string[] = [];
  if (typeof after?.amount === "string" && entry.action.includes("refund"))
    details.push(`Amount: ${formatMoney(after.amount)}`);
  if (Array.isArray(after?.sessionsCancelled)) details.push(`Sessions cancelled: ${after.sessionsCancelled.length}`);
  if (typeof after?.refund === "string")
    details.push(`Refund chosen: ${after.refund === "unused" ? "unused sessions" : after.refund}`);
  for (const [key, label] of Object.entries(FIELDS)) {
    const from = before?.[key];
    const to = after?.[key];
    if (after === null || to === undefined || JSON.stringify(from) === JSON.stringify(to)) continue;
    // A field the entry had no "before" for is told as it is now; a new row's empty fields are not told at all.
    if (from === undefined && (to === null || to === "")) continue;
    details.push(
      from === undefined ? `${label}: ${shown(key, to)}` : `${label}: ${shown(key, from)} → ${shown(key, to)}`,
    );
  }
  return { title, details };
}
