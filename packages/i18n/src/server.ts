// Catalogues on the server (e-mails, and tests of formatting code): read from the package's own files and compiled
// on first use, once per language and namespace.
import { readFileSync } from "node:fs";
import type { Messages } from "@lingui/core";
import type { Language } from "@studio/validators/languages";
import { compileCatalog } from "./compile";
import { createI18n, type I18n, type Namespace } from "./index";

const compiled = new Map<string, Messages>();

function catalog(language: Language, namespace: Namespace): Messages {
  const key = `${language}/${namespace}`;
  let messages = compiled.get(key);
  if (!messages) {
    const file = new URL(`../messages/${key}.json`, import.meta.url);
    messages = compileCatalog(namespace, JSON.parse(readFileSync(file, "utf8")));
    compiled.set(key, messages);
  }
  return messages;
}

/** An instance holding the given namespaces of one language. */
export function i18nFor(language: Language, namespaces: readonly Namespace[]): I18n {
  return createI18n(language, Object.assign({}, ...namespaces.map((namespace) => catalog(language, namespace))));
}
