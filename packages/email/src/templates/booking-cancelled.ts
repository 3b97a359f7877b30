import { studio } from "@studio/validators";
import { escapeHtml, layout } from "../layout";

/** Who gives the money back: Stripe to her card, the trainer in cash or by bank, or nobody (a test payment). */
export type CancelRefundWay = "stripe" | "manual" | "mock";

export interface BookingCancelledInput {
  bookingId: number;
  clientName: string;
  packageName: string;
  /** The sessions she had booked an hour for, now cancelled, with that hour in words ("Wed, Nov 25, 2026 at 10:00 AM ET"). */
  scheduled: { sessionNumber: number; when: string }[];
  /** How many sessions not booked yet are cancelled. */
  unscheduled: number;
  /** Sessions completed, forfeited or gone by: kept on her record. */
  kept: number;
  /** The refund the trainer gave with the cancel; null for none. */
  refund: { amount: string; way: CancelRefundWay } | null;
  publicUrl: string;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function sessionLines(input: BookingCancelledInput): string[] {
  const lines = input.scheduled.map((session) => `Session ${session.sessionNumber}: ${session.when}`);
  if (input.unscheduled) {
    const rest = plural(input.unscheduled, "session", "sessions");
    lines.push(`${input.scheduled.length ? "And your" : "Your"} ${rest} not scheduled yet`);
  }
  return lines;
}

function refundSentence(input: BookingCancelledInput): string {
  const { refund } = input;
  if (!refund) return "No refund comes with this cancellation.";
  const amount = `$${refund.amount}`;
  switch (refund.way) {
    case "stripe":
      return `${amount} is refunded to the card you paid with. Most banks show it within 5 to 10 business days.`;
    case "manual":
      return `A refund of ${amount} is recorded. ${studio.trainer} gives it back to you the way you paid, in cash or by bank transfer.`;
    default:
      return `A refund of ${amount} is recorded. This booking was paid as a test, so no money moves.`;
  }
}

/** Sent once when the trainer cancels a paid booking: which sessions went, and what comes back to her. */
export function bookingCancelled(input: BookingCancelledInput) {
  const lines = sessionLines(input);
  const refund = refundSentence(input);
  const kept = input.kept
    ? `Your ${plural(input.kept, "session")} already done or gone by ${input.kept === 1 ? "stays" : "stay"} on your record.`
    : null;
  const cancelled = lines.length
    ? "These sessions are cancelled, and their times are free again:"
    : "No sessions were left to cancel.";
  const question = "Questions? Just reply to this e-mail.";
  return layout({
    subject: `Booking cancelled: ${input.packageName}`,
    preheader: `Booking #${input.bookingId} is cancelled. ${refund}`,
    bodyHtml: `<p style="margin-top:0">Hi ${escapeHtml(input.clientName)},</p>
<p>Your booking <strong>#${input.bookingId}</strong>, ${escapeHtml(input.packageName)}, is cancelled.</p>
<p style="margin-bottom:4px">${escapeHtml(cancelled)}</p>
${lines.length ? `<ul style="margin-top:4px">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>` : ""}
${kept ? `<p>${escapeHtml(kept)}</p>` : ""}
<p><strong>${escapeHtml(refund)}</strong></p>
<p style="font-size:14px;color:#5c4a52">${escapeHtml(question)} To book again, visit <a href="${escapeHtml(`${input.publicUrl}/booking`)}" style="color:#7a2e4f">${escapeHtml(`${input.publicUrl}/booking`)}</a>.</p>`,
    bodyText: `Hi ${input.clientName},

Your booking #${input.bookingId}, ${input.packageName}, is cancelled.

${cancelled}
${lines.map((line) => `- ${line}`).join("\n")}
${kept ? `\n${kept}\n` : ""}
${refund}

${question} To book again, visit ${input.publicUrl}/booking.`,
  });
}
