// What a route's loader asks for before its page draws: the same query options its screen reads, so the page draws
// whole at once (on the server, which renders after the router has loaded, and in the browser, which waits for the
// loader before it shows the page). A route's loader is a chunk of its own: keep what it imports small.
import type { I18n } from "@studio/i18n";
import type { Language } from "@studio/validators/languages";
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import { notFound } from "@tanstack/react-router";

/** The page's language, as a route's context holds it. */
export const languageOf = (context: { i18n: I18n }) => context.i18n.locale as Language;

/** The server's "no such thing", as a call fails with it. */
export const isNotFound = (error: unknown) =>
  (error as { data?: { code?: string } } | null)?.data?.code === "NOT_FOUND";

/**
 * The answer to `query`, from the cache when it holds it, or undefined when the call failed: the failure is left in
 * the cache for the screen to show as it shows any failure, so a page never fails whole for one of its calls.
 */
export async function loadAnswer<QueryData, Error, Data, Key extends QueryKey>(
  queryClient: QueryClient,
  query: EnsureQueryDataOptions<QueryData, Error, Data, Key>,
): Promise<Data | undefined> {
  try {
    return await queryClient.ensureQueryData(query);
  } catch {
    return undefined;
  }
}

/**
 * Every answer a page draws with, asked for side by side. Taken as any query's options: the answers are not read
 * here, and a typed list of differently typed options is not one TypeScript can check element by element.
 */
export async function loadPageData(queryClient: QueryClient, ...queries: { queryKey: QueryKey }[]): Promise<void> {
  await Promise.all(queries.map((query) => loadAnswer(queryClient, query as EnsureQueryDataOptions)));
}

/**
 * The answer the page is about (a post, a client's page), or the router's not-found when the server has none at
 * this address: the site's 404 page, answered with a 404. Any other failure is left for the screen to show.
 */
export async function loadPageSubject<QueryData, Error, Data, Key extends QueryKey>(
  queryClient: QueryClient,
  query: EnsureQueryDataOptions<QueryData, Error, Data, Key>,
): Promise<Data | undefined> {
  try {
    return await queryClient.ensureQueryData(query);
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    return undefined;
  }
}

/**
 * loadPageData for a list whose own controls change its address (a filter, a page of it): entering the list waits
 * for its answers, a change made on it does not, so the control she used answers at once and the list shows itself
 * loading under it (and the next control she uses starts from the address she is at).
 */
export async function loadListData(
  cause: "enter" | "stay" | "preload",
  queryClient: QueryClient,
  ...queries: { queryKey: QueryKey }[]
): Promise<void> {
  const loading = loadPageData(queryClient, ...queries);
  if (cause !== "stay") await loading;
}
