// `pnpm lighthouse`: Lighthouse with its default mobile emulation on the pages a visitor meets first, against the
// built site (production mode, fresh embedded database) in Debian's Chromium. Prints the scores and exits 1
// when any page is under the bar. A page under the bar is measured four times more and judged on the median of
// the five runs, as Lighthouse's variability guide (docs/variability.md) advises: on a shared machine one run's
// performance score moves by several points with the machine's other work.
//
// The phone it emulates stays the same on a busy machine. Lighthouse slows the CPU 4× by default, which its
// throttling guide (docs/throttling.md, "Calibrating the CPU slowdown") sets for a host in the high-end desktop
// bracket: benchmark index 1500 to 2000. This machine measures 2,500–2,900 when quiet, but a busy shared host
// can measure under 1,500, and then 4× emulates a phone several times slower than the one the bar is for. So
// the further runs of a page under the bar take the slowdown the guide prescribes for the benchmark index the run
// before them measured: 4 × index / 1500, never above 4×. Every run prints its index and slowdown; the bar
// itself never moves.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { routePath } from "@studio/i18n/paths";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../apps/web/scripts/chromium.mjs";
import { sitePages } from "../apps/web/src/site-pages";
import { freePort, median, root, startProcess } from "./lib/processes";

/**
 * The 404 page answers 404, as it must. Lighthouse measures it when told to ignore the status, leaving out the
 * three audits a 404 answer fails by design: the 2xx status SEO asks of every page, the back/forward cache (which
 * keeps only 2xx pages) and the console (where the browser reports the 404 itself; the page budget test checks
 * this page's console for any other error).
 */
const NOT_FOUND_PAGE = "/no-such-page";
const FAILED_BY_A_404 = ["http-status-code", "bf-cache", "errors-in-console"];

/**
 * Every page of the site and the portal (one address for each page with a parameter, and the 404 page);
 * `--pages=/booking,/blog` measures just those; `--details` prints each run's metrics and long tasks.
 */
const PAGES: readonly string[] =
  process.argv
    .find((arg) => arg.startsWith("--pages="))
    ?.slice(8)
    .split(",") ?? sitePages;
const details = process.argv.includes("--details");
const BAR = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 } as const;
type Category = keyof typeof BAR;
const CATEGORIES = Object.keys(BAR) as Category[];
/** Cumulative layout shift at most this, on every page. */
const CLS_BAR = 0.02;
const below = (found: Record<Category, number>, cls: number) =>
  CATEGORIES.some((category) => found[category] < BAR[category]) || cls > CLS_BAR;

const dataDir = mkdtempSync(join(tmpdir(), "lighthouse-"));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const site = await startProcess(
  [process.execPath, join(root, "apps/server/dist/main.js")],
  {
    NODE_ENV: "production",
    PAYMENTS_MODE: "mock",
    UNSAFE_MOCK_PAYMENTS_IN_PRODUCTION: "true",
    ADMIN_USERNAME: "coach",
    ADMIN_PASSWORD: "lighthouse-password",
    SESSION_SECRET: "lighthouse-secret-that-is-long-enough-0123456789",
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    PORT: String(port),
  },
  url,
);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [...CHROMIUM_FLAGS],
});

type Audits = Record<string, { displayValue?: string; score: number | null; details?: unknown }>;
const METRICS = {
  "first-contentful-paint": "FCP",
  "largest-contentful-paint": "LCP",
  "total-blocking-time": "TBT",
  "cumulative-layout-shift": "CLS",
};

/** What moved the performance score: the long tasks after load, the layout shifts and where the main thread went. */
function printDetails(audits: Audits) {
  const items = <T>(id: string) => ((audits[id]?.details as { items?: T[] } | undefined)?.items ?? []) as T[];
  for (const task of items<{ url: string; duration: number; startTime: number }>("long-tasks"))
    console.log(`    long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms, ${task.url}`);
  for (const shift of items<{ node?: { snippet?: string }; score: number }>("layout-shifts"))
    console.log(
      `    layout shift ${shift.score.toFixed(3)}: ${shift.node?.snippet?.slice(0, 160) ?? "(element gone)"}`,
    );
  const work = items<{ groupLabel: string; duration: number }>("mainthread-work-breakdown");
  console.log(`    main thread: ${work.map((w) => `${w.groupLabel} ${Math.round(w.duration)} ms`).join(", ")}`);
}

