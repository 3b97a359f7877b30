import { escapeHtml, layout } from "../layout";

export interface ClientChangeInput {
  /** "waitlisted": she took a freed place from the waiting list (claimed an offer, or booked for her automatically). */
  change: "scheduled" | "rescheduled" | "cancelled" | "forfeited" | "waitlisted";
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  packageName: string;
  sessionNumber: number;
  /** The hour the session held before the change ("Monday, December 7 at 5:00 PM"); none for a first booking. */
  from: string | null;
  /** The hour it holds after it; none for a cancel. */
  to: string | null;
  /** Where ("At the gym", or the client's address). */
  place: string;
  publicUrl: string;
}

const said = {
  scheduled: (input: ClientChangeInput) => `booked ${input.to}`,
  rescheduled: (input: ClientChangeInput) => `moved ${input.from} to ${input.to}`,
  cancelled: (input: ClientChangeInput) => `cancelled ${input.from} (credited back to her package)`,
  forfeited: (input: ClientChangeInput) => `cancelled ${input.from} (inside 24 hours: forfeited)`,
  waitlisted: (input: ClientChangeInput) => `got ${input.to} from the waiting list`,
};

/**
 * The trainer's notice of a change a client made herself to a session in the next 48 hours: her day changed, and
 * she hears it without looking. In English, the back office's language.
 */
export function clientChange(input: ClientChangeInput) {
  const what = said[input.change](input);
  const sessions = `${input.publicUrl}/admin/sessions`;
  const line = `${input.clientName} ${what}: session ${input.sessionNumber} of ${input.packageName}, ${input.place}.`;
  const contact = [input.clientEmail, input.clientPhone].filter(Boolean).join(" · ");
  return layout({
    subject: `${input.clientName} ${what}`,
    preheader: line,
    bodyHtml: `<p style="margin-top:0">${escapeHtml(line)}</p>
<p style="font-size:14px;color:#5c4a52">${escapeHtml(contact)}</p>
<p><a href="${escapeHtml(sessions)}" style="color:#6b2d5c">Open the sessions in the back office</a></p>`,
    bodyText: `${line}\n\n${contact}\n\nThe sessions in the back office: ${sessions}`,
  });
}
