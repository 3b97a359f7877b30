// The query answers a page was drawn with on the server, carried in the page as JSON (a data block, not a script:
// the content security policy runs no inline script) so that the browser's first draw matches the HTML.
import { hydrate, type QueryClient } from "@tanstack/react-query";

export const PAGE_DATA_ID = "page-data";

/** Fills the browser's cache with what the server drew the page with, if the page carries it. */
export function hydratePageData(queries: QueryClient) {
  const block = document.getElementById(PAGE_DATA_ID);
  if (!block?.textContent) return;
  hydrate(queries, JSON.parse(block.textContent));
  block.remove();
}
