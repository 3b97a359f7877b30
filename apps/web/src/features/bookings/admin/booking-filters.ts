// SPEC section 9's admin filters as the dashboard labels them, and the row type of the trainer's list.
import type { BookingRange, BookingSort, BookingStatusFilter, PaymentMethod } from "@studio/validators";
import type { RouterOutputs } from "../../../lib/trpc";

export type AdminBooking = RouterOutputs["admin"]["bookings"]["list"]["items"][number];

export const statusFilterOptions: { value: BookingStatusFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "paid", label: "Paid" },
  { value: "pending", label: "Pending" },
  { value: "cancelled", label: "Cancelled" },
];

export const rangeOptions: { value: BookingRange; label: string }[] = [
  { value: "all", label: "All time" },
  { value: "today", label: "Today" },
  { value: "7d", label: "Last 7 days" },
  { value: "30d", label: "Last 30 days" },
];

export const sortOptions: { value: BookingSort; label: string }[] = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "amount-desc", label: "Amount, highest first" },
  { value: "amount-asc", label: "Amount, lowest first" },
  { value: "client", label: "Client name, A–Z" },
];

export const paymentMethodOptions: { value: PaymentMethod | ""; label: string }[] = [
  { value: "", label: "Any method" },
  { value: "stripe", label: "Card (Stripe)" },
  { value: "manual", label: "Cash or transfer" },
  { value: "free", label: "Free" },
  { value: "mock", label: "Test payment" },
];
