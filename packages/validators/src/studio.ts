// Facts about the studio that screens, e-mails and the server all repeat.
import { DEFAULT_LANGUAGE, type Language } from "./languages";
export const studio = {
  name: "Carmen Reyes Fitness",
  trainer: "Carmen Reyes",
  tagline: "Premium personal training for women over 40 in Miami.",
  email: "hello@carmenreyesfitness.com",
  phone: "(305) 555-0148",
  phoneHref: "tel:+13055550148",
  gym: {
    name: "Brickell Athletic Club",
    address: "1001 Brickell Bay Drive, Miami, FL 33131",
    /** The same address in its parts, and where it is on a map: what search engines read. */
    street: "1001 Brickell Bay Drive",
    city: "Miami",
    region: "FL",
    postalCode: "33131",
    country: "US",
    geo: { latitude: 25.7647, longitude: -80.1887 },
    hours: "5:00 AM - 10:00 PM daily",
  },
  social: {
    instagram: "https://www.instagram.com/carmenreyesfitness",
    facebook: "https://www.facebook.com/carmenreyesfitness",
    youtube: "https://www.youtube.com/@carmenreyesfitness",
  },
  timeZone: "America/New_York",
  /** The free 30-minute consultation the blog invites readers to book (a package like any other, priced 0.00). */
  consultationPackageId: 15,
} as const;

/**
 * SPEC section 9: a session can be moved, or cancelled with its credit back, until 24 hours before it starts;
 * cancelled later, it is forfeited. The server enforces it; screens and e-mails show the deadline it makes.
 */
/** A pack's sessions left to book lapse after its last day; she is e-mailed this many days before. */
export const EXPIRY_REMINDER_DAYS = 14;

export const FREE_CHANGE_MS = 24 * 60 * 60 * 1000;

/** The last instant a session starting at `startsAt` can still be moved or cancelled with its credit back. */
export const freeChangeDeadline = (startsAt: Date) => new Date(startsAt.getTime() - FREE_CHANGE_MS);

/** An address on a map, for a phone to open in its maps app. */
export const mapSearchUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** A session at home without an address on file, in the words of the client's language. */
const yourHome: Record<Language, string> = { en: "Your home", es: "Tu casa" };

/** The name a message to a client calls her by, as Miami writes to her: her first name (the whole name if one word). */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** Where a session takes place, as e-mails, texts and calendar invites say it (the gym's name is its own). */
export const sessionPlace = (atHome: boolean, address: string | null, language: Language = DEFAULT_LANGUAGE) =>
  atHome ? (address ?? yourHome[language]) : `${studio.gym.name}, ${studio.gym.address}`;

/**
 * SPEC's own description of its hours, day group by day group, said while the template is still SPEC's (it rounds
 * over the 9am gap on Mondays and Fridays, as SPEC does).
 */
export const SPEC_HOURS_PARTS: Record<Language, string[]> = {
  en: ["Mon-Fri 6am-11am and 4pm-8pm", "Sat 9am-12pm"],
  es: ["lun-vie 6 a.m.-11 a.m. y 4 p.m.-8 p.m.", "sáb 9 a.m.-12 p.m."],
};
