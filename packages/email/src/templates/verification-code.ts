import { DEFAULT_LANGUAGE, type Language } from "@studio/i18n";
import { escapeHtml, layout } from "../layout";
import { wordsIn } from "../words";

/** The 6-digit code that opens a client's sessions and programs, in the language of the page she asked from. */
export function verificationCode(input: { code: string; minutes: number; language?: Language }) {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const t = wordsIn(language);
  const { code, minutes } = input;
  return layout({
    language,
    subject: t("email.code.subject", { code }),
    preheader: t("email.code.preheader", { code, minutes }),
    bodyHtml: `<p style="margin-top:0">${escapeHtml(t("email.code.intro"))}</p>
<p style="font-size:34px;letter-spacing:10px;font-weight:bold;font-family:Menlo,Consolas,monospace;margin:24px 0;color:#7a2e4f">${escapeHtml(code)}</p>
<p>${escapeHtml(t("email.code.body", { minutes }))}</p>`,
    bodyText: `${t("email.code.subject", { code })}\n\n${t("email.code.bodyText", { minutes })}`,
  });
}
