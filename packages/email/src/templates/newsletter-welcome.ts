import { DEFAULT_LANGUAGE, type Language, type MessageId } from "@studio/i18n";
import { escapeHtml, layout, taggedHtml, untagged } from "../layout";
import { wordsIn } from "../words";

/** The free workout guide promised on the newsletter form: a routine anyone can start at home today. */
const guide = [
  { id: "sitToStand", dose: "3 × 10" },
  { id: "wallPushUp", dose: "3 × 10" },
  { id: "glutes", dose: "3 × 12" },
  { id: "row", dose: "3 × 12" },
  { id: "balance", dose: "email.newsletter.dose.balance" },
  { id: "deadBug", dose: "email.newsletter.dose.deadBug" },
] as const;

export function newsletterWelcome(input: { unsubscribeUrl: string; returning: boolean; language?: Language }) {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const t = wordsIn(language);
  const moves = guide.map(({ id, dose }) => ({
    move: t(`email.newsletter.move.${id}`),
    cue: t(`email.newsletter.cue.${id}`),
    dose: dose.startsWith("email.") ? t(dose as MessageId) : dose,
  }));
  const rows = moves
    .map(
      (item) =>
        `<tr><td style="padding:8px 0;border-bottom:1px solid #f3dde6"><strong>${escapeHtml(item.move)}</strong><br><span style="font-size:14px;color:#5c4a52">${escapeHtml(item.cue)}</span></td><td style="padding:8px 0 8px 12px;border-bottom:1px solid #f3dde6;white-space:nowrap;vertical-align:top">${escapeHtml(item.dose)}</td></tr>`,
    )
    .join("");
  const greeting = input.returning ? t("email.newsletter.welcomeBack") : t("email.newsletter.welcome");
  const monthly = t("email.newsletter.monthly");
  const warmUp = t("email.newsletter.warmUp");
  const unsubscribe = escapeHtml(input.unsubscribeUrl);
  return layout({
    language,
    subject: t("email.newsletter.subject"),
    preheader: t("email.newsletter.preheader"),
    bodyHtml: `<p style="margin-top:0">${escapeHtml(greeting)} ${escapeHtml(monthly)}</p>
<p>${taggedHtml(t("email.newsletter.guide"), { 0: (inner) => `<strong>${inner}</strong>` })}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px">${rows}</table>
<p>${escapeHtml(warmUp)}</p>
<p style="font-size:13px;color:#5c4a52">${taggedHtml(t("email.newsletter.why"), { 0: (inner) => `<a href="${unsubscribe}" style="color:#7a2e4f">${inner}</a>` })}</p>`,
    bodyText: `${greeting} ${monthly}

${untagged(t("email.newsletter.guideText"))}

${moves.map((item) => `- ${item.move}: ${item.dose}. ${item.cue}`).join("\n")}

${warmUp}

${t("email.newsletter.unsubscribeText", { link: input.unsubscribeUrl })}`,
  });
}
