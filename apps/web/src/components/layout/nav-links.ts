import type { MessageId } from "@studio/i18n";

export interface NavItem {
  label: MessageId;
  href: string;
}

/** The header's links, in SPEC order. My Sessions is left out of the mobile menu. */
export const headerLinks: (NavItem & { mobile: boolean })[] = [
  { label: "common.nav.about", href: "/#about", mobile: true },
  { label: "common.nav.services", href: "/#services", mobile: true },
  { label: "common.nav.testimonials", href: "/#testimonials", mobile: true },
  { label: "common.nav.blog", href: "/blog", mobile: true },
  { label: "common.nav.moodTracker", href: "/progress-tracker", mobile: true },
  { label: "common.nav.reminders", href: "/reminder-settings", mobile: true },
  { label: "common.nav.recipes", href: "/recipes", mobile: true },
  { label: "common.nav.mySessions", href: "/my-bookings", mobile: false },
  { label: "common.nav.contact", href: "/contact", mobile: true },
];

export const footerLinks: NavItem[] = [
  { label: "common.nav.about", href: "/#about" },
  { label: "common.nav.services", href: "/#services" },
  { label: "common.nav.testimonials", href: "/#testimonials" },
  { label: "common.nav.blog", href: "/blog" },
  { label: "common.nav.bookNow", href: "/booking" },
  { label: "common.nav.contact", href: "/contact" },
];

/** The client's own pages, one tap away on a phone (the mobile menu leaves My Sessions out, as SPEC says). */
export const clientAreaLinks: NavItem[] = [
  { label: "common.nav.mySessions", href: "/my-bookings" },
  { label: "common.nav.myPrograms", href: "/workout-access" },
  { label: "common.nav.workoutOfTheDay", href: "/workout-of-the-day" },
];

export const BOOK_NOW_HREF = "/booking";
