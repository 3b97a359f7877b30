import { DEFAULT_LANGUAGE, type Language } from "@studio/i18n";
import { escapeHtml, layout, taggedHtml } from "../layout";
import { wordsIn } from "../words";

/**
 * What the trainer wrote to a group of her clients, as she wrote it, framed in each client's language: a reply goes
 * to her, and, as with the newsletter, a signed link (and the List-Unsubscribe headers) stops such e-mails.
 */
export function clientBroadcast(input: { subject: string; body: string; unsubscribeUrl: string; language?: Language }) {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const t = wordsIn(language);
  const replyLine = t("email.clientMessage.reply");
  const unsubscribe = escapeHtml(input.unsubscribeUrl);
  return layout({
    language,
    subject: input.subject,
    preheader: input.body.slice(0, 120),
    bodyHtml: `<div>${escapeHtml(input.body).replace(/\n/g, "<br>")}</div>
<p style="font-size:13px;color:#5c4a52;margin-top:28px">${escapeHtml(replyLine)}</p>
<p style="font-size:13px;color:#5c4a52">${taggedHtml(t("email.broadcast.why"), { 0: (inner) => `<a href="${unsubscribe}" style="color:#7a2e4f">${inner}</a>` })}</p>`,
    bodyText: `${input.body}\n\n${replyLine}\n\n${t("email.broadcast.whyText", { link: input.unsubscribeUrl })}`,
  });
}
