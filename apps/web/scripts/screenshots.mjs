// Screenshots of pages at desktop and phone width, to look at before calling a page done.
// Usage: node apps/web/scripts/screenshots.mjs http://localhost:3000 / /booking /admin
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const out = process.env.SCREENSHOT_DIR ?? "screenshots";
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS],
});
const sizes = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
for (const path of paths.length ? paths : ["/"]) {
  for (const [name, viewport] of Object.entries(sizes)) {
    const page = await browser.newPage({ viewport });
    page.on("pageerror", (error) => console.error(`${path} (${name}): ${error.message}`));
    await page.goto(base + path, { waitUntil: "networkidle" });
    const file = `${out}/${path.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "home"}-${name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    // SEGMENT=1600 also writes the page in viewable slices of that height.
    const segment = Number(process.env.SEGMENT ?? 0);
    if (segment) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, i = 1; y < height; y += segment, i++) {
        const clip = { x: 0, y, width: viewport.width, height: Math.min(segment, height - y) };
        await page.screenshot({ path: file.replace(".png", `-${i}.png`), fullPage: true, clip });
      }
    }
    await page.close();
  }
}
await browser.close();
