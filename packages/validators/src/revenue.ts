// The trainer's money by week or by month, two ways: SPEC's revenue (package price over paid bookings) and what
// clients actually paid, less refunds.
import { z } from "zod";
import { isoDate, money, numeric } from "./common";

export const REVENUE_PERIODS = ["week", "month"] as const;
export type RevenuePeriod = (typeof REVENUE_PERIODS)[number];

export const revenueInput = z.object({
  by: z.enum(REVENUE_PERIODS, { error: "by must be 'week' or 'month'" }),
  /** How many periods back from the current one, the current one included. */
  periods: numeric(
    z
      .number({ error: "periods must be a number" })
      .int("periods must be a whole number")
      .min(1, "periods must be at least 1")
      .max(104, "periods must be at most 104"),
  ).default(12),
});

const figures = {
  /** SPEC: the package price summed over the bookings paid now (cancelled or refunded ones left out). */
  revenue: money,
  /** What clients paid (after discounts) for bookings made and paid in the period, whatever happened to them since. */
  paid: money,
  /** Refunds made in the period that succeeded, whichever booking they gave back (a retry dated by itself). */
  refunded: money,
  /** paid − refunded: the money that came in, less what went back, in the period (negative when more went back). */
  collected: money,
};

export const revenueOutput = z.object({
  by: z.enum(REVENUE_PERIODS),
  /** Oldest first; every period present, empty ones at 0.00. Each starts on a Monday (weeks) or the 1st, in Miami. */
  periods: z.array(z.object({ start: isoDate, ...figures })),
  totals: z.object(figures),
});
export type RevenueReport = z.infer<typeof revenueOutput>;
