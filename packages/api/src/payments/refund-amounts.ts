// What each refund choice gives back, in whole cents, computed from the booking alone (never from the client).
import type { RefundChoice } from "@studio/validators";

export interface RefundBasis {
  /** What the client paid (the booking's amount, after any discount). */
  paidCents: number;
  /** Refunded already, or on its way. */
  refundedCents: number;
  /** Every session of the package. */
  totalSessions: number;
  /** Sessions neither completed nor forfeited nor gone by: the ones a cancel cancels. */
  unusedSessions: number;
}

/**
 * full: all that is left of the payment; unused: the unused sessions' share of what was paid, rounded down to the
 * cent (so the parts never add up to more than the whole); none: 0. Never more than what is left unrefunded.
 */
export function refundCents(choice: RefundChoice, basis: RefundBasis): number {
  const left = Math.max(0, basis.paidCents - basis.refundedCents);
  if (choice === "none") return 0;
  if (choice === "full") return left;
  if (basis.totalSessions <= 0) return 0;
  const unused = Math.min(Math.max(basis.unusedSessions, 0), basis.totalSessions);
  return Math.min(left, Math.floor((basis.paidCents * unused) / basis.totalSessions));
}
