// The app as both the browser and the server draw it: one router and one set of providers.
import { I18nProvider } from "@lingui/react";
import type { Language } from "@studio/i18n";
import { pathIn, routePath } from "@studio/i18n/paths";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRouter, type LocationRewrite, type RouterHistory, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { ToastHost } from "./components/ToastHost";
import { pageI18n } from "./i18n/messages";
import { queryClient } from "./lib/query-client";
import { SiteMantineProvider } from "./mantine-provider";
import { routeTree } from "./routeTree.gen";

const spanishAddresses: LocationRewrite = {
  input: ({ url }) => {
    url.pathname = routePath(url.pathname);
    return url;
  },
  output: ({ url }) => {
    url.pathname = pathIn("es", url.pathname);
    return url;
  },
};

/**
 * The router of one page's language: a Spanish page's addresses carry /es in front of the routes' own paths, added
 * to every link and taken off before matching, so each route is written once.
 */
export function createAppRouter(
  language: Language,
  history?: RouterHistory,
  { scrollRestoration = true, queries = queryClient }: { scrollRestoration?: boolean; queries?: QueryClient } = {},
) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient: queries, i18n: pageI18n(language) },
    ...(language === "es" ? { rewrite: spanishAddresses } : {}),
    defaultPreload: "intent",
    scrollRestoration,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}

export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <SiteMantineProvider>
        <ToastHost />
        <I18nProvider i18n={router.options.context.i18n}>
          <QueryClientProvider client={router.options.context.queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nProvider>
      </SiteMantineProvider>
    </StrictMode>
  );
}
