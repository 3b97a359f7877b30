// Any catalogues, read from the package's own files: for tests of the web's formatting code, run from source.
// (The server's bundle uses server.ts, which carries its catalogues inside it.)
import { readFileSync } from "node:fs";
import type { Language } from "@studio/validators/languages";
import { compileCatalog } from "./compile";
import { createI18n, type I18n, type Namespace } from "./index";

export function i18nFromFiles(language: Language, namespaces: readonly Namespace[]): I18n {
  const read = (namespace: Namespace) =>
    compileCatalog(
      namespace,
      JSON.parse(readFileSync(new URL(`../messages/${language}/${namespace}.json`, import.meta.url), "utf8")),
    );
  return createI18n(language, Object.assign({}, ...namespaces.map(read)));
}
