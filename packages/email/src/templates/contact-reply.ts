import { DEFAULT_LANGUAGE, type Language } from "@studio/i18n";
import { escapeHtml, layout } from "../layout";
import { wordsIn } from "../words";

export interface ContactReplyInput {
  /** The trainer's answer, as she typed it. */
  reply: string;
  /** The visitor's message being answered. */
  original: { name: string; subject: string; message: string; sentAt: string };
  /** The language she wrote in: the words around the trainer's answer are in it. */
  language?: Language;
}

const paragraphs = (text: string) => escapeHtml(text).replace(/\n/g, "<br>");
const quoted = (text: string) =>
  text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");

/** The trainer's answer to a contact message, with the message quoted beneath it as mail clients do. */
export function contactReply({ reply, original, language = DEFAULT_LANGUAGE }: ContactReplyInput) {
  // "Re:" is what mail programs write in both languages, and what they thread a conversation by.
  const subject = /^re:/i.test(original.subject) ? original.subject : `Re: ${original.subject}`;
  const wrote = wordsIn(language)("email.reply.wrote", { when: original.sentAt, name: original.name });
  return layout({
    language,
    subject,
    preheader: reply.slice(0, 120),
    bodyHtml: `<div>${paragraphs(reply)}</div>
<p style="font-size:13px;color:#5c4a52;margin:28px 0 6px">${escapeHtml(wrote)}</p>
<blockquote style="margin:0;border-left:3px solid #d2a84e;padding:4px 0 4px 16px;color:#5c4a52">${paragraphs(original.message)}</blockquote>`,
    bodyText: `${reply}\n\n${wrote}\n${quoted(original.message)}`,
  });
}
