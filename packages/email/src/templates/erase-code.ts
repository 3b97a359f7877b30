import { escapeHtml, layout } from "../layout";

/** The 6-digit code that confirms "Delete my data": it opens nothing, and says plainly what it would do. */
export function eraseCode(input: { code: string; minutes: number }) {
  return layout({
    subject: `Your code to delete your data: ${input.code}`,
    preheader: `Use ${input.code} within ${input.minutes} minutes to confirm.`,
    bodyHtml: `<p style="margin-top:0">You asked to delete your data from our website. Here is your code to confirm it:</p>
<p style="font-size:34px;letter-spacing:10px;font-weight:bold;font-family:Menlo,Consolas,monospace;margin:24px 0;color:#7a2e4f">${escapeHtml(input.code)}</p>
<p>It works once, for ${input.minutes} minutes, and only to delete your data: your scheduled sessions are cancelled and your personal details erased for good. If you did not ask for this, ignore this e-mail and nothing changes.</p>`,
    bodyText: `Your code to delete your data: ${input.code}\n\nIt works once, for ${input.minutes} minutes, and only to delete your data: your scheduled sessions are cancelled and your personal details erased for good. If you did not ask for this, ignore this e-mail and nothing changes.`,
  });
}
