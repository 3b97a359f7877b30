import { escapeHtml, layout } from "../layout";

/** The free workout guide promised on the newsletter form: a routine anyone can start at home today. */
const guide = [
  { move: "Sit-to-stand from a chair", dose: "3 × 10", cue: "Lean forward, push through your heels, stand tall." },
  { move: "Wall push-up", dose: "3 × 10", cue: "Body in one line, lower your chest toward the wall." },
  { move: "Glute bridge", dose: "3 × 12", cue: "Squeeze at the top for two seconds." },
  { move: "Bent-over band or bottle row", dose: "3 × 12", cue: "Flat back, pull your elbows to your hips." },
  { move: "Single-leg balance", dose: "3 × 30 s each side", cue: "Hold the counter at first; let go when you can." },
  { move: "Dead bug", dose: "3 × 8 each side", cue: "Low back stays heavy on the floor." },
];

export function newsletterWelcome(input: { unsubscribeUrl: string; returning: boolean }) {
  const rows = guide
    .map(
      (item) =>
        `<tr><td style="padding:8px 0;border-bottom:1px solid #f3dde6"><strong>${escapeHtml(item.move)}</strong><br><span style="font-size:14px;color:#5c4a52">${escapeHtml(item.cue)}</span></td><td style="padding:8px 0 8px 12px;border-bottom:1px solid #f3dde6;white-space:nowrap;vertical-align:top">${escapeHtml(item.dose)}</td></tr>`,
    )
    .join("");
  const greeting = input.returning ? "Welcome back to the newsletter!" : "Welcome to the newsletter!";
  const unsubscribe = escapeHtml(input.unsubscribeUrl);
  return layout({
    subject: "Your free workout guide",
    preheader: "A 20-minute strength routine you can start at home today.",
    bodyHtml: `<p style="margin-top:0">${greeting} Every month you will get one practical e-mail on strength, nutrition and energy for women over 40.</p>
<p>As promised, here is your <strong>free workout guide</strong>: a 20-minute full-body strength routine. Do it two or three times a week, resting 45 seconds between sets.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px">${rows}</table>
<p>Warm up with 3 minutes of marching and arm circles, and finish with slow stretches for your hips, chest and calves. Stop any move that causes sharp pain.</p>
<p style="font-size:13px;color:#5c4a52">You are receiving this because you subscribed on our website. <a href="${unsubscribe}" style="color:#7a2e4f">Unsubscribe</a> at any time.</p>`,
    bodyText: `${greeting} Every month you will get one practical e-mail on strength, nutrition and energy for women over 40.

Your free workout guide: a 20-minute full-body strength routine. Do it two or three times a week, resting 45 seconds between sets.

${guide.map((item) => `- ${item.move}: ${item.dose}. ${item.cue}`).join("\n")}

Warm up with 3 minutes of marching and arm circles, and finish with slow stretches for your hips, chest and calves. Stop any move that causes sharp pain.

Unsubscribe at any time: ${input.unsubscribeUrl}`,
  });
}
