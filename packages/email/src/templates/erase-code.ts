import { DEFAULT_LANGUAGE, type Language } from "@studio/i18n";
import { escapeHtml, layout } from "../layout";
import { wordsIn } from "../words";

/** The 6-digit code that confirms "Delete my data": it opens nothing, and says plainly what it would do. */
export function eraseCode(input: { code: string; minutes: number; language?: Language }) {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const t = wordsIn(language);
  const { code, minutes } = input;
  const body = t("email.erase.body", { minutes });
  return layout({
    language,
    subject: t("email.erase.subject", { code }),
    preheader: t("email.erase.preheader", { code, minutes }),
    bodyHtml: `<p style="margin-top:0">${escapeHtml(t("email.erase.intro"))}</p>
<p style="font-size:34px;letter-spacing:10px;font-weight:bold;font-family:Menlo,Consolas,monospace;margin:24px 0;color:#7a2e4f">${escapeHtml(code)}</p>
<p>${escapeHtml(body)}</p>`,
    bodyText: `${t("email.erase.subject", { code })}\n\n${body}`,
  });
}
