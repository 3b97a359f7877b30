// The site's languages: English by default, Spanish first-class. Kept free of zod so the first page can import it.
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Trainer content in a language other than English, by language: only the fields she wrote in it. Shown in place
 * of the English ones; a missing field falls back to English.
 */
export type Translations<Fields extends string> = Partial<
  Record<Exclude<Language, "en">, Partial<Record<Fields, string>>>
>;
