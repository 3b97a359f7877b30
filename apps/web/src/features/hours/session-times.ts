import { intlLocale, type Language } from "@studio/i18n";
import { SPEC_HOURS_PARTS } from "@studio/validators/studio";
import { useQuery } from "@tanstack/react-query";
import { useT } from "../../i18n/use-t";
import { hoursSummaryQuery } from "./queries";

/** "list": the parts joined by commas; "sentence": as a sentence lists them ("…, and Sat 9am-12pm"). */
type Style = "list" | "sentence";

/** SPEC's English joins a sentence's parts with ", and"; other languages as Intl lists them ("… y sáb …"). */
function joined(parts: string[], style: Style, language: Language): string {
  if (style === "list") return parts.join(", ");
  if (language === "en") return parts.join(", and ");
  return new Intl.ListFormat(intlLocale(language), { type: "conjunction" }).format(parts);
}

/**
 * When sessions run, from the trainer's weekly hours, in the page's language: "Mon-Fri 6am-11am and 4pm-8pm, Sat
 * 9am-12pm", each kind named when gym and in-home sessions keep different hours. SPEC's words are said until hers
 * arrive (the server draws the page with hers).
 */
export function useSessionTimes(style: Style = "list"): string {
  const { t, language } = useT();
  const summary = useQuery(hoursSummaryQuery(language)).data;
  const gym = summary?.gym ?? SPEC_HOURS_PARTS[language];
  const said = (parts: string[]) => (parts.length ? joined(parts, style, language) : t("common.hours.byAppointment"));
  return summary?.home ? t("common.hours.byKind", { gym: said(gym), home: said(summary.home) }) : said(gym);
}
