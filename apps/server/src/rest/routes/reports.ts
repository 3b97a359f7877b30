import { type RestRoute, route } from "../define";

export const reportRoutes: RestRoute[] = [
  route({
    method: "GET",
    url: "/api/admin/reports",
    procedure: "admin.reports.summary",
    summary:
      "The trainer's figures for the days from..to in Miami (at most 366): sales by package and by how paid, " +
      "attendance, utilisation of her open hours by weekday and hour, clients who trained and came back, the " +
      "sessions owed today with their value, and memberships: active and paused at the end, signed up and ended in " +
      "the range, and the monthly recurring revenue at the end",
    tag: "admin",
    access: "admin",
  }),
  route({
    method: "GET",
    url: "/api/admin/reports/:report.csv",
    procedure: "admin.reports.exportCsv",
    summary: "One report (sales, attendance, utilisation, clients or memberships) for the days from..to, as a CSV file",
    tag: "admin",
    access: "admin",
    file: { contentType: "text/csv; charset=utf-8" },
  }),
];
