import type { MessageId } from "@studio/i18n";

export interface NavItem {
  label: MessageId;
  href: string;
}

/** The header's links, in SPEC order; a phone's menu shows them all, My Sessions included (a client's way back in). */
export const headerLinks: NavItem[] = [
  { label: "common.nav.about", href: "/#about" },
  { label: "common.nav.services", href: "/#services" },
  { label: "common.nav.testimonials", href: "/#testimonials" },
  { label: "common.nav.blog", href: "/blog" },
  { label: "common.nav.moodTracker", href: "/progress-tracker" },
  { label: "common.nav.reminders", href: "/reminder-settings" },
  { label: "common.nav.recipes", href: "/recipes" },
  { label: "common.nav.mySessions", href: "/my-bookings" },
  { label: "common.nav.contact", href: "/contact" },
];

/**
 * The phone's menu: the header's links with her training beside the tracker, where a client on her phone looks for it
 * (a desktop's header has no room for another link; there it is in the footer's "Your training").
 */
export const phoneMenuLinks: NavItem[] = headerLinks.flatMap((link) =>
  link.href === "/progress-tracker" ? [{ label: "common.nav.training", href: "/training" }, link] : [link],
);

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
