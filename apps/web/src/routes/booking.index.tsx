import { createFileRoute } from "@tanstack/react-router";
import { BookingPage } from "../features/bookings/BookingPage";
import { packageListQuery } from "../features/catalogue/queries";
import { hoursSummaryQuery } from "../features/hours/queries";
import { withMessages } from "../i18n/messages";
import { headOf } from "../lib/page-meta";
import { languageOf, loadPageData } from "../lib/route-data";

export const Route = createFileRoute("/booking/")({
  staticData: { indexed: true },
  beforeLoad: withMessages("catalogue", "booking"),
  loader: ({ context }) =>
    loadPageData(context.queryClient, packageListQuery(languageOf(context)), hoursSummaryQuery(languageOf(context))),
  head: headOf("booking.meta.title", "booking.meta.description"),
  component: () => <BookingPage />,
});
