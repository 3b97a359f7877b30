// The newsletter's subscribers: double opt-in sign-ups, confirmed or pending, and those who left.
import type { Language } from "@studio/validators/languages";
import { boolean, index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial().primaryKey(),
    email: text().notNull().unique(),
    isActive: boolean().notNull().default(true),
    subscribedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp({ withTimezone: true }),
    /**
     * When she opened the link of the confirmation e-mail: until then the sign-up is pending (double opt-in) and gets
     * nothing but that e-mail. A sign-up again after unsubscribing clears it, so she confirms again.
     */
    confirmedAt: timestamp({ withTimezone: true }),
    /** The language she subscribed in: what the site sends her is written in it. */
    language: text().$type<Language>().notNull().default("en"),
  },
  (t) => [index().on(t.subscribedAt)],
);
