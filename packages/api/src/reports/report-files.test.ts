import type { Reports } from "@studio/validators";
import { describe, expect, it } from "vitest";
import { percent, tables } from "./report-files";

// Every figure the reports below write (a report's file reads only its own).
const figures = {
  from: "2026-03-01",
  to: "2026-03-31",
  sales: {
    byPackage: [
      { packageName: "12 Gym Sessions", bookings: 2, sessions: 24, unlimitedMonths: 0, paid: "1920.00" },
      { packageName: "Unlimited Gym", bookings: 1, sessions: 0, unlimitedMonths: 1, paid: "350.00" },
    ],
    byMethod: [
      { method: "card", bookings: 2, paid: "1310.00" },
      { method: "bank", bookings: 1, paid: "960.00" },
    ],
    bookings: 3,
    sessions: 24,
    unlimitedMonths: 1,
    atDesk: 1,
    paid: "2270.00",
    refunded: "80.00",
  },
  attendance: { completed: 30, noShows: 2, lateCancels: 1, scheduled: 4, postponed: 0 },
  utilisation: {
    cells: [
      { weekday: 1, hour: 7, open: 3, filled: 2 },
      { weekday: 6, hour: 21, open: 0, filled: 1 },
    ],
    openHours: 3,
    filledHours: 3,
  },
  clients: { active: 9, new: 2, returned30: 7, returned60: 8, returned90: 8 },
  owed: { sessions: 40, value: "3200.00" },
  memberships: { active: 5, paused: 1, signedUp: 2, churned: 1, monthlyRecurring: "1600.00" },
  giftCards: {
    soldOnSite: 2,
    soldOnSiteAmount: "300.00",
    soldAtDesk: 1,
    soldAtDeskAmount: "50.00",
    sold: 3,
    soldAmount: "350.00",
    redemptions: 2,
    redeemed: "180.00",
    liveCards: 4,
    outstanding: "420.10",
  },
} as Reports;

describe("percent", () => {
  it("is a whole percentage, rounded, and nothing over nothing", () => {
    expect(percent(2, 3)).toBe("67%");
    expect(percent(1, 3)).toBe("33%");
    expect(percent(1, 200)).toBe("1%");
    expect(percent(1, 201)).toBe("0%");
    expect(percent(3, 3)).toBe("100%");
    expect(percent(0, 5)).toBe("0%");
    expect(percent(1, 0)).toBe("");
    expect(percent(0, 0)).toBe("");
  });
});

describe("a report's rows in its CSV", () => {
  it("lists sales by package, then by how paid, then the totals", () => {
    expect(tables.sales(figures)).toEqual([
      ["group", "name", "bookings", "sessions", "unlimited months", "paid"],
      ["package", "12 Gym Sessions", 2, 24, 0, "1920.00"],
      // A month of unlimited sessions is a month sold, none of the sessions.
      ["package", "Unlimited Gym", 1, 0, 1, "350.00"],
      ["paid by", "Card", 2, "", "", "1310.00"],
      ["paid by", "Bank transfer", 1, "", "", "960.00"],
      ["total", "all sales", 3, 24, 1, "2270.00"],
      ["total", "sold at the desk", 1, "", "", ""],
      ["total", "refunded", "", "", "", "80.00"],
    ]);
  });

  it("names each weekday and hour of the filled hours, an hour open nowhere without a percentage", () => {
    expect(tables.utilisation(figures)).toEqual([
      ["weekday", "hour", "open hours", "filled hours", "filled"],
      ["Monday", "07:00", 3, 2, "67%"],
      ["Saturday", "21:00", 0, 1, ""],
      ["all", "", 3, 3, "100%"],
    ]);
  });

  it("gives attendance, clients and memberships a row per figure", () => {
    expect(tables.attendance(figures)).toEqual([
      ["outcome", "sessions"],
      ["attended", 30],
      ["no-show", 2],
      ["late cancel", 1],
      ["booked, not marked", 4],
      ["postponed", 0],
    ]);
    expect(tables.clients(figures).slice(-2)).toEqual([
      ["sessions owed today", 40],
      ["value of sessions owed today", "3200.00"],
    ]);
    expect(tables.memberships(figures)).toEqual([
      ["measure", "value"],
      ["active members at the end", 5],
      ["paused at the end", 1],
      ["signed up", 2],
      ["ended", 1],
      ["monthly recurring revenue at the end", "1600.00"],
    ]);
  });

  it("gives the gift cards sold by how paid, redeemed and outstanding, and the money in with the sales, once", () => {
    expect(tables.giftcards(figures)).toEqual([
      ["measure", "cards", "amount"],
      ["sold on the site by card", 2, "300.00"],
      ["sold at the desk for cash", 1, "50.00"],
      ["sold", 3, "350.00"],
      ["redeemed against bookings", 2, "180.00"],
      ["outstanding balance at the end", 4, "420.10"],
      // $2,270 of sales and $350 of cards; the $180 redeemed is in neither again.
      ["received: sales paid and gift cards sold", "", "2620.00"],
    ]);
  });
});
