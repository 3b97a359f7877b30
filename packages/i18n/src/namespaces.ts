// The catalogues, one per part of the site, in messages/{language}/{namespace}.json. A page loads the ones it
// shows, in its own language only. English is the source: its files define which IDs exist.
import type common from "../messages/en/common.json";
import type home from "../messages/en/home.json";

export interface SourceCatalogs {
  common: typeof common;
  home: typeof home;
}

export type Namespace = keyof SourceCatalogs;

export const NAMESPACES = ["common", "home"] as const satisfies readonly Namespace[];

/** Every message ID: its namespace, a dot, and its key in that namespace's catalogue ("common.nav.home"). */
export type MessageId = { [N in Namespace]: `${N}.${keyof SourceCatalogs[N] & string}` }[Namespace];
