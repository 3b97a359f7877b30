// The numbers the trainer runs her business on, for a range of days in Miami: what she sold and how it was paid,
// who came, how full her open hours were, how many clients trained and came back, the sessions she still owes, and
// how her memberships stand, and her gift cards: sold, spent and still owed.
import { z } from "zod";
import { isoDate, money } from "./common";

/** At most a year and a day: every figure is summed over the days of the range, a bounded walk. */
export const REPORT_MAX_DAYS = 366;

const range = { from: isoDate, to: isoDate };
const inOrderAndBounded = <Schema extends z.ZodType<{ from: string; to: string }>>(schema: Schema) =>
  schema
    .refine((input) => input.to >= input.from, { error: "to must not be before from", path: ["to"] })
    .refine((input) => Date.parse(input.to) - Date.parse(input.from) < REPORT_MAX_DAYS * 86_400_000, {
      error: `A report covers at most ${REPORT_MAX_DAYS} days`,
      path: ["to"],
    });

export const reportRangeInput = inOrderAndBounded(z.object(range));
export type ReportRange = z.infer<typeof reportRangeInput>;

/**
 * How a sale was paid: by card (Stripe, or the test mode without it), cash or bank transfer recorded by the trainer,
 * a payment recorded by hand before she said which ("by_hand"), or nothing to pay (a free or fully discounted one).
 */
export const SALE_METHODS = ["card", "cash", "bank", "by_hand", "free"] as const;
export type SaleMethod = (typeof SALE_METHODS)[number];

/** How the report page and its CSV name each way of paying. */
export const SALE_METHOD_LABELS: Record<SaleMethod, string> = {
  card: "Card",
  cash: "Cash",
  bank: "Bank transfer",
  by_hand: "Recorded by hand",
  free: "Nothing to pay",
};

/** The reports with a CSV file of their own: GET /api/admin/reports/:report.csv. */
export const REPORT_FILES = ["sales", "attendance", "utilisation", "clients", "memberships", "giftcards"] as const;
export type ReportFile = (typeof REPORT_FILES)[number];

export const reportFileInput = inOrderAndBounded(
  z.object({ report: z.enum(REPORT_FILES, { error: `report must be one of ${REPORT_FILES.join(", ")}` }), ...range }),
);

const count = z.number().int().nonnegative();

export const reportsOutput = z.object({
  from: isoDate,
  to: isoDate,
  /** Bookings whose money arrived in the range (paid_at), whatever happened to them since. */
  sales: z.object({
    byPackage: z.array(
      z.object({ packageName: z.string(), bookings: count, sessions: count, unlimitedMonths: count, paid: money }),
    ),
    byMethod: z.array(z.object({ method: z.enum(SALE_METHODS), bookings: count, paid: money })),
    bookings: count,
    /** Sessions of the packs and the counted memberships' months sold; an unlimited month is none of them. */
    sessions: count,
    /**
     * Months of an unlimited membership sold: each is one session per day of its period (28 to 31), booked or not,
     * so they are counted apart and never as sessions.
     */
    unlimitedMonths: count,
    /** Sold by the trainer at the desk (the rest the client booked herself). */
    atDesk: count,
    paid: money,
    /** Refunds that went back in the range, whichever booking they gave back. */
    refunded: money,
  }),
  /** Sessions whose hour fell in the range, by what became of them. */
  attendance: z.object({
    completed: count,
    noShows: count,
    /** Cancelled inside 24 hours: the session was used. */
    lateCancels: count,
    /** Booked and not marked yet (upcoming ones, or ones she has not marked). */
    scheduled: count,
    postponed: count,
  }),
  /**
   * Her open hours against the hours filled, by weekday (0 = Sunday) and hour, Miami time. Open: the days of the
   * range her weekly hours offer that hour (days off left out). Filled: sessions held, missed or cancelled late in
   * it. A cell may be filled and not open (a session she placed outside her hours).
   */
  utilisation: z.object({
    cells: z.array(
      z.object({ weekday: z.number().int().min(0).max(6), hour: z.number().int(), open: count, filled: count }),
    ),
    openHours: count,
    filledHours: count,
  }),
  /** Clients who trained (a session completed) in the range. */
  clients: z.object({
    active: count,
    /** Whose first session ever was in the range. */
    new: count,
    /** Who trained again, or are booked to, within 30, 60 and 90 days after their last session in the range. */
    returned30: count,
    returned60: count,
    returned90: count,
  }),
  /** Today: sessions sold and paid for, not trained yet, and their share of what was paid (her deferred revenue). */
  owed: z.object({ sessions: count, value: money }),
  /**
   * Memberships (monthly packages): those signed up (their first month paid) and not ended at the range's end, or
   * now when the range runs on past today, active (a failed renewal Stripe is retrying included) or paused then;
   * the sign-ups and the ends in the range; and what the active ones bring in a month at the range's end.
   */
  memberships: z.object({
    active: count,
    paused: count,
    /** First month paid in the range. */
    signedUp: count,
    /** Ended in the range (so far, when the range runs on past today). */
    churned: count,
    /** The monthly amount of the active ones at the range's end: her monthly recurring revenue. */
    monthlyRecurring: money,
  }),
  /**
   * Gift cards. Sold: cards paid for in the range (paid_at), on the site by card or at the desk in cash: money
   * received, which the sales above never hold (a booking's amount is what was charged after the card's dollars came
   * off). Redeemed: the card dollars bookings took in the range, less any given back in it (a booking released
   * unpaid), which is no new money. Outstanding: what the cards paid for by the range's end still held then, her
   * liability.
   */
  giftCards: z.object({
    soldOnSite: count,
    soldOnSiteAmount: money,
    soldAtDesk: count,
    soldAtDeskAmount: money,
    sold: count,
    soldAmount: money,
    /** Bookings that took dollars from a card in the range and still held them at its end. */
    redemptions: count,
    redeemed: money,
    /** Cards with money left on them at the range's end. */
    liveCards: count,
    outstanding: money,
  }),
});
export type Reports = z.infer<typeof reportsOutput>;
