import type { Language } from "@studio/validators/languages";

/** Miami's own forms of each language: US dollars as "$1,234.50", and "10:00 a.m." in Spanish. */
export function intlLocale(language: Language): string {
  return language === "es" ? "es-US" : "en-US";
}
