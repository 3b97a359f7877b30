// The pages that open without a network: her training (where the installed app starts) and My Sessions, in both
// languages, network first with a short wait, then the copy kept from her last visit.
import { languageOfPath, pathIn } from "@studio/i18n/paths";
import { LANGUAGES } from "@studio/validators/languages";
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import type { WorkboxPlugin } from "workbox-core/types";
import { matchPrecache } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";

export const PAGES_CACHE = "offline-pages";
export const OFFLINE_PAGES = ["/training", "/my-bookings"] as const;
const offlinePaths = new Set(LANGUAGES.flatMap((language) => OFFLINE_PAGES.map((page) => pathIn(language, page))));

/** When a response was sent, by its Date header (0 when it has none). */
const sentAt = (response: Response | undefined) => Date.parse(response?.headers.get("date") ?? "") || 0;

/**
 * One copy per page and language, whatever its search (a tab, a day): the page's HTML is the same, and the app draws
 * the search's part once it runs.
 */
const byPath: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => new URL(new URL(request.url).pathname, request.url).href,
};

/**
 * The server sends an English address to its Spanish page for a client who chose Spanish (or whose phone reads
 * Spanish): offline, the English address opens the Spanish copy when that is the newer one, so the installed app,
 * which starts at /training, opens in the language of her last visit.
 */
const lastLanguage: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cacheName, event, cachedResponse }) => {
    // The address asked for, with its search (the copy's key has none).
    const url = new URL((event as FetchEvent).request.url);
    if (languageOfPath(url.pathname) !== "en") return cachedResponse;
    const spanish = pathIn("es", url.pathname);
    const spanishCopy = await (await caches.open(cacheName)).match(new URL(spanish, url).href);
    if (spanishCopy && sentAt(spanishCopy) > sentAt(cachedResponse))
      return Response.redirect(spanish + url.search, 302);
    return cachedResponse;
  },
};

/** Never opened here before: the app's shell, which draws the page in the browser from the kept reads. */
const shellWhenNothingKept: WorkboxPlugin = {
  handlerDidError: async () => (await matchPrecache("/index.html")) ?? Response.error(),
};

export function openPagesOffline() {
  registerRoute(
    ({ request, url, sameOrigin }) => sameOrigin && request.mode === "navigate" && offlinePaths.has(url.pathname),
    new NetworkFirst({
      cacheName: PAGES_CACHE,
      networkTimeoutSeconds: 3,
      // Her pages' HTML as any signed-in client gets it (the server draws no client's data into it); a redirect
      // (to her language's address) is followed by the browser, never kept.
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), byPath, lastLanguage, shellWhenNothingKept],
    }),
  );
}
