// The brand's e-mail frame: one table-based layout that holds up in every mail client.
import { DEFAULT_LANGUAGE, type Language } from "@studio/i18n";
import { studio } from "@studio/validators";
import { wordsIn } from "./words";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/**
 * A catalogue message with tagged parts ("Your booking <0>#12</0> is cancelled") as HTML: the text escaped, each
 * tagged part drawn by its function. `untagged` gives the same message as plain text.
 */
/** The studio's call to action: a plum pill linking to `href`, escaped. */
export const buttonHtml = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;background:#7a2e4f;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none">${escapeHtml(label)}</a>`;

export function taggedHtml(message: string, parts: Record<string, (inner: string) => string>): string {
  return escapeHtml(message).replace(/&lt;(\d+)&gt;(.*?)&lt;\/\1&gt;/g, (whole, tag: string, inner: string) =>
    parts[tag] ? parts[tag](inner) : whole,
  );
}

export const untagged = (message: string) => message.replace(/<(\d+)>(.*?)<\/\1>/g, "$2");

const colors = { ink: "#2b1d24", plum: "#7a2e4f", blush: "#f7ede9", muted: "#5c4a52" };

/** Wraps body HTML (already escaped) in the branded frame, and the text part in a matching signature. */
export function layout(input: {
  subject: string;
  preheader: string;
  bodyHtml: string;
  bodyText: string;
  /** The language the e-mail is written in (its frame follows). */
  language?: Language;
}): RenderedEmail {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const tagline = wordsIn(language)("email.layout.tagline");
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:0;background:${colors.blush};font-family:Helvetica,Arial,sans-serif;color:${colors.ink}">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(input.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colors.blush};padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${colors.plum};padding:24px 32px;color:#ffffff;font-family:Georgia,serif;font-size:22px;letter-spacing:0.5px">${escapeHtml(studio.name)}</td></tr>
<tr><td style="padding:32px;font-size:16px;line-height:1.6">${input.bodyHtml}</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid ${colors.blush};font-size:13px;color:${colors.muted}">
${escapeHtml(tagline)}<br><a href="mailto:${studio.email}" style="color:${colors.plum}">${studio.email}</a> · ${escapeHtml(studio.phone)}
</td></tr></table></td></tr></table></body></html>`;
  const text = `${input.bodyText}\n\n--\n${studio.name}\n${tagline}\n${studio.email} · ${studio.phone}\n`;
  return { subject: input.subject, html, text };
}