const DEFAULT_SLOWDOWN = 4;
const HIGH_END_DESKTOP_INDEX = 1500;
/** The CPU slowdown that emulates Lighthouse's phone on a host that measured this benchmark index. */
const calibratedSlowdown = (benchmarkIndex: number) =>
  Math.max(1, Math.min(DEFAULT_SLOWDOWN, (DEFAULT_SLOWDOWN * benchmarkIndex) / HIGH_END_DESKTOP_INDEX));

interface Run {
  found: Record<Category, number>;
  cls: number;
  benchmarkIndex: number;
  slowdown: number;
}

/** One Lighthouse run of a page; null when Lighthouse could not measure it (it says why). */
async function run(path: string, slowdown: number): Promise<Run | null> {
  const result = await lighthouse(url + path, {
    port: chrome.port,
    logLevel: "error",
    onlyCategories: CATEGORIES,
    throttling: { cpuSlowdownMultiplier: slowdown },
    ...(routePath(path) === NOT_FOUND_PAGE && { ignoreStatusCode: true, skipAudits: FAILED_BY_A_404 }),
  });
  const runtimeError = result?.lhr.runtimeError;
  if (!result || runtimeError) {
    console.log(`  ${path}: Lighthouse could not measure it: ${runtimeError?.code} ${runtimeError?.message ?? ""}`);
    return null;
  }
  const { categories, audits, environment } = result.lhr;
  const score = (category: Category) => Math.round((categories[category]?.score ?? 0) * 100);
  const found = Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])) as Record<
    Category,
    number
  >;
  const benchmarkIndex = Math.round(environment.benchmarkIndex);
  const cls = Number(audits["cumulative-layout-shift"]?.numericValue ?? 0);
  const metrics = Object.entries(METRICS)
    .map(([id, label]) => `${label} ${audits[id]?.displayValue}`)
    .join(", ");
  console.log(
    `  ${path}: ${CATEGORIES.map((category) => found[category]).join(" / ")} ` +
      `(benchmark index ${benchmarkIndex}, CPU slowdown ${formatSlowdown(slowdown)}; ${metrics})`,
  );
  if (below(found, cls)) {
    const failed = Object.values(audits).filter(
      (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
    );
    if (failed.length) console.log(`    failing audits: ${failed.map((audit) => audit.id).join(", ")}`);
  }
  if (details) printDetails(audits);
  return { found, cls, benchmarkIndex, slowdown };
}

const formatSlowdown = (slowdown: number) => `${Number(slowdown.toFixed(1))}×`;

/** A run Lighthouse could not complete (it happens on a busy machine) is a failed measurement, not a score: try again. */
async function measured(path: string, slowdown: number): Promise<Run> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const found = await run(path, slowdown);
    if (found) return found;
  }
  const zero = Object.fromEntries(CATEGORIES.map((category) => [category, 0])) as Record<Category, number>;
  return { found: zero, cls: 1, benchmarkIndex: 0, slowdown };
}

/** Runs of a page under the bar, five in all: its median, not its best. */
const RUNS_OF_A_PAGE_UNDER_THE_BAR = 5;

/** A page under the bar is measured again, each run at the slowdown the index of the run before calls for. */
async function runsOf(path: string): Promise<Run[]> {
  let last = await measured(path, DEFAULT_SLOWDOWN);
  const runs = [last];
  if (!below(last.found, last.cls)) return runs;
  while (runs.length < RUNS_OF_A_PAGE_UNDER_THE_BAR) {
    last = await measured(path, calibratedSlowdown(last.benchmarkIndex || HIGH_END_DESKTOP_INDEX));
    runs.push(last);
  }
  return runs;
}

const rows: string[] = [];
let failing = false;
try {
  for (const path of PAGES) {
    const runs = await runsOf(path);
    const found = Object.fromEntries(
      CATEGORIES.map((category) => [category, median(runs.map((one) => one.found[category]))]),
    ) as Record<Category, number>;
    const cls = median(runs.map((one) => one.cls));
    failing ||= below(found, cls);
    const slowdowns = runs.map((one) => formatSlowdown(one.slowdown)).join(", ");
    rows.push(
      `| ${path} | ${CATEGORIES.map((category) => found[category]).join(" | ")} | ${cls.toFixed(3)} | ${slowdowns} | ${below(found, cls) ? "✗" : "✓"} |`,
    );
  }
} finally {
  await chrome.kill();
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  [
    "",
    "| Page | Performance | Accessibility | Best practices | SEO | CLS | CPU slowdown of each run | |",
    "|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
    `Bar: performance ≥ ${BAR.performance}, accessibility, best practices and SEO ${BAR.accessibility}, CLS ≤ ${CLS_BAR}.`,
  ].join("\n"),
);
process.exit(failing ? 1 : 0);
