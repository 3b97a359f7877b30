import { escapeHtml, layout } from "../layout";

/** The reminder before a scheduled session (or a test of it from the settings page). */
export function sessionReminder(input: {
  clientName: string;
  when: string;
  location: string;
  sessionNumber: number;
  test?: boolean;
}) {
  const lead = input.test
    ? "This is a test of your session reminders."
    : "A friendly reminder of your upcoming session:";
  return layout({
    subject: `${input.test ? "Test reminder" : "Reminder"}: training ${input.when}`,
    preheader: `Session ${input.sessionNumber}, ${input.when}`,
    bodyHtml: `<p style="margin-top:0">Hi ${escapeHtml(input.clientName)},</p>
<p>${escapeHtml(lead)}</p>
<p><strong>Session ${input.sessionNumber}</strong><br>${escapeHtml(input.when)}<br>${escapeHtml(input.location)}</p>
<p>Bring water and comfortable shoes. Need to change it? Reschedule from My Sessions at least 24 hours before.</p>`,
    bodyText: `Hi ${input.clientName},\n\n${lead}\n\nSession ${input.sessionNumber}\n${input.when}\n${input.location}\n\nNeed to change it? Reschedule from My Sessions at least 24 hours before.`,
  });
}
