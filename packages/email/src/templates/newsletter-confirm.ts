import { DEFAULT_LANGUAGE, type Language } from "@studio/i18n";
import { buttonHtml, escapeHtml, layout } from "../layout";
import { wordsIn } from "../words";

/**
 * The one e-mail a newsletter sign-up gets before it is confirmed (double opt-in): a button to the confirmation
 * page. Nothing else is sent to the address until it is pressed, so a stranger's sign-up costs its owner this alone.
 */
export function newsletterConfirm(input: { confirmUrl: string; days: number; language?: Language }) {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const t = wordsIn(language);
  const { days } = input;
  const intro = t("email.newsletterConfirm.intro");
  const action = t("email.newsletterConfirm.action");
  const expiry = t("email.newsletterConfirm.expiry", { days });
  const notYou = t("email.newsletterConfirm.notYou");
  return layout({
    language,
    subject: t("email.newsletterConfirm.subject"),
    preheader: t("email.newsletterConfirm.preheader"),
    bodyHtml: `<p style="margin-top:0">${escapeHtml(intro)}</p>
<p style="margin:24px 0">${buttonHtml(input.confirmUrl, action)}</p>
<p>${escapeHtml(expiry)}</p>
<p style="font-size:13px;color:#5c4a52">${escapeHtml(notYou)}</p>`,
    bodyText: `${intro}\n\n${action}: ${input.confirmUrl}\n\n${expiry}\n\n${notYou}`,
  });
}
