import { escapeHtml, layout } from "../layout";

/** "withdrawn": the studio took a session off her calendar (a status it set, or her whole booking cancelled). */
export type SessionChange = "scheduled" | "rescheduled" | "cancelled" | "forfeited" | "withdrawn";

const headlines: Record<SessionChange, string> = {
  scheduled: "Your session is booked",
  rescheduled: "Your session has moved",
  cancelled: "Your session is cancelled; the session is back in your package",
  forfeited: "Your session is cancelled",
  withdrawn: "Your session is cancelled",
};

/** Sent on every change to a scheduled session; the calendar invite travels as an attachment. */
export function sessionChange(input: {
  change: SessionChange;
  clientName: string;
  sessionNumber: number;
  packageName: string;
  when: string;
  location: string;
}) {
  const note =
    input.change === "withdrawn"
      ? "The studio has cancelled this session, and the attached update takes it off your calendar. Reply to this e-mail with any questions."
      : input.change === "forfeited"
        ? "It was cancelled less than 24 hours before the start, so under the cancellation policy the session is forfeited."
        : input.change === "cancelled"
          ? "You can book it again whenever you like from My Sessions."
          : "The attached invite adds it to your calendar. You can reschedule up to 24 hours before it starts.";
  return layout({
    subject: `${headlines[input.change].split(";")[0]}: ${input.when}`,
    preheader: `${input.packageName}, session ${input.sessionNumber}`,
    bodyHtml: `<p style="margin-top:0">Hi ${escapeHtml(input.clientName)},</p>
<p><strong>${escapeHtml(headlines[input.change])}.</strong></p>
<p>Session ${input.sessionNumber} of ${escapeHtml(input.packageName)}<br>${escapeHtml(input.when)}<br>${escapeHtml(input.location)}</p>
<p>${escapeHtml(note)}</p>`,
    bodyText: `Hi ${input.clientName},\n\n${headlines[input.change]}.\n\nSession ${input.sessionNumber} of ${input.packageName}\n${input.when}\n${input.location}\n\n${note}`,
  });
}
