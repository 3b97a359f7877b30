import { DEFAULT_LANGUAGE, type Language } from "@studio/i18n";
import { miamiInstant } from "@studio/validators/studio-time";
import { buttonHtml, escapeHtml, layout } from "../layout";
import { dayIn, greetingIn, wordsIn } from "../words";

/** The trainer's comment on a day's workout, as she wrote it, framed in the client's language with a link to it. */
export function workoutComment(input: {
  /** Her name as she gave it, when the studio knows it: the greeting uses her first name. */
  clientName: string | null;
  /** The Miami day of the workout commented on. */
  day: string;
  body: string;
  /** Her training page open on that day, in her language. */
  link: string;
  language?: Language;
}) {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const t = wordsIn(language);
  // Noon, so the day named is that day whatever the hour's offset.
  const day = dayIn(language, miamiInstant(input.day, "12:00"));
  const greeting = input.clientName ? greetingIn(t, input.clientName) : null;
  const lead = t("email.workoutComment.lead", { day });
  const action = t("email.workoutComment.action");
  const reply = t("email.workoutComment.reply");
  return layout({
    language,
    subject: t("email.workoutComment.subject", { day }),
    preheader: input.body.slice(0, 120),
    bodyHtml: `${greeting ? `<p style="margin-top:0">${escapeHtml(greeting)}</p>\n` : ""}<p>${escapeHtml(lead)}</p>
<blockquote style="margin:0 0 20px;padding:12px 16px;border-left:3px solid #7a2e4f;background:#f7ede9">${escapeHtml(input.body).replace(/\n/g, "<br>")}</blockquote>
<p>${buttonHtml(input.link, action)}</p>
<p style="font-size:13px;color:#5c4a52;margin-top:28px">${escapeHtml(reply)}</p>`,
    bodyText: `${greeting ? `${greeting}\n\n` : ""}${lead}\n\n${input.body}\n\n${action}: ${input.link}\n\n${reply}`,
  });
}
