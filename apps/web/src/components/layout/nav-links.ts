export interface NavItem {
  label: string;
  href: string;
}

/** The header's links, in SPEC order. My Sessions is left out of the mobile menu. */
export const headerLinks: (NavItem & { mobile: boolean })[] = [
  { label: "About", href: "/#about", mobile: true },
  { label: "Services", href: "/#services", mobile: true },
  { label: "Testimonials", href: "/#testimonials", mobile: true },
  { label: "Blog", href: "/blog", mobile: true },
  { label: "Mood Tracker", href: "/progress-tracker", mobile: true },
  { label: "Reminders", href: "/reminder-settings", mobile: true },
  { label: "Recipes", href: "/recipes", mobile: true },
  { label: "My Sessions", href: "/my-bookings", mobile: false },
  { label: "Contact", href: "/contact", mobile: true },
];

export const footerLinks: NavItem[] = [
  { label: "About", href: "/#about" },
  { label: "Services", href: "/#services" },
  { label: "Testimonials", href: "/#testimonials" },
  { label: "Blog", href: "/blog" },
  { label: "Book Now", href: "/booking" },
  { label: "Contact", href: "/contact" },
];

/** The client's own pages, one tap away on a phone (the mobile menu leaves My Sessions out, as SPEC says). */
export const clientAreaLinks: NavItem[] = [
  { label: "My Sessions", href: "/my-bookings" },
  { label: "My Programs", href: "/workout-access" },
  { label: "Workout of the Day", href: "/workout-of-the-day" },
];

export const BOOK_NOW_HREF = "/booking";
