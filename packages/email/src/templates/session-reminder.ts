import { DEFAULT_LANGUAGE, type Language } from "@studio/i18n";
import { escapeHtml, layout } from "../layout";
import { greetingIn, wordsIn } from "../words";

/** The reminder before a scheduled session (or a test of it from the settings page). */
export function sessionReminder(input: {
  clientName: string;
  /** The session's hour in her language's words (`miamiLabel`). */
  when: string;
  location: string;
  sessionNumber: number;
  /** 24 hours or more away: she may still move it. Later, SPEC's policy forfeits a cancellation. */
  changeable: boolean;
  test?: boolean;
  /** The language she booked in. */
  language?: Language;
}) {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const t = wordsIn(language);
  const { when, sessionNumber } = input;
  const greeting = greetingIn(t, input.clientName);
  const lead = input.test ? t("email.reminder.leadTest") : t("email.reminder.lead");
  const policy = input.changeable ? t("email.reminder.changeable") : t("email.reminder.fixed");
  const bring = t("email.reminder.bring", { policy });
  const session = t("email.reminder.session", { sessionNumber });
  return layout({
    language,
    subject: t("email.reminder.subject", { test: input.test ? "yes" : "no", when }),
    preheader: t("email.reminder.preheader", { sessionNumber, when }),
    bodyHtml: `<p style="margin-top:0">${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<p><strong>${escapeHtml(session)}</strong><br>${escapeHtml(when)}<br>${escapeHtml(input.location)}</p>
<p>${escapeHtml(bring)}</p>`,
    bodyText: `${greeting}\n\n${lead}\n\n${session}\n${when}\n${input.location}\n\n${bring}`,
  });
}
