// The trainer's pages the render bench opens: every section the admin shell's navigation lists (taken from it, so
// a new section is measured without a change here), a client's own page, and the booking dashboard's other tabs.
import { adminNav } from "../../apps/web/src/features/admin-shell/admin-nav";

export interface AdminPage {
  label: string;
  path: string;
}

/** The newest client of the seeded history (booking 1 is the most recent, and paid). */
export const SEEDED_CLIENT = "client1@example.com";

export const ADMIN_PAGES: readonly AdminPage[] = [
  // At 390 px the calendar is the day's agenda; wider, the week grid.
  ...adminNav.map((item) => ({ label: item.label, path: String(item.to) })),
  { label: "A client's page", path: `/admin/clients?email=${encodeURIComponent(SEEDED_CLIENT)}` },
  { label: "Bookings: all", path: "/admin/bookings?tab=all" },
  { label: "Bookings: calendar", path: "/admin/bookings?tab=calendar" },
  { label: "Bookings: today", path: "/admin/bookings?tab=today" },
];

/** The widths each page is opened at: a laptop, and the phone the day agenda is for. */
export const WIDTHS = [
  { label: "desktop", viewport: { width: 1366, height: 900 } },
  { label: "390 px", viewport: { width: 390, height: 844 } },
] as const;
