import { QueryClient } from "@tanstack/react-query";

/**
 * SPEC section 9: fresh for 5 minutes, no refetch on focus or interval, no retries. A read is sent whatever the browser
 * says of its connection ("offlineFirst"; TanStack Query's own "online" holds a read back after the `offline` event):
 * a signed-in client's reads are answered by the site's worker from what it kept, and anyone else's read fails at once
 * and says so with its retry, instead of a loader that waits for the connection. A read that failed is asked again
 * when the connection returns.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        networkMode: "offlineFirst",
      },
      mutations: { retry: false },
    },
  });

/** The browser's one cache; the server renders each page with a client of its own. */
export const queryClient = createQueryClient();

/**
 * For a screen that asks afresh on every visit, and whose route's loader starts its query as the page is entered:
 * fresh for the moment between the two, so the screen does not ask again as it first draws.
 */
export const FRESH_FROM_LOADER_MS = 10_000;
