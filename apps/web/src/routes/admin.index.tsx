import { createFileRoute } from "@tanstack/react-router";
import { AdminPanel } from "../features/admin-shell/AdminPanel";
import { prefetchAdminQuery } from "../features/admin-shell/prefetch-admin-query";
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
