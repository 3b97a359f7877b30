import { createFileRoute } from "@tanstack/react-router";
import { prefetchAdminQuery } from "../features/admin-shell/prefetch-admin-query";
import { AdminPanel } from "../features/back-office/AdminPanel";
import { adminBookingsQuery, bookingOverviewQuery } from "../features/bookings/admin/booking-queries";

export const Route = createFileRoute("/admin/")({
  staticData: { adminTitle: "Admin Panel", adminPageTitle: "Admin" },
  // The panel opens on the bookings tab, whose overview shows the list's figures.
  loader: ({ context }) => {
    prefetchAdminQuery(context, adminBookingsQuery());
    prefetchAdminQuery(context, bookingOverviewQuery());
  },
  component: AdminPanel,
});
