import type { MessageId } from "@studio/i18n";

export interface NavItem {
  label: MessageId;
  href: string;
}

/**
 * The header's links, in SPEC order, with her training beside My Sessions (her two pages, each a tap away); a phone's
 * menu shows the same links.
 */
export const headerLinks: NavItem[] = [
  { label: "common.nav.about", href: "/#about" },
  { label: "common.nav.services", href: "/#services" },
  { label: "common.nav.testimonials", href: "/#testimonials" },
  { label: "common.nav.blog", href: "/blog" },
  { label: "common.nav.moodTracker", href: "/progress-tracker" },
  { label: "common.nav.reminders", href: "/reminder-settings" },
  { label: "common.nav.recipes", href: "/recipes" },
  { label: "common.nav.mySessions", href: "/my-bookings" },
  { label: "common.nav.training", href: "/training" },
  { label: "common.nav.contact", href: "/contact" },
];

export const footerLinks: NavItem[] = [
  { label: "common.nav.about", href: "/#about" },
  { label: "common.nav.services", href: "/#services" },
  { label: "common.nav.testimonials", href: "/#testimonials" },
  { label: "common.nav.blog", href: "/blog" },
  { label: "common.nav.bookNow", href: "/booking" },
  { label: "common.nav.giftCards", href: "/gift-cards" },
  { label: "common.nav.contact", href: "/contact" },
];

/** The client's own pages, in the footer's "Your training" column. */
export const clientAreaLinks: NavItem[] = [
  { label: "common.nav.mySessions", href: "/my-bookings" },
  { label: "common.nav.training", href: "/training" },
  { label: "common.nav.myPrograms", href: "/workout-access" },
  { label: "common.nav.workoutOfTheDay", href: "/workout-of-the-day" },
];

export const BOOK_NOW_HREF = "/booking";
