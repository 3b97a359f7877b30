// Trainer content in the language of the page that shows it: each field she wrote a Spanish version of replaces the
// English one; the rest stays English. `language` says what the page shows of its main field (a name, a title), so
// a Spanish page can note "available in English" where she wrote none.
import type { Language, Translations as Version } from "./languages";

/** A field she wrote: text with something in it besides spaces. */
const isWritten = ([, text]: [string, unknown]) => typeof text === "string" && text.trim() !== "";

export function inLanguage<Row extends object, Fields extends string>(
  row: Row,
  translations: Version<Fields>,
  language: Language,
  main: Fields,
): Row & { language: Language } {
  if (language === "en") return { ...row, language: "en" };
  const version: Partial<Record<string, string>> = translations[language] ?? {};
  const written = Object.fromEntries(Object.entries(version).filter(isWritten));
  return { ...row, ...(written as Partial<Row>), language: written[main] ? language : "en" };
}

/** Her versions as kept: a field left empty is not written, and a language with no field written is not kept. */
export function writtenTranslations<Fields extends string>(translations: Version<Fields>): Version<Fields> {
  const kept: Version<Fields> = {};
  for (const [language, version] of Object.entries(translations) as [keyof Version<Fields>, Record<string, string>][]) {
    const written = Object.entries(version ?? {}).filter(isWritten);
    if (written.length) kept[language] = Object.fromEntries(written) as Partial<Record<Fields, string>>;
  }
  return kept;
}

/**
 * A list in the language of the page (a package's features, a recipe's ingredients): her version in that language,
 * written one item per line, as its items; the English list where she wrote none (blank lines are none).
 */
export function listIn<Fields extends string, English>(
  translations: Version<Fields>,
  language: Language,
  field: Fields,
  english: English,
): string[] | English {
  if (language === "en") return english;
  const items = (translations[language]?.[field] ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return items.length ? items : english;
}
