import { DEFAULT_LANGUAGE, type Language } from "@studio/i18n";
import { escapeHtml, layout } from "../layout";
import { greetingIn, wordsIn } from "../words";

/** A written program sent to a client: her program page's Email button, or the test workout e-mail. */
export function workoutProgram(input: { clientName: string; title: string; body: string; language?: Language }) {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const t = wordsIn(language);
  const greeting = greetingIn(t, input.clientName);
  const question = t("email.program.question");
  return layout({
    language,
    subject: t("email.program.subject", { title: input.title }),
    preheader: t("email.program.preheader"),
    bodyHtml: `<p style="margin-top:0">${escapeHtml(greeting)}</p>
<p>${escapeHtml(t("email.program.intro"))}</p>
<pre style="white-space:pre-wrap;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6;background:#fbf7f4;border-radius:8px;padding:16px">${escapeHtml(input.body)}</pre>
<p>${escapeHtml(question)}</p>`,
    bodyText: `${greeting}\n\n${t("email.program.introText")}\n\n${input.body}\n\n${question}`,
  });
}
