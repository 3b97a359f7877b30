import { escapeHtml, layout } from "../layout";

/** Sent from the SMTP test page so the admin can see that mail reaches an inbox. */
export function testMessage(input: { transport: string; sentAt: Date }) {
  const when = input.sentAt.toISOString();
  return layout({
    subject: "Test e-mail from your booking site",
    preheader: "Your mail settings work.",
    bodyHtml: `<p>Good news: your booking site can send e-mail.</p><p style="color:#5c4a52;font-size:14px">Sent ${escapeHtml(when)} through ${escapeHtml(input.transport)}.</p>`,
    bodyText: `Good news: your booking site can send e-mail.\n\nSent ${when} through ${input.transport}.`,
  });
}
