// Screenshots of the paged admin lists, signed in, at desktop and phone width (not committed).
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";

const [base, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
const sizes = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
for (const [name, viewport] of Object.entries(sizes)) {
  const context = await browser.newContext({ viewport, baseURL: base });
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`${name}: ${error.message}`));
  await page.goto("/admin");
  await page.getByLabel("Username").fill("coach");
  await page.getByLabel(/^Password/).fill("bench-password-0123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByRole("heading", { name: "Admin Panel" }).waitFor();
  for (const path of paths) {
    const [address, action] = path.split("#");
    await page.goto(address, { waitUntil: "networkidle" });
    if (action) await page.getByRole("tab", { name: action }).click();
    if (action === "Discount Codes") {
      await page.getByRole("button", { name: "Who used it" }).nth(1).click();
      await page.getByRole("dialog").waitFor();
      await page.waitForTimeout(1500);
    }
    await page.waitForTimeout(800);
    if (process.env.BOTTOM === "1")
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(200);
    const file = `/tmp/shots/${(address + (action ?? "")).replace(/\W+/g, "_").replace(/^_|_$/g, "")}-${name}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === "1" });
    console.log(file);
  }
  await context.close();
}
await browser.close();
