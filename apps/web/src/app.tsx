// The app as both the browser and the server draw it: one router and one set of providers.
import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRouter, type RouterHistory, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { ToastHost } from "./components/ToastHost";
import { queryClient } from "./lib/query-client";
import { routeTree } from "./routeTree.gen";
import { cssVariablesResolver, theme } from "./theme";

export function createAppRouter(
  history?: RouterHistory,
  { scrollRestoration = true, queries = queryClient }: { scrollRestoration?: boolean; queries?: QueryClient } = {},
) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient: queries },
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
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <ToastHost />
        <QueryClientProvider client={router.options.context.queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
}
