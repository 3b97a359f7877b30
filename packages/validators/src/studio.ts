// Facts about the studio that screens, e-mails and the server all repeat.
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
    hours: "5:00 AM - 10:00 PM daily",
  },
  businessHours: ["Mon-Fri 6AM-8PM", "Sat 8AM-4PM", "Sun 9AM-2PM"],
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
export const FREE_CHANGE_MS = 24 * 60 * 60 * 1000;

/** The last instant a session starting at `startsAt` can still be moved or cancelled with its credit back. */
export const freeChangeDeadline = (startsAt: Date) => new Date(startsAt.getTime() - FREE_CHANGE_MS);

/** Where a session takes place, as e-mails, texts and calendar invites say it. */
export const sessionPlace = (atHome: boolean, address: string | null) =>
  atHome ? (address ?? "Your home") : `${studio.gym.name}, ${studio.gym.address}`;

/**
 * SPEC section 9: sessions start on the hour, 6-11 AM and 4-8 PM on weekdays and 9 AM-12 PM on Saturday;
 * Sunday is closed, and the 9 AM slot is not offered on Monday or Friday (the calendar's greyed slots).
 * `date` is a day in Miami (YYYY-MM-DD); the times are Miami hours.
 */
export function bookableTimes(date: string): string[] {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  if (weekday === 0) return [];
  const hours = weekday === 6 ? [9, 10, 11] : [6, 7, 8, 9, 10, 11, 16, 17, 18, 19, 20];
  return hours
    .filter((hour) => !(hour === 9 && (weekday === 1 || weekday === 5)))
    .map((hour) => `${String(hour).padStart(2, "0")}:00`);
}
