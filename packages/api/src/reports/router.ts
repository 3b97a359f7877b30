// The trainer's reports (admin.reports): every figure for a range of days, and each report as a CSV file.
import { reportFileInput, reportRangeInput, reportsOutput, streamedFileOutput } from "@studio/validators";
import { adminProcedure, router } from "../trpc";
import { reportFile } from "./report-files";
import { reports } from "./reports";

export const reportsAdminRouter = router({
  summary: adminProcedure
    .input(reportRangeInput)
    .output(reportsOutput)
    .query(({ ctx, input }) => reports(ctx, input)),
  /** One report as a CSV file: for GET /api/admin/reports/:report.csv. */
  exportCsv: adminProcedure
    .input(reportFileInput)
    .output(streamedFileOutput)
    .query(({ ctx, input }) => reportFile(ctx, input.report, { from: input.from, to: input.to })),
});
