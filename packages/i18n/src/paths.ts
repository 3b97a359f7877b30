// Which language a page is in, from its address: Spanish pages live under /es, English ones at the root. Used by
// the web app (its router and links) and by the server (its redirect to the language she chose).
import { DEFAULT_LANGUAGE, type Language } from "@studio/validators/languages";

export const SPANISH_PREFIX = "/es";
/** The visitor's choice from the language switch, read by the server when she opens an English address. */
export const LANGUAGE_COOKIE = "lang";
/** Sent with every call the site's pages make: the language of the page she is acting on. */
export const SITE_LANGUAGE_HEADER = "x-site-language";

export function languageOfPath(pathname: string): Language {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? "es" : DEFAULT_LANGUAGE;
}

/** The address without its language prefix: the route the router knows ("/es/booking" → "/booking"). */
export function routePath(pathname: string): string {
  return languageOfPath(pathname) === "es" ? pathname.slice(SPANISH_PREFIX.length) || "/" : pathname;
}

/** The address of a route in a language ("/booking" → "/es/booking"; "/" → "/es"). */
export function pathIn(language: Language, path: string): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === "/" ? SPANISH_PREFIX : `${SPANISH_PREFIX}${path}`;
}

/** An in-site link in a language: the path gets the prefix, its query and fragment stay ("/#about" → "/es#about"). */
export function localizeHref(language: Language, href: string): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const end = href.search(/[?#]/);
  const [path, rest] = end === -1 ? [href, ""] : [href.slice(0, end), href.slice(end)];
  return pathIn(language, path) + rest;
}
