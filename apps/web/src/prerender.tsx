// Build-time rendering of the public pages to HTML (see scripts/prerender.mjs), hydrated by start.tsx.
import { createMemoryHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { App, createAppRouter } from "./app";
import { type PageMeta, PageMetaCollector } from "./lib/page-meta";

/** The public pages whose first view needs no visitor's data: what a search engine or a first visit meets. */
export function prerenderedPaths(): string[] {
  return ["/", "/booking", "/blog", "/recipes", "/my-bookings", "/contact", "/privacy", "/terms"];
}

/** React's comment for a Suspense boundary it could not render on the server. */
const CLIENT_RENDERED_MARK = "<!--$!-->";
const MAX_PASSES = 5;

export interface RenderedPage {
  html: string;
  meta: PageMeta | null;
}

export async function renderPage(url: string): Promise<RenderedPage> {
  // No scroll restoration here: it would write an inline script, which the content security policy refuses.
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }), { scrollRestoration: false });
  await router.load();
  let meta: PageMeta | null = null;
  const render = () =>
    renderToString(
      <PageMetaCollector value={(found) => (meta = found)}>
        <App router={router} />
      </PageMetaCollector>,
    );
  // A pass that meets a lazy part not loaded yet (the home page's sections) leaves it to the browser and starts
  // loading it; the pass after that draws it in full.
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const html = render();
    if (!html.includes(CLIENT_RENDERED_MARK)) return { html, meta };
    await new Promise((resolve) => setTimeout(resolve, 100 * pass));
  }
  throw new Error(`${url}: a lazy part was still loading after ${MAX_PASSES} passes`);
}
