import { DEFAULT_LANGUAGE, type Language } from "@studio/i18n";
import { escapeHtml, layout } from "../layout";
import { greetingIn, wordsIn } from "../words";

/** "withdrawn": the studio took a session off her calendar (a status it set, or her whole booking cancelled). */
export type SessionChange = "scheduled" | "rescheduled" | "cancelled" | "forfeited" | "withdrawn";

/** Sent on every change to a scheduled session; the calendar invite travels as an attachment. */
export function sessionChange(input: {
  change: SessionChange;
  clientName: string;
  sessionNumber: number;
  packageName: string;
  /** The session's hour in her language's words (`miamiLabel`). */
  when: string;
  location: string;
  /** Booked for her from the waiting list, as she asked. */
  autoBooked?: boolean;
  /** The trainer made the change (not the client herself), with the note she wrote for her, if any. */
  byTrainer?: { note?: string };
  /** The language she booked in. */
  language?: Language;
}) {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const t = wordsIn(language);
  const { change, when, sessionNumber, packageName } = input;
  const note =
    change === "withdrawn" || change === "forfeited" || change === "cancelled"
      ? t(`email.change.note.${change}`)
      : t("email.change.note.booked");
  const greeting = greetingIn(t, input.clientName);
  const headline = t("email.change.headline", { change });
  const fromWaitlist = input.autoBooked && change === "scheduled" ? t("email.change.autoBooked") : null;
  const session = t("email.change.session", { sessionNumber, packageName });
  const byTrainer = input.byTrainer ? t("email.change.byTrainer", { change }) : null;
  const trainerNote = input.byTrainer?.note ? t("email.change.trainerNote", { note: input.byTrainer.note }) : null;
  const fromTrainer = [byTrainer, trainerNote].filter((line): line is string => line !== null);
  return layout({
    language,
    subject: t("email.change.subject", { change, when }),
    preheader: t("email.change.preheader", { packageName, sessionNumber }),
    bodyHtml: `<p style="margin-top:0">${escapeHtml(greeting)}</p>
<p><strong>${escapeHtml(headline)}</strong></p>
${fromTrainer.map((line) => `<p>${escapeHtml(line)}</p>\n`).join("")}${fromWaitlist ? `<p>${escapeHtml(fromWaitlist)}</p>\n` : ""}<p>${escapeHtml(session)}<br>${escapeHtml(when)}<br>${escapeHtml(input.location)}</p>
<p>${escapeHtml(note)}</p>`,
    bodyText: `${greeting}\n\n${headline}\n\n${fromTrainer.map((line) => `${line}\n\n`).join("")}${fromWaitlist ? `${fromWaitlist}\n\n` : ""}${session}\n${when}\n${input.location}\n\n${note}`,
  });
}
