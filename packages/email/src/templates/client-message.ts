import { DEFAULT_LANGUAGE, type Language } from "@studio/i18n";
import { escapeHtml, layout } from "../layout";
import { wordsIn } from "../words";

/** What the trainer wrote to a client from her page, as she wrote it, framed in the client's language. */
export function clientMessage(input: { subject: string; body: string; language?: Language }) {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const replyLine = wordsIn(language)("email.clientMessage.reply");
  return layout({
    language,
    subject: input.subject,
    preheader: input.body.slice(0, 120),
    bodyHtml: `<div>${escapeHtml(input.body).replace(/\n/g, "<br>")}</div>
<p style="font-size:13px;color:#5c4a52;margin-top:28px">${escapeHtml(replyLine)}</p>`,
    bodyText: `${input.body}\n\n${replyLine}`,
  });
}
