// How long the browser's main thread is blocked while a page draws its first data: Chromium's long tasks (50 ms
// or more), observed from before the page's first script, read once the page shows what it was opened for.
import type { BrowserContext, Page } from "playwright-core";

/** A long task as the page saw it: when it began (ms after the navigation started) and how long it ran. */
interface Task {
  start: number;
  duration: number;
}

export interface RenderFigure {
  /** The longest task from the navigation to the first data shown. */
  longestMs: number;
  /** The time over 50 ms of every task in that span (Lighthouse's total blocking time, from the navigation). */
  blockingMs: number;
  /** The longest task until the page has settled (work deferred past the first data, such as charts). */
  settledLongestMs: number;
  /** When the first data was shown, ms after the navigation started. */
  readyMs: number;
}

// Installed before any script of the page runs; `buffered` also delivers tasks that ended before it was observed.
const OBSERVE_LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
`;

/**
 * When the page shows what it was opened for. An admin page: its content under the heading is drawn and no
 * loader is left in it, so every query the page asks for at once has been answered and drawn. Any other page: the
 * app has taken over the server's HTML (data-app-ready).
 */
export type Ready = "admin" | "app";

// Run in the page, checked at every frame: the time it first holds. Text, not a function: the bench is typed for
// Node, not the DOM; and evaluated as it stands (the site's CSP forbids eval, which a polled predicate would need).
const SHOWN: Record<Ready, string> = {
  app: `document.documentElement.hasAttribute("data-app-ready")`,
  admin: `(() => {
    const main = document.querySelector("main");
    if (!main || main.querySelector(".mantine-Loader-root")) return false;
    const heading = main.querySelector("h1")?.textContent ?? "";
    return (main.textContent ?? "").replace(heading, "").trim() !== "";
  })()`,
};
const TIMEOUT_MS = 30_000;
const whenShown = (ready: Ready) => `new Promise((resolve) => {
  const check = () => (${SHOWN[ready]} ? resolve(performance.now()) : requestAnimationFrame(check));
  setTimeout(() => resolve(0), ${TIMEOUT_MS});
  check();
})`;

/** Opens `url` in a new tab of `context` and measures its long tasks; the tab is closed after. */
export async function measureRender(
  context: BrowserContext,
  url: string,
  ready: Ready,
  /** Where to save a picture of the page as its first data is shown, to see what was measured. */
  screenshot?: string,
  /** How long after the first data to keep watching for deferred work. */
  settleMs = 1500,
): Promise<RenderFigure> {
  const page = await context.newPage();
  try {
    await page.addInitScript(OBSERVE_LONG_TASKS);
    await page.goto(url, { waitUntil: "commit" });
    const readyMs = await page.evaluate<number>(whenShown(ready));
    if (!readyMs) throw new Error(`${url} showed no data in ${TIMEOUT_MS / 1000} s`);
    if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
    await page.waitForTimeout(settleMs);
    const tasks = await longTasks(page);
    const before = tasks.filter((task) => task.start < readyMs);
    return {
      longestMs: Math.max(0, ...before.map((task) => task.duration)),
      blockingMs: before.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      settledLongestMs: Math.max(0, ...tasks.map((task) => task.duration)),
      readyMs,
    };
  } finally {
    await page.close();
  }
}

const longTasks = (page: Page) => page.evaluate<Task[]>("window.__longTasks");
