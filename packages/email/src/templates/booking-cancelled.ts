import { DEFAULT_LANGUAGE, formatMoney, type Language, type Translate } from "@studio/i18n";
import { pathIn } from "@studio/i18n/paths";
import { studio } from "@studio/validators";
import { escapeHtml, layout, taggedHtml, untagged } from "../layout";
import { greetingIn, wordsIn } from "../words";

/** Who gives the money back: Stripe to her card, the trainer in cash or by bank, or nobody (a test payment). */
export type CancelRefundWay = "stripe" | "manual" | "mock";

export interface BookingCancelledInput {
  bookingId: number;
  clientName: string;
  packageName: string;
  /** The sessions she had booked an hour for, now cancelled, with that hour in her words (`miamiLabel`). */
  scheduled: { sessionNumber: number; when: string }[];
  /** How many sessions not booked yet are cancelled. */
  unscheduled: number;
  /** Sessions completed, forfeited or gone by: kept on her record. */
  kept: number;
  /** The refund the trainer gave with the cancel; null for none. */
  refund: { amount: string; way: CancelRefundWay } | null;
  publicUrl: string;
  /** The language she booked in. */
  language?: Language;
}

function sessionLines(t: Translate, input: BookingCancelledInput): string[] {
  const lines = input.scheduled.map((session) => t("email.cancelled.session", session));
  if (input.unscheduled) {
    const scheduled = input.scheduled.length ? "yes" : "no";
    lines.push(t("email.cancelled.unscheduled", { scheduled, count: input.unscheduled }));
  }
  return lines;
}

function refundSentence(t: Translate, language: Language, { refund }: BookingCancelledInput): string {
  if (!refund) return t("email.cancelled.refund.none");
  return t(`email.cancelled.refund.${refund.way}`, {
    amount: formatMoney(refund.amount, language),
    trainer: studio.trainer,
  });
}

/** Sent once when the trainer cancels a paid booking: which sessions went, and what comes back to her. */
export function bookingCancelled(input: BookingCancelledInput) {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const t = wordsIn(language);
  const lines = sessionLines(t, input);
  const refund = refundSentence(t, language, input);
  const kept = input.kept ? t("email.cancelled.kept", { count: input.kept }) : null;
  const cancelled = lines.length ? t("email.cancelled.listed") : t("email.cancelled.none");
  const question = t("email.cancelled.question");
  const greeting = greetingIn(t, input.clientName);
  const intro = t("email.cancelled.intro", { bookingId: input.bookingId, packageName: input.packageName });
  const bookingUrl = `${input.publicUrl}${pathIn(language, "/booking")}`;
  const again = t("email.cancelled.again", { link: bookingUrl });
  const link = `<a href="${escapeHtml(bookingUrl)}" style="color:#7a2e4f">${escapeHtml(bookingUrl)}</a>`;
  return layout({
    language,
    subject: t("email.cancelled.subject", { packageName: input.packageName }),
    preheader: t("email.cancelled.preheader", { bookingId: input.bookingId, refund }),
    bodyHtml: `<p style="margin-top:0">${escapeHtml(greeting)}</p>
<p>${taggedHtml(intro, { 0: (inner) => `<strong>${inner}</strong>` })}</p>
<p style="margin-bottom:4px">${escapeHtml(cancelled)}</p>
${lines.length ? `<ul style="margin-top:4px">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>` : ""}
${kept ? `<p>${escapeHtml(kept)}</p>` : ""}
<p><strong>${escapeHtml(refund)}</strong></p>
<p style="font-size:14px;color:#5c4a52">${escapeHtml(question)} ${escapeHtml(again).replace(escapeHtml(bookingUrl), link)}</p>`,
    bodyText: `${greeting}

${untagged(intro)}

${cancelled}
${lines.map((line) => `- ${line}`).join("\n")}
${kept ? `\n${kept}\n` : ""}
${refund}

${question} ${again}`,
  });
}
