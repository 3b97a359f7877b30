import type { AppRouter } from "@studio/api";
import { languageOfPath, SITE_LANGUAGE_HEADER } from "@studio/i18n/paths";
import { DEFAULT_LANGUAGE, type Language } from "@studio/validators/languages";
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import type { inferRouterOutputs } from "@trpc/server";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { queryClient } from "./query-client";

type Fetch = (url: string, options?: RequestInit) => Promise<Response>;

/**
 * The language of the page the calls are made from, said with each (bookings and subscriptions keep it for her
 * e-mails). The browser's page is in one language; the server's renders send their calls through another path.
 */
const pageLanguage: Language =
  typeof window === "undefined" ? DEFAULT_LANGUAGE : languageOfPath(window.location.pathname);

/** How calls reach the server: over the network in the browser, through the server's own handler as it renders. */
let send: Fetch = (url, options) => fetch(url, { ...options, credentials: "include" });

/** Used by the server, which renders pages in-process: its calls never leave it (see server-render.tsx). */
export function sendCallsThrough(fetcher: Fetch) {
  send = fetcher;
}

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: "/trpc",
      // Long batches split into several requests rather than one URL that proxies refuse.
      maxURLLength: 2000,
      // The server refuses cookie-authenticated writes without this header (cross-site request protection).
      headers: { "x-requested-with": "fetch", [SITE_LANGUAGE_HEADER]: pageLanguage },
      fetch: (url, options) => send(String(url), options as RequestInit),
    }),
  ],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

/** The message to show a person for a failed call: the server's own text, or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && error.message) return error.message;
  return fallback;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof TRPCClientError && error.data?.code === "UNAUTHORIZED";
}

/** What each procedure answers, as the browser receives it (dates arrive as strings). */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
