// The reports' range of days in the address (?from=2026-11-01&to=2026-11-30), read without zod (the route's reader
// is part of every visitor's first load), and the ranges she picks most, counted back from today in Miami.
import { addDays } from "@studio/validators/studio-time";

export const REPORT_PRESETS = ["this-month", "last-month", "last-30", "last-90", "this-year"] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export const PRESET_LABELS: Record<ReportPreset, string> = {
  "this-month": "This month",
  "last-month": "Last month",
  "last-30": "Last 30 days",
  "last-90": "Last 90 days",
  "this-year": "This year",
};

export interface ReportSearch {
  from?: string;
  to?: string;
}

export interface DayRange {
  from: string;
  to: string;
}

/** The same limit as the server's (reports.ts in the schemas): a year and a day. */
const MAX_DAYS = 366;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day of the calendar as YYYY-MM-DD, or nothing ("2026-02-30" is no day). */
function realDay(value: unknown): string | undefined {
  if (typeof value !== "string" || !DAY.test(value)) return undefined;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value ? value : undefined;
}

const monthStart = (day: string) => `${day.slice(0, 8)}01`;
const daysApart = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

export function presetRange(preset: ReportPreset, today: string): DayRange {
  switch (preset) {
    case "this-month":
      return { from: monthStart(today), to: today };
    case "last-month": {
      const lastDay = addDays(monthStart(today), -1);
      return { from: monthStart(lastDay), to: lastDay };
    }
    case "last-30":
      return { from: addDays(today, -29), to: today };
    case "last-90":
      return { from: addDays(today, -89), to: today };
    case "this-year":
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** The range the address holds when it is a real one the server takes; this month so far otherwise. */
export function readReportRange(raw: Record<string, unknown>, today: string): DayRange {
  const from = realDay(raw.from);
  const to = realDay(raw.to);
  if (from && to && from <= to && daysApart(from, to) < MAX_DAYS) return { from, to };
  return presetRange("this-month", today);
}

/** The preset a range is, if it is one, so the picker shows it chosen. */
export const presetOf = (range: DayRange, today: string): ReportPreset | undefined =>
  REPORT_PRESETS.find((preset) => {
    const candidate = presetRange(preset, today);
    return candidate.from === range.from && candidate.to === range.to;
  });

/** "Nov 1 – Nov 30, 2026", as the report's heading says which days it counts. */
export function rangeLabel({ from, to }: DayRange): string {
  const format = (day: string, withYear: boolean) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
      month: "short",
      day: "numeric",
      timeZone: "UTC",
      ...(withYear ? { year: "numeric" } : {}),
    });
  return from === to
    ? format(from, true)
    : `${format(from, from.slice(0, 4) !== to.slice(0, 4))} – ${format(to, true)}`;
}
