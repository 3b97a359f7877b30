// The admin lists' filters, orders and paging as plain lists (no schema library): the server's schemas derive from
// them, and the admin routes read their addresses with them in every visitor's first load, which must not load zod.
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** Deep enough for any history (a million rows at 100 a page); a cap so an offset cannot grow without bound. */
export const MAX_PAGE = 10_000;

/** SPEC section 9's admin filters: payment status, and when the booking was made (in Miami, by the server's clock). */
export const BOOKING_STATUS_FILTERS = ["all", "paid", "pending", "cancelled"] as const;
export type BookingStatusFilter = (typeof BOOKING_STATUS_FILTERS)[number];
export const BOOKING_RANGES = ["all", "today", "7d", "30d"] as const;
export type BookingRange = (typeof BOOKING_RANGES)[number];
/** The orders the list can be read in; newest first unless she asks otherwise. */
export const BOOKING_SORTS = ["newest", "oldest", "amount-desc", "amount-asc", "client"] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];
