// Catalogues on the server: the e-mails' words and what the server says to a person, compiled on first use, once
// per language and namespace. Imported, not read from disk, so the server's bundle carries them wherever it runs.
import type { Messages } from "@lingui/core";
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

const compiled = new Map<string, Messages>();

function catalog(language: Language, namespace: ServerNamespace): Messages {
  const key = `${language}/${namespace}`;
  let messages = compiled.get(key);
  if (!messages) {
    messages = compileCatalog(namespace, sources[language][namespace]);
    compiled.set(key, messages);
  }
  return messages;
}

/** An instance holding the given namespaces of one language. */
export function i18nFor(language: Language, namespaces: readonly ServerNamespace[]): I18n {
  return createI18n(language, Object.assign({}, ...namespaces.map((namespace) => catalog(language, namespace))));
}
