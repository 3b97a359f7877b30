// GET /api/admin/reports/:report.csv: one report's figures for her range as a spreadsheet, the rows the report
// page shows. A report is a few dozen rows at most (summed by the database), so it is computed whole, then written.
import { pipeline, Readable } from "node:stream";
import {
  fromCents,
  type ReportFile,
  type ReportRange,
  type Reports,
  SALE_METHOD_LABELS,
  toCents,
  WEEKDAY_NAMES,
} from "@studio/validators";
import { stringify } from "csv-stringify";
import type { Services } from "../context";
import { reports } from "./reports";

type Cell = string | number;

export const percent = (part: number, whole: number) => (whole === 0 ? "" : `${Math.round((part / whole) * 100)}%`);

export const tables: Record<ReportFile, (figures: Reports) => Cell[][]> = {
  sales: ({ sales }) => [
    // An unlimited membership's month is a month sold, not 28 to 31 sessions: its own column.
    ["group", "name", "bookings", "sessions", "unlimited months", "paid"],
    ...sales.byPackage.map((row) => [
      "package",
      row.packageName,
      row.bookings,
      row.sessions,
      row.unlimitedMonths,
      row.paid,
    ]),
    ...sales.byMethod.map((row) => ["paid by", SALE_METHOD_LABELS[row.method], row.bookings, "", "", row.paid]),
    ["total", "all sales", sales.bookings, sales.sessions, sales.unlimitedMonths, sales.paid],
    ["total", "sold at the desk", sales.atDesk, "", "", ""],
    ["total", "refunded", "", "", "", sales.refunded],
  ],
  attendance: ({ attendance }) => [
    ["outcome", "sessions"],
    ["attended", attendance.completed],
    ["no-show", attendance.noShows],
    ["late cancel", attendance.lateCancels],
    ["booked, not marked", attendance.scheduled],
    ["postponed", attendance.postponed],
  ],
  utilisation: ({ utilisation }) => [
    ["weekday", "hour", "open hours", "filled hours", "filled"],
    ...utilisation.cells.map((cell) => [
      WEEKDAY_NAMES[cell.weekday] ?? "",
      `${String(cell.hour).padStart(2, "0")}:00`,
      cell.open,
      cell.filled,
      percent(cell.filled, cell.open),
    ]),
    [
      "all",
      "",
      utilisation.openHours,
      utilisation.filledHours,
      percent(utilisation.filledHours, utilisation.openHours),
    ],
  ],
  clients: ({ clients, owed }) => [
    ["measure", "value"],
    ["clients who trained", clients.active],
    ["new clients", clients.new],
    ["back within 30 days", clients.returned30],
    ["back within 60 days", clients.returned60],
    ["back within 90 days", clients.returned90],
    ["sessions owed today", owed.sessions],
    ["value of sessions owed today", owed.value],
  ],
  memberships: ({ memberships }) => [
    ["measure", "value"],
    ["active members at the end", memberships.active],
    ["paused at the end", memberships.paused],
    ["signed up", memberships.signedUp],
    ["ended", memberships.churned],
    ["monthly recurring revenue at the end", memberships.monthlyRecurring],
  ],
  giftcards: ({ giftCards, sales }) => [
    ["measure", "cards", "amount"],
    ["sold on the site by card", giftCards.soldOnSite, giftCards.soldOnSiteAmount],
    ["sold at the desk for cash", giftCards.soldAtDesk, giftCards.soldAtDeskAmount],
    ["sold", giftCards.sold, giftCards.soldAmount],
    ["redeemed against bookings", giftCards.redemptions, giftCards.redeemed],
    ["outstanding balance at the end", giftCards.liveCards, giftCards.outstanding],
    ["received: sales paid and gift cards sold", "", fromCents(toCents(sales.paid) + toCents(giftCards.soldAmount))],
  ],
};

export async function reportFile(services: Services, report: ReportFile, range: ReportRange) {
  const figures = await reports(services, range);
  const csv = stringify({ escape_formulas: true });
  const content = pipeline(Readable.from(tables[report](figures)), csv, () => {});
  return { filename: `${report}-${range.from}-to-${range.to}.csv`, content };
}
