// The browser's catalogues, one chunk per language and namespace, compiled by the build (vite-plugin.ts): a page
// downloads only its own language's messages, and only for the parts it shows.
import type { Messages } from "@lingui/core";
import type { Language } from "@studio/validators/languages";
import type { Namespace } from "./namespaces";

const chunks = import.meta.glob<Messages>("../messages/*/*.json", { query: "?catalog", import: "default" });

export function loadCatalog(language: Language, namespace: Namespace): Promise<Messages> {
  const load = chunks[`../messages/${language}/${namespace}.json`];
  if (!load) throw new Error(`No ${language} catalogue for ${namespace}`);
  return load();
}
