import { DEFAULT_LANGUAGE, type Language } from "@studio/i18n";
import { buttonHtml, escapeHtml, layout } from "../layout";
import { greetingIn, wordsIn } from "../words";

/**
 * A place freed in an hour she waits for. `alone`: it is held for her until `until`; otherwise it went to everyone
 * still in line (inside 24 hours of the start) and the first to claim it has it.
 */
export function waitlistOffer(input: {
  clientName: string;
  /** The hour and the offer's end in her language's words (`miamiLabel`). */
  when: string;
  location: string;
  until: string;
  alone: boolean;
  claimUrl: string;
  /** The language she booked in. */
  language?: Language;
}) {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const t = wordsIn(language);
  const { when, until } = input;
  const greeting = greetingIn(t, input.clientName);
  const offer = input.alone
    ? t("email.waitlist.offer.held", { when, until })
    : t("email.waitlist.offer.open", { when, until });
  const action = t("email.waitlist.action");
  const rule = t("email.waitlist.rule");
  return layout({
    language,
    subject: t("email.waitlist.subject", { when }),
    preheader: input.alone ? t("email.waitlist.preheader.held", { until }) : t("email.waitlist.preheader.open"),
    bodyHtml: `<p style="margin-top:0">${escapeHtml(greeting)}</p>
<p><strong>${escapeHtml(offer)}</strong></p>
<p>${escapeHtml(input.location)}</p>
<p>${buttonHtml(input.claimUrl, action)}</p>
<p>${escapeHtml(rule)}</p>`,
    bodyText: `${greeting}\n\n${offer}\n${input.location}\n\n${action}: ${input.claimUrl}\n\n${rule}`,
  });
}
