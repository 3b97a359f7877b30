import type { LinkProps } from "@tanstack/react-router";

export interface AdminNavItem {
  to: NonNullable<LinkProps["to"]>;
  label: string;
  /** Only the exact address is this item (the dashboard), not the pages below it. */
  exact?: boolean;
}

/** The back office's sections, in the order of her day: what is on, what she sells, what she publishes. */
export const adminNav: AdminNavItem[] = [
  { to: "/admin", label: "Today", exact: true },
  { to: "/admin/calendar", label: "Calendar" },
  { to: "/admin/bookings", label: "Bookings" },
  { to: "/admin/sessions", label: "Sessions" },
  { to: "/admin/clients", label: "Clients" },
  { to: "/admin/memberships", label: "Memberships" },
  { to: "/admin/reports", label: "Reports" },
  { to: "/admin/inbox", label: "Inbox" },
  { to: "/admin/catalogue", label: "Catalogue" },
  { to: "/admin/blog", label: "Blog" },
  { to: "/admin/hours", label: "Hours & Days Off" },
  { to: "/admin/newsletter", label: "Newsletter" },
  { to: "/admin/codes", label: "Codes" },
  { to: "/admin/testimonials", label: "Testimonials" },
  { to: "/admin/recipes", label: "Recipes" },
  { to: "/admin/exercises", label: "Exercises" },
  { to: "/admin/training", label: "Training" },
  { to: "/admin/reminders", label: "Reminder Log" },
  { to: "/admin/security", label: "Security" },
];
