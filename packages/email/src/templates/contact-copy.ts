import { escapeHtml, layout } from "../layout";

/** The trainer's copy of a message sent from the contact form; replying answers the visitor. */
export function contactCopy(input: { name: string; email: string; subject: string; message: string }) {
  const paragraphs = escapeHtml(input.message).replace(/\n/g, "<br>");
  return layout({
    subject: `New message: ${input.subject}`,
    preheader: `${input.name} wrote through the website.`,
    bodyHtml: `<p style="margin-top:0"><strong>${escapeHtml(input.name)}</strong> (<a href="mailto:${escapeHtml(input.email)}">${escapeHtml(input.email)}</a>) wrote through the contact form:</p>
<p style="font-size:13px;color:#5c4a52;margin-bottom:4px">Subject</p>
<p style="margin-top:0"><strong>${escapeHtml(input.subject)}</strong></p>
<div style="border-left:3px solid #d2a84e;padding:4px 0 4px 16px">${paragraphs}</div>
<p style="font-size:14px;color:#5c4a52">Reply to this e-mail to answer ${escapeHtml(input.name)} directly.</p>`,
    bodyText: `${input.name} <${input.email}> wrote through the contact form.\n\nSubject: ${input.subject}\n\n${input.message}\n\nReply to this e-mail to answer directly.`,
  });
}
