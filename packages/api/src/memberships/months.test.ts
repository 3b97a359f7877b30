import type { Membership } from "@studio/db";
import { describe, expect, it } from "vitest";
import type { InvoiceInfo } from "../ports/subscriptions";
import { renewalOf, unlimitedMonth } from "./months";

const membership: Membership = {
  id: 4,
  packageId: 21,
  firstBookingId: 300,
  clientName: "Ana López",
  clientEmail: "ana@example.com",
  language: "es",
  amount: "320.00",
  status: "active",
  subscriptionId: "sub_4",
  customerId: "cus_4",
  currentPeriodEnd: new Date("2026-03-01T05:00:00Z"),
  endsAt: null,
  cancelledAt: null,
  pausedAt: null,
  paymentFailedAt: null,
  syncedAt: null,
  createdAt: new Date("2026-01-01T15:00:00Z"),
  updatedAt: new Date("2026-01-01T15:00:00Z"),
};

const latest: Parameters<typeof renewalOf>[0] = {
  userId: 12,
  packageName: "Monthly Gym Membership",
  time: "to-be-scheduled",
  location: "home",
  address: "12 Main St, Miami",
  clientName: "Ana López",
  clientEmail: "ana@example.com",
  clientPhone: "305 555 0100",
};

const invoice = (periodStart: string, amountPaidCents = 32_000): InvoiceInfo => ({
  id: "in_9",
  status: "paid",
  amountPaidCents,
  clientSecret: null,
  periodStart: new Date(periodStart),
  periodEnd: new Date("2026-04-01T04:00:00Z"),
});

describe("a membership's later month as a booking", () => {
  const at = new Date("2026-03-01T06:00:00Z");

  it("keeps her details and place from her latest month, priced by what the invoice charged", () => {
    expect(renewalOf(latest, membership, invoice("2026-03-01T05:00:00Z"), at)).toEqual({
      userId: 12,
      packageId: 21,
      packageName: "Monthly Gym Membership",
      date: "2026-03-01",
      time: "to-be-scheduled",
      location: "home",
      address: "12 Main St, Miami",
      clientName: "Ana López",
      clientEmail: "ana@example.com",
      clientPhone: "305 555 0100",
      language: "es",
      amount: "320.00",
      originalAmount: "320.00",
      sessionCount: null,
      membershipId: 4,
      invoiceId: "in_9",
      createdAt: at,
    });
  });

  it("is priced by the invoice, not by the membership's amount: a month charged less, or nothing", () => {
    expect(renewalOf(latest, membership, invoice("2026-03-01T05:00:00Z", 28_050), at)).toMatchObject({
      amount: "280.50",
      originalAmount: "280.50",
    });
    expect(renewalOf(latest, membership, invoice("2026-03-01T05:00:00Z", 0), at).amount).toBe("0.00");
  });

  it("is dated by the Miami day its month starts, not by UTC's", () => {
    // 11 PM in Miami on the last day of the year is already January 1 in UTC.
    expect(renewalOf(latest, membership, invoice("2027-01-01T04:00:00Z"), at).date).toBe("2026-12-31");
    // Midnight in Miami, in winter and in summer.
    expect(renewalOf(latest, membership, invoice("2027-01-01T05:00:00Z"), at).date).toBe("2027-01-01");
    expect(renewalOf(latest, membership, invoice("2026-07-01T04:00:00Z"), at).date).toBe("2026-07-01");
    expect(renewalOf(latest, membership, invoice("2028-02-29T15:00:00Z"), at).date).toBe("2028-02-29");
  });
});

describe("an unlimited membership's month", () => {
  const month = (periodStart: string, periodEnd: string) =>
    unlimitedMonth({ periodStart: new Date(periodStart), periodEnd: new Date(periodEnd) });

  it("brings one session for each Miami day of its period, the day it ends on being the next period's", () => {
    // Signed up at 10 AM in Miami on January 15: January 15 to February 14, 31 days.
    expect(month("2026-01-15T15:00:00Z", "2026-02-15T15:00:00Z")).toEqual({
      sessions: 31,
      lapsesAt: new Date("2026-02-15T05:00:00Z"),
    });
    // February: 28 days, and 29 in a leap year.
    expect(month("2026-02-01T05:00:00Z", "2026-03-01T05:00:00Z").sessions).toBe(28);
    expect(month("2028-02-01T05:00:00Z", "2028-03-01T05:00:00Z").sessions).toBe(29);
    // April: 30.
    expect(month("2026-04-01T04:00:00Z", "2026-05-01T04:00:00Z").sessions).toBe(30);
  });

  it("counts Miami's days, not UTC's: a period starting at 11 PM in Miami starts that day", () => {
    // 11 PM on March 31 in Miami is April 1 in UTC: March 31 to April 29 is 30 days (April 30, the day it ends on at
    // 11 PM, is the next month's first).
    expect(month("2026-04-01T03:00:00Z", "2026-05-01T03:00:00Z")).toEqual({
      sessions: 30,
      lapsesAt: new Date("2026-04-30T04:00:00Z"),
    });
  });

  it("lapses at the Miami midnight its period ends on, across a change of the clocks", () => {
    // March 2026: the clocks go forward on the 8th; the month's last day is March 31, lapsing as April 1 starts (EDT).
    expect(month("2026-03-01T05:00:00Z", "2026-04-01T04:00:00Z")).toEqual({
      sessions: 31,
      lapsesAt: new Date("2026-04-01T04:00:00Z"),
    });
    // November 2026: back on the 1st; lapses as December 1 starts (EST).
    expect(month("2026-11-01T04:00:00Z", "2026-12-01T05:00:00Z")).toEqual({
      sessions: 30,
      lapsesAt: new Date("2026-12-01T05:00:00Z"),
    });
  });

  it("brings at least one session and never more than a month's days, whatever period it is told", () => {
    expect(month("2026-01-15T15:00:00Z", "2026-01-15T20:00:00Z")).toEqual({
      sessions: 1,
      lapsesAt: new Date("2026-01-16T05:00:00Z"),
    });
    expect(month("2026-01-01T05:00:00Z", "2026-03-01T05:00:00Z")).toEqual({
      sessions: 31,
      lapsesAt: new Date("2026-02-01T05:00:00Z"),
    });
  });
});
