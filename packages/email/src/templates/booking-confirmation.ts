import { DEFAULT_LANGUAGE, formatMoney, intlLocale, type Language, type Translate } from "@studio/i18n";
import { pathIn } from "@studio/i18n/paths";
import { buttonHtml, escapeHtml, layout } from "../layout";
import { greetingIn, wordsIn } from "../words";

export interface BookingConfirmationInput {
  bookingId: number;
  clientName: string;
  packageName: string;
  /** "gym", "home", "online" or "workout_of_day". */
  category: string;
  sessionCount: number;
  /** A month of an unlimited membership: its last day ("YYYY-MM-DD"), up to which she trains once a day. */
  unlimitedThrough?: string | null;
  amount: string;
  paidAt: Date;
  publicUrl: string;
  /** The language she booked in. */
  language?: Language;
}

/** "March 14" / "14 de marzo": a Miami day as her language writes it. */
const dayIn = (day: string, language: Language) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(intlLocale(language), {
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

function nextSteps(t: Translate, input: BookingConfirmationInput, language: Language): string[] {
  if (input.category === "workout_of_day") return [t("email.confirmation.step.workout")];
  if (input.category === "online")
    return [t("email.confirmation.step.onlinePortal"), t("email.confirmation.step.onlineCheckIn")];
  if (input.unlimitedThrough)
    return [
      t("email.confirmation.step.unlimited", { date: dayIn(input.unlimitedThrough, language) }),
      t("email.confirmation.step.reminders"),
    ];
  if (input.sessionCount === 1) return [t("email.confirmation.step.single")];
  return [t("email.confirmation.step.pack", { count: input.sessionCount }), t("email.confirmation.step.reminders")];
}

export function bookingConfirmation(input: BookingConfirmationInput) {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const t = wordsIn(language);
  const link = (path: string) => `${input.publicUrl}${pathIn(language, path)}`;
  const portal =
    input.category === "online"
      ? { href: link("/workout-access"), label: t("email.confirmation.link.online") }
      : input.category === "workout_of_day"
        ? { href: link("/workout-of-the-day"), label: t("email.confirmation.link.workout") }
        : { href: link("/my-bookings"), label: t("email.confirmation.link.sessions") };
  const steps = nextSteps(t, input, language);
  const sessions = input.unlimitedThrough
    ? t("email.confirmation.unlimited", { date: dayIn(input.unlimitedThrough, language) })
    : t("email.confirmation.sessions", { count: input.sessionCount });
  const paidDate = input.paidAt.toLocaleDateString(intlLocale(language), {
    timeZone: "America/New_York",
    dateStyle: "medium",
  });
  const paid = t("email.confirmation.paidOn", { amount: formatMoney(input.amount, language), date: paidDate });
  const greeting = greetingIn(t, input.clientName);
  const thanks = t("email.confirmation.thanks");
  const receipt = t("email.confirmation.receipt");
  const next = t("email.confirmation.next");
  const row = (label: string, value: string) =>
    `<tr><td style="padding:10px 14px;color:#5c4a52">${escapeHtml(label)}</td><td style="padding:10px 14px;text-align:right">${value}</td></tr>`;
  return layout({
    language,
    subject: t("email.confirmation.subject", { packageName: input.packageName }),
    preheader: t("email.confirmation.preheader", { bookingId: input.bookingId }),
    bodyHtml: `<p style="margin-top:0">${escapeHtml(greeting)}</p>
<p>${escapeHtml(thanks)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px;border:1px solid #f3dde6;border-radius:8px">
${row(t("email.confirmation.booking"), `#${input.bookingId}`)}
${row(t("email.confirmation.package"), `${escapeHtml(input.packageName)} (${escapeHtml(sessions)})`)}
${row(t("email.confirmation.paid"), `<strong>${escapeHtml(paid)}</strong>`)}
</table>
<p style="margin-bottom:4px"><strong>${escapeHtml(next)}</strong></p>
<ul style="margin-top:4px">${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join("")}</ul>
<p>${buttonHtml(portal.href, portal.label)}</p>
<p style="font-size:14px;color:#5c4a52">${escapeHtml(receipt)}</p>`,
    bodyText: `${greeting}

${thanks}

${t("email.confirmation.booking")}: #${input.bookingId}
${t("email.confirmation.package")}: ${input.packageName} (${sessions})
${t("email.confirmation.paid")}: ${paid}

${next}:
${steps.map((step) => `- ${step}`).join("\n")}

${portal.label}: ${portal.href}

${receipt}`,
  });
}
