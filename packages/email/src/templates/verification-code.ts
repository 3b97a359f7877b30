import { escapeHtml, layout } from "../layout";

/** The 6-digit code that opens a client's sessions and programs. */
export function verificationCode(input: { code: string; minutes: number }) {
  return layout({
    subject: `Your verification code: ${input.code}`,
    preheader: `Use ${input.code} within ${input.minutes} minutes.`,
    bodyHtml: `<p style="margin-top:0">Here is your verification code:</p>
<p style="font-size:34px;letter-spacing:10px;font-weight:bold;font-family:Menlo,Consolas,monospace;margin:24px 0;color:#7a2e4f">${escapeHtml(input.code)}</p>
<p>It works once, for ${input.minutes} minutes. If you did not ask for it, you can ignore this e-mail: nobody can see your bookings without the code.</p>`,
    bodyText: `Your verification code: ${input.code}\n\nIt works once, for ${input.minutes} minutes. If you did not ask for it, you can ignore this e-mail.`,
  });
}
