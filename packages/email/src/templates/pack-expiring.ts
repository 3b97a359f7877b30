import { DEFAULT_LANGUAGE, type Language } from "@studio/i18n";
import { buttonHtml, escapeHtml, layout } from "../layout";
import { dayIn, greetingIn, wordsIn } from "../words";

/** Her pack's sessions left to book lapse soon: how many, on which day, and where to book them. */
export function packExpiring(input: {
  clientName: string;
  packageName: string;
  /** Sessions still to book, which lapse with the pack. */
  left: number;
  expiresAt: Date;
  /** My Sessions, in her language. */
  link: string;
  /** The language she booked in. */
  language?: Language;
}) {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const t = wordsIn(language);
  const greeting = greetingIn(t, input.clientName);
  const date = dayIn(language, input.expiresAt);
  const values = { packageName: input.packageName, left: input.left, date };
  const lead = t("email.packExpiring.lead", values);
  const action = t("email.packExpiring.action");
  const help = t("email.packExpiring.help");
  return layout({
    language,
    subject: t("email.packExpiring.subject", values),
    preheader: lead,
    bodyHtml: `<p style="margin-top:0">${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<p>${buttonHtml(input.link, action)}</p>
<p style="font-size:14px;color:#5c4a52">${escapeHtml(help)}</p>`,
    bodyText: `${greeting}\n\n${lead}\n\n${action}: ${input.link}\n\n${help}`,
  });
}
