// The server's rendering of a page to HTML, per request and from live data (see apps/server's page renderer), with
// the same router and components the browser then hydrates (start.tsx).

import { languageOfPath } from "@studio/i18n/paths";
import { dehydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { type AnyRoute, createMemoryHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { App, type AppRouter, createAppRouter } from "./app";
import { metaOf, NotFoundCollector } from "./lib/page-meta";
import { createQueryClient } from "./lib/query-client";
import { isNotFound } from "./lib/route-data";
import { trpc } from "./lib/trpc";
import type { RenderedPage } from "./server-document";
import { isBackOfficeRoute } from "./site-pages";
import { type PageSubject, subjectOf } from "./structured-data/page-subject";

export { sendCallsThrough } from "./lib/trpc";

/** The site's own pages search engines may list, from the routes that say so ("/booking"), for /sitemap.xml. */
export function indexedPages(): string[] {
  const routes: AnyRoute[] = Object.values(createAppRouter("en", createMemoryHistory()).routesById);
  return routes
    .filter((route) => route.options.staticData?.indexed)
    .map((route) => route.fullPath.replace(/(.)\/$/, "$1"));
}
export { documentWriter, HEAD_SCRIPTS } from "./server-document";

/** Pages drawn only in the browser: the admin and the developer pages, behind a sign-in. */
export function renderedOnServer(path: string): boolean {
  return !isBackOfficeRoute(path);
}

/** Whether a client is signed in: known without asking when the request carried no client session at all. */
const SIGNED_IN = "portal.me";
const procedureOf = (query: Query) => {
  const [path] = query.queryKey as [unknown];
  return Array.isArray(path) ? path.join(".") : "";
};

/**
 * Who asks for the page, as far as its drawing depends on it: a request without a client session is a visitor
 * signed out, whose client pages (My Sessions, the tracker, the program) are drawn at their sign-in step instead
 * of a spinner the browser would replace once it had asked.
 */
export type Visitor = "signed-out" | "unknown";

/** React's comment for a Suspense boundary it could not render on the server. */
const CLIENT_RENDERED_MARK = "<!--$!-->";
/** Renders at most, a lazy part's module given 25, 50, … ms more each time (1.4 s in all). */
const LAZY_PASSES = 11;

export async function renderPage(url: string, visitor: Visitor = "unknown"): Promise<RenderedPage> {
  const queries = createQueryClient();
  if (visitor === "signed-out") queries.setQueryData(trpc.portal.me.queryKey(), null);
  // No scroll restoration here: it would write an inline script, which the content security policy refuses.
  const router = createAppRouter(languageOfPath(url), createMemoryHistory({ initialEntries: [url] }), {
    scrollRestoration: false,
    queries,
  });
  // The routes' loaders ask for everything the page draws with, and their heads say its title.
  await router.load();
  const rewrittenTo = rewriteOf(router);
  let notFound = false;
  const render = () => {
    notFound = false;
    return renderToString(
      <NotFoundCollector value={() => (notFound = true)}>
        <App router={router} />
      </NotFoundCollector>,
    );
  };
  // A lazy part whose code this process has not run yet (the home page's sections) is left to the browser by the
  // first render, which starts loading it; a later render draws it. A busy machine may take a while to read a
  // module the first time: a page still without it is not kept.
  let html = render();
  for (let pass = 1; html.includes(CLIENT_RENDERED_MARK) && pass < LAZY_PASSES; pass++) {
    await new Promise((resolve) => setTimeout(resolve, 25 * pass));
    html = render();
  }
  const partial = html.includes(CLIENT_RENDERED_MARK) ? 1 : 0;
  const undeclared = undeclaredCalls(queries);
  // The page's own data first: what only its structured data asks for is not sent to the browser.
  const data = pageData(queries);
  let failed = failedCalls(queries) + (rewrittenTo ? 1 : 0) + undeclared.length + partial;
  let about: PageSubject | null = null;
  try {
    about = await subjectOf(router, queries);
  } catch {
    failed++;
  }
  const meta = metaOf(router.state.matches);
  return { status: notFound ? 404 : 200, html, meta, data, about, failed, undeclared, rewrittenTo };
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

/**
 * The calls a screen made as it drew that its route's loader did not ask for: drawn as "loading" on the server. The
 * client's own (is she signed in, her sessions) are hers to ask for once her browser has the page.
 */
function undeclaredCalls(queries: QueryClient): string[] {
  return queries
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === "pending" && procedureOf(query) !== SIGNED_IN })
    .filter((query) => query.state.fetchStatus === "idle" && (query.options as { enabled?: unknown }).enabled !== false)
    .map(procedureOf);
}

function failedCalls(queries: QueryClient) {
  return queries
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === "error" })
    .filter((query) => !isNotFound(query.state.error)).length;
}

/** What the page was drawn with, answers and "not found"s alike, so the browser's first draw is the same. */
function pageData(queries: QueryClient): string {
  const state = dehydrate(queries, {
    shouldDehydrateQuery: (query) => query.state.status !== "pending",
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
