import type { I18n } from "@studio/i18n";
import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet, useRouterState } from "@tanstack/react-router";
import { NotFound } from "../components/layout/NotFound";
import { SiteFooter } from "../components/layout/SiteFooter";
import { SiteHeader } from "../components/layout/SiteHeader";
import { withMessages } from "../i18n/messages";
import { useT } from "../i18n/use-t";
import { notFoundHead, PageHead } from "../lib/page-meta";

export const Route = createRootRouteWithContext<{ queryClient: QueryClient; i18n: I18n }>()({
  // The words every page shows (its header, footer and common states), before the page is drawn.
  beforeLoad: withMessages("common"),
  // An address no route answers; each route says its own page's.
  head: notFoundHead,
  component: RootLayout,
  notFoundComponent: NotFound,
});

/** The back office draws its own frame; the marketing site's header and footer are not part of it. */
const isBackOffice = (path: string) => path === "/admin" || path.startsWith("/admin/");

function RootLayout() {
  const { t } = useT();
  const backOffice = useRouterState({ select: (state) => isBackOffice(state.location.pathname) });
  if (backOffice)
    return (
      <>
        <PageHead />
        <Outlet />
      </>
    );
  return (
    <>
      <PageHead />
      <a className="skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      <SiteHeader />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
