import { escapeHtml, layout } from "../layout";

export interface ClientErasedInput {
  /** When she asked, in the studio's words ("Tue, Mar 3, 2026, 9:15 AM"). */
  when: string;
  /** Her bookings kept as accounting rows under "Erased client", by number. */
  bookingIds: number[];
  sessionsCancelled: number;
}

/**
 * Tells the trainer that a client erased her data. It names neither the client nor her address (they are gone
 * everywhere else too); it says what was kept and what she may still have to do by hand.
 */
export function clientErased(input: ClientErasedInput) {
  const kept = input.bookingIds.length;
  const bookings = kept
    ? `${kept} booking${kept === 1 ? "" : "s"} (${input.bookingIds.map((id) => `#${id}`).join(", ")}) ${kept === 1 ? "stays" : "stay"} in your records as "Erased client", with the amounts and no personal details.`
    : "She had no bookings.";
  const sessions = input.sessionsCancelled
    ? `${input.sessionsCancelled} scheduled session${input.sessionsCancelled === 1 ? " was" : "s were"} cancelled and the places freed.`
    : "She had no scheduled sessions.";
  const testimonial =
    "Testimonials are not linked to a client: if she appears in one, remove it in the Admin Panel yourself.";
  return layout({
    subject: "A client deleted her data",
    preheader: `${kept} booking${kept === 1 ? "" : "s"} kept as accounting records.`,
    bodyHtml: `<p style="margin-top:0">A client used "Delete my data" on ${escapeHtml(input.when)}. Her name, e-mail, phone, address, notes, tracker entries, reminder settings, messages and uploaded photos are erased.</p>
<p>${escapeHtml(bookings)}</p>
<p>${escapeHtml(sessions)}</p>
<p style="font-size:14px;color:#5c4a52">${escapeHtml(testimonial)}</p>`,
    bodyText: `A client used "Delete my data" on ${input.when}. Her name, e-mail, phone, address, notes, tracker entries, reminder settings, messages and uploaded photos are erased.\n\n${bookings}\n\n${sessions}\n\n${testimonial}`,
  });
}
