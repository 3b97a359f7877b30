// SPEC section 9's admin filters, and the CSV export of what they leave.
import type { PaymentStatus } from "@studio/validators";
import type { RouterOutputs } from "../../../lib/trpc";

export type AdminBooking = RouterOutputs["admin"]["bookings"]["list"][number];

/** The payment statuses the admin filters by; every other payment status counts as pending. */
const FILTERED_STATUSES = ["paid", "pending", "cancelled"] as const satisfies readonly PaymentStatus[];
export type StatusFilter = "all" | (typeof FILTERED_STATUSES)[number];
const statusLabels: Record<StatusFilter, string> = {
  all: "All",
  paid: "Paid",
  pending: "Pending",
  cancelled: "Cancelled",
};
export const statusFilterOptions = (["all", ...FILTERED_STATUSES] as const).map((value) => ({
  value,
  label: statusLabels[value],
}));
export type RangeFilter = "all" | "today" | "7" | "30";

export function filterBookings(
  rows: AdminBooking[],
  status: StatusFilter,
  range: RangeFilter,
  search: string,
  now = new Date(),
) {
  const needle = search.trim().toLowerCase();
  const since =
    range === "all" ? null : range === "today" ? startOfDay(now) : now.getTime() - Number(range) * 86_400_000;
  return rows.filter((row) => {
    const rowStatus =
      row.paymentStatus === "paid" ? "paid" : row.paymentStatus === "cancelled" ? "cancelled" : "pending";
    if (status !== "all" && rowStatus !== status) return false;
    if (since !== null && new Date(row.createdAt).getTime() < since) return false;
    if (needle && !`${row.clientName} ${row.clientEmail}`.toLowerCase().includes(needle)) return false;
    return true;
  });
}

function startOfDay(now: Date) {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? "" : String(value);
  // Quote everything, and defuse spreadsheet formulas.
  return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

export function bookingsCsv(rows: AdminBooking[]): string {
  const header = [
    "id",
    "created",
    "client",
    "email",
    "phone",
    "package",
    "amount",
    "discount code",
    "payment status",
    "status",
  ];
  const lines = rows.map((row) =>
    [
      row.id,
      row.createdAt,
      row.clientName,
      row.clientEmail,
      row.clientPhone,
      row.packageName,
      row.amount,
      row.discountCode,
      row.paymentStatus,
      row.status,
    ]
      .map(csvCell)
      .join(","),
  );
  return [header.map(csvCell).join(","), ...lines].join("\r\n");
}
