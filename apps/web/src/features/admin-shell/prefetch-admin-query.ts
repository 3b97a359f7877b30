import type { QueryClient, QueryExecuteOptions, QueryKey } from "@tanstack/react-query";
import type { AdminSession } from "./admin-session";

/** What an admin page's loader sees: the router's query client and, from the layout's beforeLoad, who is in. */
interface AdminLoaderContext {
  queryClient: QueryClient;
  admin: AdminSession | null;
}

/**
 * For an admin page's loader: starts a query its first view shows as the page is entered, beside its code and its
 * other queries, rather than one after another as its screens draw. Not awaited: the page draws at once with its own
 * loading state, as it always has. Its screen, asking for the same query, joins the request while it is under way,
 * and takes its answer without asking again when the screen counts it fresh (FRESH_FROM_LOADER_MS). Nothing is asked
 * while no one is signed in (the sign-in shows instead), and a failure is the screen's to show.
 */
export function prefetchAdminQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  { queryClient, admin }: AdminLoaderContext,
  options: QueryExecuteOptions<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>,
) {
  if (admin) queryClient.query(options).catch(() => undefined);
}
