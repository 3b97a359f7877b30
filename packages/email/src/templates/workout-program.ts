import { escapeHtml, layout } from "../layout";

/** A written program sent to a client: her program page's Email button, or the test workout e-mail. */
export function workoutProgram(input: { clientName: string; title: string; body: string }) {
  return layout({
    subject: `Your program: ${input.title}`,
    preheader: "Your training program, ready to print or keep on your phone.",
    bodyHtml: `<p style="margin-top:0">Hi ${escapeHtml(input.clientName)},</p>
<p>Here is your program. Save this e-mail so you always have it with you.</p>
<pre style="white-space:pre-wrap;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6;background:#fbf7f4;border-radius:8px;padding:16px">${escapeHtml(input.body)}</pre>
<p>Questions about any exercise? Just reply to this e-mail.</p>`,
    bodyText: `Hi ${input.clientName},\n\nHere is your program.\n\n${input.body}\n\nQuestions about any exercise? Just reply to this e-mail.`,
  });
}
