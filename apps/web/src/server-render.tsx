// The server's rendering of a page to HTML, per request and from live data (see apps/server's page renderer), with
// the same router and components the browser then hydrates (start.tsx).

import { languageOfPath } from "@studio/i18n/paths";
import { dehydrate, type FetchQueryOptions, type Query, type QueryClient } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { App, type AppRouter, createAppRouter } from "./app";
import { NotFoundCollector, type PageMeta, PageMetaCollector } from "./lib/page-meta";
import { createQueryClient } from "./lib/query-client";
import { trpc } from "./lib/trpc";
import type { RenderedPage } from "./server-document";
import { isBackOfficeRoute } from "./site-pages";
import { type PageSubject, subjectOf } from "./structured-data/page-subject";

export { sendCallsThrough } from "./lib/trpc";
export { documentWriter, HEAD_SCRIPTS } from "./server-document";

/** Pages drawn only in the browser: the admin and the developer pages, behind a sign-in. */
export function renderedOnServer(path: string): boolean {
  return !isBackOfficeRoute(path);
}

/**
 * The calls whose answers are the same for every visitor: a page's content. The server asks for these while it
 * renders; anything about a visitor (her sessions, her tracker) is left for her browser to ask.
 */
const PUBLIC_DATA = new Set([
  "packages.list",
  "packages.byId",
  "testimonials.list",
  "recipes.list",
  "recipes.byId",
  "clientPages.bySlug",
  "blog.list",
  "blog.bySlug",
  "hours.summary",
]);
const procedureOf = (query: Query) => {
  const [path] = query.queryKey as [unknown];
  return Array.isArray(path) ? path.join(".") : "";
};
const isPublicData = (query: Query) => PUBLIC_DATA.has(procedureOf(query));
/** Whether a client is signed in: known without asking when the request carried no client session at all. */
const SIGNED_IN = "portal.me";
/** What the page carries to the browser: the public data, and "signed out" when the server knew it. */
const isPageData = (query: Query) => isPublicData(query) || procedureOf(query) === SIGNED_IN;

/**
 * Who asks for the page, as far as its drawing depends on it: a request without a client session is a visitor
 * signed out, whose client pages (My Sessions, the tracker, the program) are drawn at their sign-in step instead
 * of a spinner the browser would replace once it had asked.
 */
export type Visitor = "signed-out" | "unknown";

/** React's comment for a Suspense boundary it could not render on the server. */
const CLIENT_RENDERED_MARK = "<!--$!-->";
const MAX_PASSES = 6;

export async function renderPage(url: string, visitor: Visitor = "unknown"): Promise<RenderedPage> {
  const queries = createQueryClient();
  if (visitor === "signed-out") queries.setQueryData(trpc.portal.me.queryKey(), null);
  // No scroll restoration here: it would write an inline script, which the content security policy refuses.
  const router = createAppRouter(languageOfPath(url), createMemoryHistory({ initialEntries: [url] }), {
    scrollRestoration: false,
    queries,
  });
  await router.load();
  const rewrittenTo = rewriteOf(router);
  let meta: PageMeta | null = null;
  let notFound = false;
  const render = () => {
    notFound = false;
    return renderToString(
      <PageMetaCollector value={(found) => (meta = found)}>
        <NotFoundCollector value={() => (notFound = true)}>
          <App router={router} />
        </NotFoundCollector>
      </PageMetaCollector>,
    );
  };
  // Each pass draws what it can. A lazy part not loaded yet (the home page's sections) is left to the browser and
  // starts loading; a query for public data that the pass met is asked for. The next pass draws them in full.
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const html = render();
    const asked = waitingQueries(queries);
    if (!html.includes(CLIENT_RENDERED_MARK) && !asked.length) {
      // The page's own data first: what only its structured data asks for is not sent to the browser.
      const data = pageData(queries);
      let failed = failedCalls(queries) + (rewrittenTo ? 1 : 0);
      let about: PageSubject | null = null;
      try {
        about = await subjectOf(router, queries);
      } catch {
        failed++;
      }
      return { status: notFound ? 404 : 200, html, meta, data, about, failed, rewrittenTo };
    }
    await Promise.all([
      ...asked.map((query) => queries.prefetchQuery(query.options as FetchQueryOptions)),
      new Promise((resolve) => setTimeout(resolve, asked.length ? 0 : 20 * pass)),
    ]);
  }
  throw new Error(`${url}: still loading after ${MAX_PASSES} passes`);
}

/**
 * The address the router would rewrite this one to, or null. On the server the router ends its load in a redirect
 * instead of a page when the address is not its own form of it: a trailing slash ("/contact/"), or a route whose
 * `validateSearch` returns a search the address does not hold (the unsubscribe page once added empty keys). Nothing
 * fails: the page comes out empty, and the browser's takeover reports a mismatch. So it is reported, never kept.
 */
function rewriteOf(router: AppRouter): string | null {
  const result = router._serverResult;
  if (result?.type !== "redirect") return null;
  return result.redirect.headers.get("Location") ?? result.redirect.options.href ?? "(an address not given)";
}

function waitingQueries(queries: QueryClient) {
  return queries
    .getQueryCache()
    .findAll({ predicate: (query) => isPublicData(query) && query.state.status === "pending" })
    .filter(
      (query) => query.state.fetchStatus === "idle" && (query.options as { enabled?: unknown }).enabled !== false,
    );
}

const codeOf = (query: Query) => (query.state.error as { data?: { code?: string } } | null)?.data?.code;

function failedCalls(queries: QueryClient) {
  return queries
    .getQueryCache()
    .findAll({ predicate: (query) => isPublicData(query) && query.state.status === "error" })
    .filter((query) => codeOf(query) !== "NOT_FOUND").length;
}

/** What the page was drawn with, answers and "not found"s alike, so the browser's first draw is the same. */
function pageData(queries: QueryClient): string {
  const state = dehydrate(queries, {
    shouldDehydrateQuery: (query) => isPageData(query) && query.state.status !== "pending",
  });
  // An error as the screens read it (its message and code), without the response it came in.
  for (const query of state.queries) {
    const error = query.state.error as { message?: string; data?: unknown } | null;
    if (!error) continue;
    query.state.error = { name: "TRPCClientError", message: error.message ?? "", data: error.data } as Error;
    query.state.fetchFailureReason = null;
  }
  // Inside a <script> element: "<" written as its escape, so no text can close the element.
  return JSON.stringify(state).replaceAll("<", "\\u003c");
}
