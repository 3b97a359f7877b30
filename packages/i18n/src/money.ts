import type { Language } from "@studio/validators/languages";
import { intlLocale } from "./locales";

/** One currency format per language, made on first use (making an Intl formatter loads the locale's data). */
const formats = new Map<Language, Intl.NumberFormat>();

/**
 * Money as every page, e-mail and message of the site writes it: "$1,800", "$82.50", "-$12.30" (es-US writes it
 * the same way). Whole dollars drop their cents; amounts arrive as the server's numeric(10,2) text or a number.
 */
export function formatMoney(amount: string | number, language: Language = "en"): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), {
      style: "currency",
      currency: "USD",
      trailingZeroDisplay: "stripIfInteger",
    });
    formats.set(language, format);
  }
  return format.format(typeof amount === "string" ? Number(amount) : amount);
}
