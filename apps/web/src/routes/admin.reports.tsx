import { studioDate } from "@studio/validators/studio-time";
import { createFileRoute } from "@tanstack/react-router";
import { prefetchAdminQuery } from "../features/admin-shell/prefetch-admin-query";
import { ReportsPage } from "../features/reports/admin/ReportsPage";
import { reportsQuery } from "../features/reports/admin/report-queries";
import { type ReportSearch, readReportRange } from "../features/reports/admin/report-range";

export const Route = createFileRoute("/admin/reports")({
  staticData: { adminTitle: "Reports" },
  // The range lives in the address, so a reload or a shared link shows the same days. Read leniently by the loader
  // and the screen, in their own lazy chunks.
  validateSearch: (search: Record<string, unknown>) => search as ReportSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchAdminQuery(context, reportsQuery(readReportRange(deps, studioDate(new Date())))),
  component: ReportsPage,
});
