import { DEFAULT_LANGUAGE, formatMoney, type Language } from "@studio/i18n";
import { buttonHtml, escapeHtml, layout } from "../layout";
import { dayIn, greetingIn, wordsIn } from "../words";

/** A sale the trainer made at the desk, to be paid by card on the client's phone before `payBy`. */
export function paymentLinkEmail(input: {
  clientName: string;
  packageName: string;
  amount: string;
  link: string;
  payBy: Date;
  /** Her language, as the trainer chose it at the desk. */
  language?: Language;
}) {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const t = wordsIn(language);
  const greeting = greetingIn(t, input.clientName);
  const amount = formatMoney(input.amount, language);
  const until = dayIn(language, input.payBy);
  const intro = t("email.payLink.intro", { packageName: input.packageName, amount });
  const action = t("email.payLink.action", { amount });
  const rule = t("email.payLink.until", { date: until });
  return layout({
    language,
    subject: t("email.payLink.subject", { packageName: input.packageName }),
    preheader: rule,
    bodyHtml: `<p style="margin-top:0">${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p>${buttonHtml(input.link, action)}</p>
<p style="font-size:14px;color:#5c4a52">${escapeHtml(rule)}</p>`,
    bodyText: `${greeting}\n\n${intro}\n\n${action}: ${input.link}\n\n${rule}`,
  });
}
