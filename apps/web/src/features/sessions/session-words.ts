// A session's day and start as the page's language reads them, always in Miami time.
import { DEFAULT_LANGUAGE, type Language } from "@studio/i18n";
import dayjs from "dayjs";
import { formatStudioLongDateTime } from "../../lib/format";

/** The picker's day headings: "Tuesday, Nov 24"; "martes, 24 de noviembre". */
const DAY_FORMATS: Record<Language, string> = { en: "dddd, MMM D", es: "dddd, D [de] MMMM" };

/** dayjs's names of days and months in the page's language; only a Spanish page downloads the Spanish ones. */
export function loadDayNames(language: Language): Promise<unknown> {
  return language === "es" ? import("dayjs/locale/es") : Promise.resolve();
}

/** A calendar day ("2026-11-24") as the picker heads it, in the page's language (its names loaded first). */
export function dayLabel(date: string, language: Language): string {
  return dayjs(date).locale(language).format(DAY_FORMATS[language]);
}

/**
 * When a session starts, as a confirmation says it. The server's label ("Tue, Nov 24 at 7:00 AM ET") is its
 * English; another language writes the instant itself ("martes, 24 de noviembre, 7:00 a.m.").
 */
export function sessionWhen(language: Language, session: { when: string; startsAt: string | Date }): string {
  return language === DEFAULT_LANGUAGE ? session.when : formatStudioLongDateTime(new Date(session.startsAt), language);
}
