import { QueryClient } from "@tanstack/react-query";

/** SPEC section 9: fresh for 5 minutes, no refetch on focus or interval, no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5 * 60 * 1000, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
    mutations: { retry: false },
  },
});
