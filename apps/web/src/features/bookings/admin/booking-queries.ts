import type { AdminBookingListInput, RevenuePeriod } from "@studio/validators";
import { keepPreviousData } from "@tanstack/react-query";
import { FRESH_FROM_LOADER_MS } from "../../../lib/query-client";
import { trpc } from "../../../lib/trpc";

// The trainer's bookings and their figures, asked afresh whenever a screen showing them opens (just after the admin
// routes' loaders have started them, those requests count). Shared by the screens and the loaders, which must ask
// for the very same query.
const fresh = { staleTime: FRESH_FROM_LOADER_MS };
/**
 * A page of the bookings her filters leave (the server filters, orders and counts); unpaid ones the 30-minute sweep
 * released only when asked for. While the next page loads, the one shown stays.
 */
export const adminBookingsQuery = (input: AdminBookingListInput = {}) =>
  trpc.admin.bookings.list.queryOptions(input, { ...fresh, placeholderData: keepPreviousData });
export const bookingOverviewQuery = () => trpc.admin.bookings.overview.queryOptions(undefined, fresh);
/** The money card: revenue two ways for the last twelve weeks or months. */
export const revenueQuery = (by: RevenuePeriod) => trpc.admin.bookings.revenue.queryOptions({ by, periods: 12 }, fresh);
