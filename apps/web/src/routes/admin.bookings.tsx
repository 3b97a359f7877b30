import { createFileRoute } from "@tanstack/react-router";
import { prefetchAdminQuery } from "../features/admin-shell/prefetch-admin-query";
import { BookingDashboard } from "../features/bookings/admin/BookingDashboard";
import { adminBookingsQuery, bookingOverviewQuery } from "../features/bookings/admin/booking-queries";

export const Route = createFileRoute("/admin/bookings")({
  staticData: { adminTitle: "Booking Management" },
  // The dashboard opens on its overview, which shows the list's figures.
  loader: ({ context }) => {
    prefetchAdminQuery(context, adminBookingsQuery());
    prefetchAdminQuery(context, bookingOverviewQuery());
  },
  component: BookingDashboard,
  // The loader in a lazy chunk of its own, beside the page's: an unsplit one would be in every visitor's first load.
  codeSplitGroupings: [["loader"], ["component"]],
});
