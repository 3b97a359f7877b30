// What the trainer reads about a booking's money: the cancel dialog's sentence, the toasts after, a refund's line.
// Plain functions of the server's figures, so every sentence is tested without a browser.
import { formatMoney } from "@studio/i18n";
import type { CancelPreview, PaymentMethod, RefundChoice, RefundProvider, RefundRecord } from "@studio/validators";

/** A refund as the browser gets it (its times arrive as text, and no sentence here needs them). */
type RefundShown = Omit<RefundRecord, "createdAt" | "updatedAt">;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Where the money goes back: her card, the trainer's own hands, or nowhere (a test payment). */
export function refundDestination(provider: RefundProvider | null): string {
  switch (provider) {
    case "stripe":
      return "to her card";
    case "manual":
      return "for you to give back in cash or by bank transfer";
    default:
      return "(a test payment: no money moves)";
  }
}

function sessionsPart({ scheduled, unscheduled }: CancelPreview["sessions"]): string {
  if (!scheduled && !unscheduled) return "no sessions are left to cancel";
  if (!scheduled)
    return `her ${plural(unscheduled, "unscheduled session")} ${unscheduled === 1 ? "is" : "are"} cancelled`;
  const places = `(freeing ${scheduled === 1 ? "its place" : "their places"})`;
  if (!unscheduled)
    return `her ${plural(scheduled, "scheduled session")} ${scheduled === 1 ? "is" : "are"} cancelled ${places}`;
  return `her ${scheduled} scheduled and ${unscheduled} unscheduled sessions are cancelled (freeing ${plural(scheduled, "place")})`;
}

function refundPart(preview: CancelPreview, choice: RefundChoice): string {
  const amount = preview.amounts[choice];
  if (choice === "none" || amount === "0.00") return "nothing is refunded";
  return `${formatMoney(amount)} is ${preview.provider === "stripe" ? "refunded" : "recorded as refunded"} ${refundDestination(preview.provider)}`;
}

/** "Cancel booking #42 for Ana Torres: her 9 unscheduled sessions are cancelled and $960.00 is refunded to her card." */
export function cancelSentence(preview: CancelPreview, choice: RefundChoice): string {
  return `Cancel booking #${preview.bookingId} for ${preview.clientName}: ${sessionsPart(preview.sessions)} and ${refundPart(preview, choice)}.`;
}

/** The sessions a cancel leaves alone, said so she knows they count as used: "Her 2 completed sessions stay as history." */
export function keptSentence({ completed, forfeited, past }: CancelPreview["sessions"]): string | null {
  const kept = [
    completed ? plural(completed, "completed session") : null,
    forfeited ? plural(forfeited, "forfeited or cancelled session", "forfeited or cancelled sessions") : null,
    past ? plural(past, "session gone by", "sessions gone by") : null,
  ].filter((part): part is string => part !== null);
  if (!kept.length) return null;
  const list = kept.length > 1 ? `${kept.slice(0, -1).join(", ")} and ${kept.at(-1)}` : kept[0];
  return `Her ${list} ${completed + forfeited + past === 1 ? "stays" : "stay"} as history.`;
}

/** Each choice as the dialog offers it, with its amount; a choice that would refund nothing is left out. */
export function refundChoices(preview: CancelPreview): { value: RefundChoice; label: string; amount: string | null }[] {
  if (!preview.provider) return [{ value: "none", label: "No refund (nothing was paid)", amount: null }];
  const unused = preview.sessions.scheduled + preview.sessions.unscheduled;
  const choices: { value: RefundChoice; label: string; amount: string | null }[] = [];
  if (preview.amounts.full !== "0.00")
    choices.push({ value: "full", label: "Full refund", amount: preview.amounts.full });
  if (preview.amounts.unused !== "0.00" && preview.amounts.unused !== preview.amounts.full) {
    choices.push({
      value: "unused",
      label: `Unused sessions only (${unused} of ${preview.sessions.total})`,
      amount: preview.amounts.unused,
    });
  }
  choices.push({ value: "none", label: "No refund", amount: null });
  return choices;
}

/** Stripe's reason as a sentence of ours: one full stop at its end, whether it brought one or not. */
const sentence = (text: string) => `${text.trim().replace(/[.!]+$/, "")}.`;

export interface Told {
  title: string;
  message: string;
  tone: "success" | "error" | "info";
}

/** The toast after a cancel: what happened to the booking, its sessions and the money. */
export function cancelToast(
  label: string,
  result: { sessionsCancelled: number; alreadyCancelled: boolean; refund: RefundShown | null },
): Told {
  if (result.alreadyCancelled) {
    return {
      title: "Booking already cancelled",
      message: `${label} was cancelled before; nothing changed.`,
      tone: "info",
    };
  }
  const sessions = result.sessionsCancelled ? `, with ${plural(result.sessionsCancelled, "session")}` : "";
  const { refund } = result;
  if (!refund) {
    return {
      title: "Booking cancelled",
      message: `${label} is cancelled${sessions}. Nothing was refunded.`,
      tone: "success",
    };
  }
  const amount = formatMoney(refund.amount);
  const where = refundDestination(refund.provider);
  switch (refund.status) {
    case "succeeded":
      return {
        title: "Booking cancelled and refunded",
        message: `${label} is cancelled${sessions}. ${amount} was ${refund.provider === "stripe" ? "refunded" : "recorded as refunded"} ${where}.`,
        tone: "success",
      };
    case "pending":
      return {
        title: "Booking cancelled, refund on its way",
        message: `${label} is cancelled${sessions}. Stripe is refunding ${amount} to her card and will confirm it; see Payment & history.`,
        tone: "info",
      };
    case "failed":
      return {
        title: "Booking cancelled, but the refund failed",
        message: `${label} is cancelled${sessions}, but the refund of ${amount} failed: ${sentence(refund.failureReason ?? "no reason given")} Retry it under Payment & history.`,
        tone: "error",
      };
  }
}

const STATUS_WORDS: Record<RefundRecord["status"], string> = {
  pending: "waiting for Stripe",
  succeeded: "done",
  failed: "failed",
};

/** "Refund of $720.00 to her card: done." */
export function refundLine(refund: RefundShown): string {
  const verb = refund.provider === "stripe" ? "Refund" : "Refund recorded";
  return `${verb} of ${formatMoney(refund.amount)} ${refundDestination(refund.provider)}: ${STATUS_WORDS[refund.status]}.`;
}

/** How a booking was paid, in her words: "by card", "in cash or by bank transfer (recorded by coach)". */
export function paidHow(method: PaymentMethod | null, recordedBy: string | null = null): string {
  switch (method) {
    case "stripe":
      return "by card";
    case "manual":
      return `in cash or by bank transfer${recordedBy ? ` (recorded by ${recordedBy})` : ""}`;
    case "mock":
      return "as a test payment";
    case "free":
      return "nothing (a free booking)";
    default:
      return "not yet";
  }
}

/** The line above the cancel dialog's choice: "12 Gym Sessions: $960.00 paid by card." */
export function paidLine(preview: CancelPreview): string {
  const paid =
    preview.paymentMethod === "free"
      ? "free"
      : `${formatMoney(preview.amountPaid)} paid ${paidHow(preview.paymentMethod)}`;
  const back = preview.refunded !== "0.00" ? `, ${formatMoney(preview.refunded)} refunded already` : "";
  return `${preview.packageName}: ${paid}${back}.`;
}
