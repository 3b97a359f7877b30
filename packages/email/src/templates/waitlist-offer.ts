import { escapeHtml, layout } from "../layout";

/**
 * A place freed in an hour she waits for. `alone`: it is held for her until `until`; otherwise it went to everyone
 * still in line (inside 24 hours of the start) and the first to claim it has it.
 */
export function waitlistOffer(input: {
  clientName: string;
  when: string;
  location: string;
  until: string;
  alone: boolean;
  claimUrl: string;
}) {
  const offer = input.alone
    ? `A place opened at ${input.when} and it is held for you until ${input.until}.`
    : `A place opened at ${input.when}. It is offered to everyone on the waiting list, and the first to claim it has it (until ${input.until}).`;
  const action = "Claim this place";
  return layout({
    subject: `A place opened: ${input.when}`,
    preheader: input.alone ? `Held for you until ${input.until}` : "First to claim it has it",
    bodyHtml: `<p style="margin-top:0">Hi ${escapeHtml(input.clientName)},</p>
<p><strong>${escapeHtml(offer)}</strong></p>
<p>${escapeHtml(input.location)}</p>
<p><a href="${escapeHtml(input.claimUrl)}" style="display:inline-block;background:#7a2e4f;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none">${action}</a></p>
<p>One of the sessions left in your package is used for it. If you let the offer pass, the place goes to the next person in line.</p>`,
    bodyText: `Hi ${input.clientName},\n\n${offer}\n${input.location}\n\n${action}: ${input.claimUrl}\n\nOne of the sessions left in your package is used for it. If you let the offer pass, the place goes to the next person in line.`,
  });
}
