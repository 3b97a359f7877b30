import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet, useRouterState } from "@tanstack/react-router";
import { NotFound } from "../components/layout/NotFound";
import { SiteFooter } from "../components/layout/SiteFooter";
import { SiteHeader } from "../components/layout/SiteHeader";

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

/** The back office draws its own frame; the marketing site's header and footer are not part of it. */
const isBackOffice = (path: string) => path === "/admin" || path.startsWith("/admin/");

function RootLayout() {
  const backOffice = useRouterState({ select: (state) => isBackOffice(state.location.pathname) });
  if (backOffice) return <Outlet />;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
