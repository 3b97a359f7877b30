// A gift card's two e-mails, in the language of the page it was bought on: the card itself to its recipient (the
// code, the amount, who gives it and their note, the way to spend it), and the receipt to the buyer.
import { DEFAULT_LANGUAGE, formatMoney, type Language } from "@studio/i18n";
import { buttonHtml, escapeHtml, layout } from "../layout";
import { greetingIn, wordsIn } from "../words";

export interface GiftCardEmailInput {
  code: string;
  amount: string;
  buyerName: string;
  recipientName: string;
  message: string | null;
  /** The booking page, in the card's language. */
  link: string;
  language?: Language;
}

/** The gift card, to its recipient. */
export function giftCardEmail(input: GiftCardEmailInput) {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const t = wordsIn(language);
  const amount = formatMoney(input.amount, language);
  const greeting = greetingIn(t, input.recipientName);
  const lead = t("email.giftCard.lead", { buyerName: input.buyerName, amount });
  const note = input.message ? t("email.giftCard.note", { buyerName: input.buyerName }) : null;
  const codeLabel = t("email.giftCard.codeLabel");
  const howTo = t("email.giftCard.howTo");
  const action = t("email.giftCard.action");
  const keep = t("email.giftCard.keep");
  const noteHtml =
    note && input.message
      ? `<p style="margin-bottom:4px">${escapeHtml(note)}</p>
<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid #7a2e4f;color:#5c4a52;white-space:pre-line">${escapeHtml(input.message)}</blockquote>`
      : "";
  return layout({
    language,
    subject: t("email.giftCard.subject", { buyerName: input.buyerName, amount }),
    preheader: lead,
    bodyHtml: `<p style="margin-top:0">${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
${noteHtml}<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0;width:100%;background:#f7ede9;border-radius:12px">
<tr><td align="center" style="padding:20px 16px">
<div style="font-size:13px;color:#5c4a52;text-transform:uppercase;letter-spacing:1px">${escapeHtml(codeLabel)}</div>
<div style="font-family:'Courier New',monospace;font-size:26px;font-weight:bold;letter-spacing:2px;color:#2b1d24;margin:8px 0">${escapeHtml(input.code)}</div>
<div style="font-family:Georgia,serif;font-size:22px;color:#7a2e4f">${escapeHtml(amount)}</div>
</td></tr></table>
<p>${escapeHtml(howTo)}</p>
<p>${buttonHtml(input.link, action)}</p>
<p style="font-size:14px;color:#5c4a52">${escapeHtml(keep)}</p>`,
    bodyText: [
      greeting,
      lead,
      ...(note && input.message ? [`${note}\n${input.message}`] : []),
      `${codeLabel}: ${input.code} (${amount})`,
      howTo,
      `${action}: ${input.link}`,
      keep,
    ].join("\n\n"),
  });
}

export interface GiftCardReceiptInput {
  amount: string;
  buyerName: string;
  recipientName: string;
  recipientEmail: string;
  withNote: boolean;
  language?: Language;
}

/** The receipt, to the buyer: paid, and sent to whom. The code is the recipient's alone. */
export function giftCardReceipt(input: GiftCardReceiptInput) {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const t = wordsIn(language);
  const amount = formatMoney(input.amount, language);
  const greeting = greetingIn(t, input.buyerName);
  const lead = t("email.giftCardReceipt.lead", {
    amount,
    recipientName: input.recipientName,
    recipientEmail: input.recipientEmail,
    withNote: input.withNote ? "yes" : "no",
  });
  const paid = t("email.giftCardReceipt.paid", { amount });
  const help = t("email.giftCardReceipt.help");
  return layout({
    language,
    subject: t("email.giftCardReceipt.subject", { amount, recipientName: input.recipientName }),
    preheader: lead,
    bodyHtml: `<p style="margin-top:0">${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<p><strong>${escapeHtml(paid)}</strong></p>
<p style="font-size:14px;color:#5c4a52">${escapeHtml(help)}</p>`,
    bodyText: [greeting, lead, paid, help].join("\n\n"),
  });
}
