// How her training's figures read: pounds to one decimal with a decimal point in both languages (es-US writes one, as
// the tracker's measurements do), rests as minutes and seconds, and a calendar day by its weekday.
import { intlLocale, type Language } from "@studio/i18n";
import { formatCount } from "../../lib/count";

/** 22.5, 1,240: pounds as a scale shows them, without the Intl locale data a first format loads. */
export function formatPounds(value: number): string {
  const tenths = Math.round(value * 10);
  const whole = formatCount(Math.trunc(tenths / 10));
  const rest = Math.abs(tenths % 10);
  return rest ? `${whole}.${rest}` : whole;
}

/** 90 → "1:30", 45 → "0:45": a rest or the timer's count. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/**
 * What she typed as a number: a decimal comma (22,5) is a point, an empty box is nothing, anything else that is not
 * a plain number is NaN for the form to refuse.
 */
export function typedNumber(typed: string): number | null {
  const text = typed.trim().replace(/^(\d*),(\d+)$/, "$1.$2");
  if (!text) return null;
  return /^\d+(\.\d+)?$/.test(text) || /^\.\d+$/.test(text) ? Number(text) : Number.NaN;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(language: Language, kind: "long" | "weekday" | "short"): Intl.DateTimeFormat {
  const key = `${language}:${kind}`;
  let format = dayFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      kind === "long"
        ? { weekday: "long", month: "long", day: "numeric" }
        : kind === "weekday"
          ? { weekday: "short" }
          : { month: "short", day: "numeric" };
    format = new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: "UTC" });
    dayFormats.set(key, format);
  }
  return format;
}

const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** "Thursday, November 19" ("jueves, 19 de noviembre"). */
export const longDay = (day: string, language: Language) => dayFormat(language, "long").format(noon(day));
/** "Thu" ("jue"), without the full stop some locales add. */
export const weekdayShort = (day: string, language: Language) =>
  dayFormat(language, "weekday").format(noon(day)).replace(/\.$/, "");
/** "Nov 19" ("19 nov"): a chart's axis, a record's day. */
export const shortDay = (day: string, language: Language) =>
  dayFormat(language, "short").format(noon(day)).replace(/\.$/, "");
