import { adminBookingPageOutput, calendarOutput } from "@studio/validators";
import { type RestRoute, route } from "../define";
import { pagedList } from "../paging";

const listBookings = (url: string) =>
  route({
    method: "GET",
    url,
    procedure: "admin.bookings.list",
    summary:
      "The bookings with their package price, a page at a time (page, pageSize ≤ 100; 25 by default), newest first " +
      "unless sorted otherwise, filtered by status, range, search, packageId and paymentMethod; the body is the " +
      "page's list, X-Total-Count says how many match and Link gives the first, prev, next and last pages",
    tag: "admin",
    access: "admin",
    ...pagedList(adminBookingPageOutput),
  });

export const bookingRoutes: RestRoute[] = [
  route({
    method: "POST",
    url: "/api/bookings",
    procedure: "bookings.create",
    summary: "Book a package; the server prices it (package price less any discount) and ignores client amounts",
    tag: "bookings",
    access: "public",
  }),
  route({
    method: "PATCH",
    url: "/api/bookings/:id",
    procedure: "bookings.completeFree",
    summary: "Complete a free booking (only when the server's amount is 0.00; 409 otherwise)",
    tag: "bookings",
    access: "public",
  }),
  route({
    method: "GET",
    url: "/api/bookings/:id/confirmation",
    procedure: "bookings.confirmation",
    summary: "The confirmation page's view of a booking, for the holder of its access token",
    tag: "bookings",
    access: "public",
  }),
  route({
    method: "GET",
    url: "/api/portal/awaiting-payment",
    procedure: "portal.awaitingPayment",
    summary:
      "The signed-in client's bookings made and not paid, still held for her (30 minutes), each with the access " +
      "token her checkout pays it with",
    tag: "client portal",
    access: "client",
  }),
  listBookings("/api/admin/bookings"),
  listBookings("/api/bookings/all"),
  route({
    method: "GET",
    url: "/api/admin/bookings.csv",
    procedure: "admin.bookings.exportCsv",
    summary: "Every booking the list's filters leave, as a CSV file streamed from the database, newest first",
    tag: "admin",
    access: "admin",
    file: { contentType: "text/csv; charset=utf-8" },
  }),
  route({
    method: "GET",
    url: "/api/admin/overview",
    procedure: "admin.bookings.overview",
    summary: "Revenue (package price over paid bookings), the 5 latest bookings, revenue by week, counts by status",
    tag: "admin",
    access: "admin",
  }),
  route({
    method: "PATCH",
    url: "/api/admin/bookings/:id",
    procedure: "admin.bookings.setPaymentStatus",
    summary: "Mark as Paid (pending → paid, recorded as manual) or Cancel Booking (paid → cancelled)",
    tag: "admin",
    access: "admin",
  }),
  route({
    method: "DELETE",
    url: "/api/admin/bookings/:id",
    procedure: "admin.bookings.remove",
    summary: "Delete a booking and its sessions",
    tag: "admin",
    access: "admin",
  }),
  route({
    method: "GET",
    url: "/api/calendar/capacity",
    procedure: "admin.bookings.calendar",
    summary: "Booked hours of a week (Monday start) with bookingCount, maxCapacity and labels",
    tag: "admin",
    access: "admin",
    // The URL answers the week's slots alone, as it always has.
    output: calendarOutput.shape.slots,
    answer: (calendar) => calendar.slots,
  }),
];
