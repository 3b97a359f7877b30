import { QueryClient } from "@tanstack/react-query";

/** SPEC section 9: fresh for 5 minutes, no refetch on focus or interval, no retries. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
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
