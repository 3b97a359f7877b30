import { type I18n, intlLocale, type Language, translate } from "@studio/i18n";
import { studio } from "@studio/validators/studio";

/** SPEC section 9: under 60 minutes as minutes, otherwise hours and minutes ("1 hour 30 minutes"). */
export function formatDuration(i18n: I18n, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return translate(i18n, "common.duration.minutes", { minutes });
  return rest
    ? translate(i18n, "common.duration.hoursMinutes", { hours, minutes: rest })
    : translate(i18n, "common.duration.hours", { hours });
}

/**
 * Formatters by language and form, each made on first use (making one loads locale data). A calendar date
 * ("2026-11-24") is that day wherever the browser is; an instant is read in the browser's own time zone.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function formatCalendarDate(date: string | Date, language: Language, month: "short" | "long"): string {
  const dayOnly = typeof date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const key = `${language}:${month}:${dayOnly}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), {
      month,
      day: "numeric",
      year: "numeric",
      ...(dayOnly ? { timeZone: "UTC" } : {}),
    });
    dateFormats.set(key, format);
  }
  return format.format(dayOnly ? new Date(`${date}T00:00:00Z`) : new Date(date));
}

/** SPEC section 9: 'MMM d, yyyy' ("Nov 24, 2026"; "24 nov 2026" in Spanish). */
export function formatDate(date: string | Date, language: Language = "en"): string {
  return formatCalendarDate(date, language, "short");
}

/** A long date for articles: "March 4, 2026" ("4 de marzo de 2026"). */
export function formatLongDate(date: string | Date, language: Language = "en"): string {
  return formatCalendarDate(date, language, "long");
}

/** SPEC section 9: "14:30" → "2:30 PM" ("2:30 p.m." in Spanish, as Intl writes it); hour 0 shows as 12. */
export function formatTime(time: string, language: Language = "en"): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = language === "es" ? (hours < 12 ? "a.m." : "p.m.") : hours < 12 ? "AM" : "PM";
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** Miami's clocks by length and language, made on first use (making an Intl formatter loads locale and zone data). */
const studioClocks = new Map<string, Intl.DateTimeFormat>();

function studioClock(length: "short" | "long", language: Language): Intl.DateTimeFormat {
  const key = `${length}/${language}`;
  let clock = studioClocks.get(key);
  if (!clock) {
    clock = new Intl.DateTimeFormat(intlLocale(language), {
      timeZone: studio.timeZone,
      weekday: length,
      month: length,
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    });
    studioClocks.set(key, clock);
  }
  return clock;
}

/** An instant as Miami reads it, without the year: "Tue, Nov 24, 10:00 AM" ("mar, 24 nov, 10:00 a.m."). */
export const formatStudioDateTime = (instant: Date, language: Language = "en"): string =>
  studioClock("short", language).format(instant);

/** An instant as Miami reads it, in full: "Tuesday, November 24, 10:00 AM" ("martes, 24 de noviembre, 10:00 a.m."). */
export const formatStudioLongDateTime = (instant: Date, language: Language = "en"): string =>
  studioClock("long", language).format(instant);
