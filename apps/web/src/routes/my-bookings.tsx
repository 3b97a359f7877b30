import { createFileRoute } from "@tanstack/react-router";
import { hoursSummaryQuery } from "../features/hours/queries";
import { MySessionsPage } from "../features/portal/MySessionsPage";
import { withMessages } from "../i18n/messages";
import { headOf } from "../lib/page-meta";
import { languageOf, loadPageData } from "../lib/route-data";

export const Route = createFileRoute("/my-bookings")({
  head: headOf("portal.meta.title", "portal.meta.description"),
  beforeLoad: withMessages("catalogue", "signin", "portal"),
  // The hours her sessions can be booked in, said under her sessions.
  loader: ({ context }) => loadPageData(context.queryClient, hoursSummaryQuery(languageOf(context))),
  component: MySessionsPage,
});
