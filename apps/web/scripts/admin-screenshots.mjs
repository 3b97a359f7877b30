// Screenshots of the back office, signed in as the trainer, at desktop and phone width.
// Usage: ADMIN_USERNAME=coach ADMIN_PASSWORD=... node apps/web/scripts/admin-screenshots.mjs http://localhost:3000 /admin /admin/catalogue
// OPEN_MENU=1 also photographs the phone's menu opened; CLICK="New Package" photographs after pressing that button.
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const out = process.env.SCREENSHOT_DIR ?? "screenshots";
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
const sizes = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
for (const [name, viewport] of Object.entries(sizes)) {
  const context = await browser.newContext({ viewport, baseURL: base });
  const signIn = await context.request.post("/api/admin/login", {
    data: { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD },
    headers: { "x-requested-with": "fetch" },
  });
  if (!signIn.ok()) throw new Error(`Sign-in failed: ${signIn.status()} ${await signIn.text()}`);
  for (const path of paths.length ? paths : ["/admin"]) {
    const page = await context.newPage();
    page.on("pageerror", (error) => console.error(`${path} (${name}): ${error.message}`));
    await page.goto(path, { waitUntil: "networkidle" });
    const file = (suffix = "") =>
      `${out}/${path.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "home"}${suffix}-${name}.png`;
    await page.screenshot({ path: file(), fullPage: !process.env.VIEWPORT_ONLY });
    console.log(file());
    if (process.env.OPEN_MENU && name === "phone") {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: file("-menu") });
      console.log(file("-menu"));
      await page.getByRole("button", { name: "Close menu" }).click();
    }
    if (process.env.CLICK) {
      await page.getByRole("button", { name: process.env.CLICK, exact: true }).first().click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: file("-clicked"), fullPage: true });
      console.log(file("-clicked"));
    }
    await page.close();
  }
  await context.close();
}
await browser.close();
