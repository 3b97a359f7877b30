import { createFileRoute } from "@tanstack/react-router";
import { prefetchAdminQuery } from "../features/admin-shell/prefetch-admin-query";
import { BookingDashboard } from "../features/bookings/admin/BookingDashboard";
import { adminBookingsQuery, bookingOverviewQuery } from "../features/bookings/admin/booking-queries";
import { type BookingSearch, bookingListInput, readBookingSearch } from "../features/bookings/admin/booking-search";

export const Route = createFileRoute("/admin/bookings")({
  staticData: { adminTitle: "Booking Management" },
  // The open tab and the list's filters live in the address, so a reload or a shared link shows the same view.
  // Taken as they come here and read (leniently: an unknown value is the default) by the loader and the screen, in
  // their own lazy chunks: a reader here would be part of every visitor's first load.
  validateSearch: (search: Record<string, unknown>) => search as BookingSearch,
  loaderDeps: ({ search }) => search,
  // The queries the open tab shows, to the letter, so that the screen finds them under way or answered.
  loader: ({ context, deps }) => {
    const search = readBookingSearch(deps);
    if (search.tab === "all") prefetchAdminQuery(context, adminBookingsQuery(bookingListInput(search)));
    else if (!search.tab) prefetchAdminQuery(context, bookingOverviewQuery());
  },
  component: BookingDashboard,
});
