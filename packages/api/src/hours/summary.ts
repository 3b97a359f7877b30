import type { Language } from "@studio/i18n";
import type { SessionHoursSummary } from "@studio/validators";
import type { Services } from "../context";
import { weeklyTemplates } from "./weekly-hours";
import { weekSummary } from "./wording";

/**
 * What the booking page and My Sessions say about when sessions run, from her template: one summary when gym and
 * in-home sessions keep the same hours, each kind's otherwise.
 */
export async function hoursSummary(services: Services, language: Language): Promise<SessionHoursSummary> {
  const [gym, home] = (await weeklyTemplates(services)).map((template) =>
    weekSummary(
      template.days.map((day) => day.hours),
      language,
    ),
  );
  const same = JSON.stringify(gym) === JSON.stringify(home);
  return { gym: gym ?? [], home: same ? null : (home ?? []) };
}
