// The dashboard's state in the address: its tab, and the list's filters, order and page, so that a reload or a
// shared link opens the same view. Read by the route (without zod), sent to the server as the list's input.
import type { AdminBookingListInput } from "@studio/validators";
import {
  BOOKING_RANGES,
  BOOKING_SORTS,
  BOOKING_STATUS_FILTERS,
  type BookingRange,
  type BookingSort,
  type BookingStatusFilter,
  PAYMENT_METHODS,
  type PaymentMethod,
} from "@studio/validators/kinds";
import { compact, flag, oneOf, pageNumber, positiveId, searchText } from "../../../lib/list-search";

export const DASHBOARD_TABS = ["overview", "calendar", "all", "today"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** Only what differs from the defaults (Overview; all statuses and dates; newest first; page 1) is written. */
export interface BookingSearch {
  tab?: Exclude<DashboardTab, "overview">;
  status?: Exclude<BookingStatusFilter, "all">;
  range?: Exclude<BookingRange, "all">;
  search?: string;
  packageId?: number;
  paymentMethod?: PaymentMethod;
  sort?: Exclude<BookingSort, "newest">;
  includeReleased?: true;
  page?: number;
}

const without = <T extends string, D extends T>(list: readonly T[], left: D) =>
  list.filter((value): value is Exclude<T, D> => value !== left);

export function readBookingSearch(raw: Record<string, unknown>): BookingSearch {
  return compact({
    tab: oneOf(without(DASHBOARD_TABS, "overview"), raw.tab),
    status: oneOf(without(BOOKING_STATUS_FILTERS, "all"), raw.status),
    range: oneOf(without(BOOKING_RANGES, "all"), raw.range),
    search: searchText(raw.search),
    packageId: positiveId(raw.packageId),
    paymentMethod: oneOf(PAYMENT_METHODS, raw.paymentMethod),
    sort: oneOf(without(BOOKING_SORTS, "newest"), raw.sort),
    includeReleased: flag(raw.includeReleased),
    page: pageNumber(raw.page),
  });
}

/** The list's input for the server: the filters and the page, not the tab. */
export function bookingListInput({ tab: _tab, ...filters }: BookingSearch): AdminBookingListInput {
  return compact(filters);
}

/** GET /api/admin/bookings.csv with the list's filters: the file holds every row they leave, not just one page. */
export function bookingExportHref({ tab: _tab, page: _page, ...search }: BookingSearch): string {
  const filters = compact(search);
  const query = new URLSearchParams(Object.entries(filters).map(([key, value]) => [key, String(value)]));
  return `/api/admin/bookings.csv${query.size ? `?${query}` : ""}`;
}
