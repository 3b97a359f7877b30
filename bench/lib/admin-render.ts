// The trainer's pages in headless Chromium, signed in through the sign-in form, each opened `rounds` times at
// every width beside the public home page (the baseline of the same rounds).
import { type BrowserContext, chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../apps/web/scripts/chromium.mjs";
import { ADMIN_PAGES, type AdminPage, WIDTHS } from "./admin-pages";
import { measureRender, type RenderFigure } from "./render";

export interface WidthFigures {
  width: (typeof WIDTHS)[number]["label"];
  home: RenderFigure[];
  pages: { page: AdminPage; runs: RenderFigure[] }[];
}

export async function measureAdminPages(
  url: string,
  credentials: { username: string; password: string },
  rounds: number,
  /** A folder for a picture of each page as its first data is shown (first round), to see what was measured. */
  screens?: string,
  only: readonly AdminPage[] = ADMIN_PAGES,
): Promise<WidthFigures[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  try {
    const figures: WidthFigures[] = [];
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: width.viewport, baseURL: url });
      await signIn(context, credentials);
      const home: RenderFigure[] = [];
      const pages = only.map((page) => ({ page, runs: [] as RenderFigure[] }));
      // Each round opens the home page and then every admin page, so a change in the machine's load moves all.
      for (let round = 0; round < rounds; round++) {
        home.push(await measureRender(context, "/", "app"));
        for (const [at, { page, runs }] of pages.entries()) {
          const shot = screens && round === 0 ? `${screens}/render-${width.viewport.width}-${at}.png` : undefined;
          runs.push(await measureRender(context, page.path, "admin", shot));
        }
      }
      figures.push({ width: width.label, home, pages });
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/** Signs the context in as the trainer, through the sign-in form. */
async function signIn(context: BrowserContext, { username, password }: { username: string; password: string }) {
  const page = await context.newPage();
  await page.goto("/admin");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  // The shell's own button: the navigation itself is behind the menu on a phone.
  await page.getByRole("button", { name: "Logout" }).waitFor();
  await page.close();
}
