// Catalogues on the server: the e-mails' words and what the server says to a person, compiled on first use, once
// per language and set of namespaces. Imported, not read from disk, so the server's bundle carries them wherever it runs.
import type { Language } from "@studio/validators/languages";
import enEmail from "../messages/en/email.json";
import enServer from "../messages/en/server.json";
import enValidation from "../messages/en/validation.json";
import esEmail from "../messages/es/email.json";
import esServer from "../messages/es/server.json";
import esValidation from "../messages/es/validation.json";
import { compileCatalog } from "./compile";
import { createI18n, type I18n } from "./index";

const sources = {
  en: { email: enEmail, server: enServer, validation: enValidation },
  es: { email: esEmail, server: esServer, validation: esValidation },
} satisfies Record<Language, Record<string, Record<string, string>>>;

/** The namespaces the server speaks: its e-mails and its answers. */
export type ServerNamespace = keyof (typeof sources)["en"];

const instances = new Map<string, I18n>();

/**
 * An instance holding the given namespaces of one language, compiled on first use and shared after: the server asks
 * for one per e-mail, calendar event and refusal, and only reads from it.
 */
export function i18nFor(language: Language, namespaces: readonly ServerNamespace[]): I18n {
  const key = `${language}/${namespaces.join(",")}`;
  let i18n = instances.get(key);
  if (!i18n) {
    const messages = namespaces.map((namespace) => compileCatalog(namespace, sources[language][namespace]));
    i18n = createI18n(language, Object.assign({}, ...messages));
    instances.set(key, i18n);
  }
  return i18n;
}
