import type { ReportFile } from "@studio/validators";
import { FRESH_FROM_LOADER_MS } from "../../../lib/query-client";
import { trpc } from "../../../lib/trpc";
import type { DayRange } from "./report-range";

/** Every figure for the range, asked afresh when the page opens (the loader's request counts). */
export const reportsQuery = (range: DayRange) =>
  trpc.admin.reports.summary.queryOptions(range, { staleTime: FRESH_FROM_LOADER_MS });

/** One report as a CSV file, for a download link. */
export const reportFileHref = (report: ReportFile, { from, to }: DayRange) =>
  `/api/admin/reports/${report}.csv?${new URLSearchParams({ from, to })}`;
