import { escapeHtml, layout } from "../layout";

/** The reminder before a scheduled session (or a test of it from the settings page). */
export function sessionReminder(input: {
  clientName: string;
  when: string;
  location: string;
  sessionNumber: number;
  /** 24 hours or more away: she may still move it. Later, SPEC's policy forfeits a cancellation. */
  changeable: boolean;
  test?: boolean;
}) {
  const lead = input.test
    ? "This is a test of your session reminders."
    : "A friendly reminder of your upcoming session:";
  const policy = input.changeable
    ? "Need to change it? Reschedule from My Sessions at least 24 hours before."
    : "It is less than 24 hours away, so it can no longer be moved, and cancelling it now forfeits the session. See you there!";
  return layout({
    subject: `${input.test ? "Test reminder" : "Reminder"}: training ${input.when}`,
    preheader: `Session ${input.sessionNumber}, ${input.when}`,
    bodyHtml: `<p style="margin-top:0">Hi ${escapeHtml(input.clientName)},</p>
<p>${escapeHtml(lead)}</p>
<p><strong>Session ${input.sessionNumber}</strong><br>${escapeHtml(input.when)}<br>${escapeHtml(input.location)}</p>
<p>Bring water and comfortable shoes. ${escapeHtml(policy)}</p>`,
    bodyText: `Hi ${input.clientName},\n\n${lead}\n\nSession ${input.sessionNumber}\n${input.when}\n${input.location}\n\nBring water and comfortable shoes. ${policy}`,
  });
}
