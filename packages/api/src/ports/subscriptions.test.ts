import { describe, expect, it } from "vitest";
import { invoiceInfo, mockPaidMonth, monthAfter, subscriptionInfo } from "./subscriptions";

const utc = (text: string) => new Date(`${text}Z`);
const iso = (date: Date) => date.toISOString().replace(".000Z", "");

describe("monthAfter", () => {
  it("is the same day and time a month on", () => {
    expect(iso(monthAfter(utc("2026-01-15T12:30:00")))).toBe("2026-02-15T12:30:00");
    expect(iso(monthAfter(utc("2026-02-01T00:00:00")))).toBe("2026-03-01T00:00:00");
  });

  it("crosses the year", () => {
    expect(iso(monthAfter(utc("2026-12-31T10:00:00")))).toBe("2027-01-31T10:00:00");
    expect(iso(monthAfter(utc("2026-12-01T10:00:00")))).toBe("2027-01-01T10:00:00");
  });

  it("ends a month begun on a day the next month lacks on that month's last day", () => {
    expect(iso(monthAfter(utc("2026-01-31T10:00:00")))).toBe("2026-02-28T10:00:00");
    expect(iso(monthAfter(utc("2026-01-29T10:00:00")))).toBe("2026-02-28T10:00:00");
    expect(iso(monthAfter(utc("2026-03-31T10:00:00")))).toBe("2026-04-30T10:00:00");
    expect(iso(monthAfter(utc("2026-08-31T10:00:00")))).toBe("2026-09-30T10:00:00");
  });

  it("comes back to the billing day after a short month, as Stripe's anchor does", () => {
    expect(iso(monthAfter(utc("2026-02-28T10:00:00"), 31))).toBe("2026-03-31T10:00:00");
    expect(iso(monthAfter(utc("2026-04-30T10:00:00"), 31))).toBe("2026-05-31T10:00:00");
    expect(iso(monthAfter(utc("2028-02-29T10:00:00"), 30))).toBe("2028-03-30T10:00:00");
    expect(iso(monthAfter(utc("2026-03-31T10:00:00"), 31))).toBe("2026-04-30T10:00:00");
  });

  it("knows February's 29th in a leap year, and that 2100 has none", () => {
    expect(iso(monthAfter(utc("2028-01-31T10:00:00")))).toBe("2028-02-29T10:00:00");
    expect(iso(monthAfter(utc("2028-01-29T10:00:00")))).toBe("2028-02-29T10:00:00");
    expect(iso(monthAfter(utc("2028-02-29T10:00:00")))).toBe("2028-03-29T10:00:00");
    expect(iso(monthAfter(utc("2100-01-31T10:00:00")))).toBe("2100-02-28T10:00:00");
  });

  it("counts in UTC, as the processor does: Miami's clock moves an hour across a DST switch", () => {
    // 7:00 AM EST on February 10 is 8:00 AM EDT on March 10.
    expect(iso(monthAfter(utc("2026-02-10T12:00:00")))).toBe("2026-03-10T12:00:00");
    // 11 PM in Miami on January 31 is already February 1 in UTC: a month on is March 1.
    expect(iso(monthAfter(utc("2026-02-01T04:00:00")))).toBe("2026-03-01T04:00:00");
  });

  it("leaves the date it was given as it was", () => {
    const from = utc("2026-01-31T10:00:00");
    monthAfter(from);
    expect(iso(from)).toBe("2026-01-31T10:00:00");
  });
});

describe("mockPaidMonth", () => {
  it("is a paid month from `from` to a month on, its invoice named by the month or by the sign-up", () => {
    const from = utc("2026-01-31T15:00:00");
    const month = mockPaidMonth(7, 12_000, from);
    expect(month).toMatchObject({
      id: "mock_sub_7",
      customerId: "mock_cus_7",
      status: "active",
      paused: false,
      endsAt: null,
      currentPeriodEnd: utc("2026-02-28T15:00:00"),
    });
    expect(month.latestInvoice).toEqual({
      id: `mock_in_7_${from.getTime()}`,
      status: "paid",
      amountPaidCents: 12_000,
      clientSecret: null,
      periodStart: from,
      periodEnd: utc("2026-02-28T15:00:00"),
    });
    expect(mockPaidMonth(7, 12_000, from, true).latestInvoice?.id).toBe("mock_in_7_signup");
    // Asked twice for the same month, it names one invoice.
    expect(mockPaidMonth(7, 12_000, new Date(from)).latestInvoice?.id).toBe(month.latestInvoice?.id);
  });
});

describe("what the server reads of the processor's objects", () => {
  const invoice = {
    id: "in_1",
    status: "paid",
    amount_paid: 12_000,
    period_start: 1_767_225_600, // 2026-01-01
    period_end: 1_769_904_000, // 2026-02-01
  };

  it("takes an invoice's month from its line, where a subscription names the month it pays", () => {
    const line = { period: { start: 1_769_904_000, end: 1_772_323_200 } }; // 2026-02-01 to 2026-03-01
    expect(invoiceInfo({ ...invoice, lines: { data: [line] } })).toEqual({
      id: "in_1",
      status: "paid",
      amountPaidCents: 12_000,
      clientSecret: null,
      periodStart: utc("2026-02-01T00:00:00"),
      periodEnd: utc("2026-03-01T00:00:00"),
    });
    expect(invoiceInfo(invoice).periodStart).toEqual(utc("2026-01-01T00:00:00"));
  });

  it("hands the card form a secret only while the invoice is open", () => {
    const secret = { confirmation_secret: { client_secret: "pi_secret" } };
    expect(invoiceInfo({ ...invoice, ...secret, status: "open" }).clientSecret).toBe("pi_secret");
    expect(invoiceInfo({ ...invoice, ...secret, status: "paid" }).clientSecret).toBeNull();
    expect(invoiceInfo({ ...invoice, status: null }).status).toBe("draft");
  });

  it("reads a pause, and an end she asked for at the month's end or on a day", () => {
    const subscription = {
      id: "sub_1",
      customer: { id: "cus_1" },
      status: "active",
      items: { data: [{ current_period_end: 1_772_323_200 }] },
    };
    expect(subscriptionInfo(subscription)).toEqual({
      id: "sub_1",
      customerId: "cus_1",
      status: "active",
      paused: false,
      endsAt: null,
      currentPeriodEnd: utc("2026-03-01T00:00:00"),
      latestInvoice: null,
    });
    expect(subscriptionInfo({ ...subscription, pause_collection: { behavior: "void" } }).paused).toBe(true);
    expect(subscriptionInfo({ ...subscription, cancel_at_period_end: true }).endsAt).toEqual(
      utc("2026-03-01T00:00:00"),
    );
    expect(subscriptionInfo({ ...subscription, cancel_at: 1_770_000_000 }).endsAt).toEqual(new Date(1_770_000_000_000));
    expect(subscriptionInfo({ ...subscription, customer: "cus_2", latest_invoice: "in_9" })).toMatchObject({
      customerId: "cus_2",
      latestInvoice: null,
    });
    expect(subscriptionInfo({ ...subscription, latest_invoice: invoice }).latestInvoice?.id).toBe("in_1");
  });
});
