// A page's catalogues: loaded by its routes before it is drawn (on the server and before the browser takes the
// page over), so both draw the same words.
import { addMessages, createI18n, type I18n, type Language, type Namespace } from "@studio/i18n";
import { loadCatalog } from "@studio/i18n/web-catalogs";

const loaded = new WeakMap<I18n, Map<Namespace, Promise<void>>>();

export function pageI18n(language: Language): I18n {
  const i18n = createI18n(language);
  loaded.set(i18n, new Map());
  return i18n;
}

/** Loads the namespaces not loaded yet into the page's instance; resolves once all of them are in. */
export function loadMessages(i18n: I18n, namespaces: readonly Namespace[]): Promise<void> {
  const byNamespace = loaded.get(i18n) ?? new Map<Namespace, Promise<void>>();
  loaded.set(i18n, byNamespace);
  return Promise.all(
    namespaces.map((namespace) => {
      let pending = byNamespace.get(namespace);
      if (!pending) {
        pending = loadCatalog(i18n.locale as Language, namespace).then((messages) => addMessages(i18n, messages));
        byNamespace.set(namespace, pending);
      }
      return pending;
    }),
  ).then(() => {});
}

/**
 * A route's `beforeLoad` that loads the namespaces its page shows: `beforeLoad: withMessages("catalogue")`.
 * `pnpm check` derives the list from the IDs its screens use and fails a route that loads too few or too many.
 */
export const withMessages =
  (...namespaces: Namespace[]) =>
  ({ context }: { context: { i18n: I18n } }) =>
    loadMessages(context.i18n, namespaces);
