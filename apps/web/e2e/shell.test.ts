import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, type Site, startSite } from "./harness";

const SHOTS = "/tmp/shots/shell";

const MENU = [
  "About",
  "Services",
  "Testimonials",
  "Blog",
  "Mood Tracker",
  "Reminders",
  "Recipes",
  "Contact",
  "Book Now",
];

describe.skipIf(!hasChromium)("site shell", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  it("shows the header, hero and footer on the home page", async () => {
    const page = await site.page();
    await page.goto("/");
    await expect(page.title()).resolves.toMatch(/Personal Training for Women Over 40/);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toMatch(/women over 40/i);

    const header = page.getByRole("banner");
    const main = header.getByRole("navigation", { name: "Main" });
    for (const name of [...MENU, "My Sessions", "My Training"]) {
      await expect(main.getByRole("link", { name, exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(main.getByRole("link", { name: "My Training" }).getAttribute("href")).resolves.toBe("/training");
    await expect(
      page.getByRole("heading", { level: 1, name: "Premium Personal Training Tailored for Women Over 40" }).isVisible(),
    ).resolves.toBe(true);

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(`© ${new Date().getFullYear()}`).isVisible()).resolves.toBe(true);
    await expect(footer.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).resolves.toBe("/privacy");
    await expect(footer.getByRole("link", { name: "Terms of Service" }).getAttribute("href")).resolves.toBe("/terms");
    for (const name of ["About", "Services", "Testimonials", "Blog", "Book Now", "Contact"]) {
      await expect(footer.getByRole("link", { name, exact: true }).count()).resolves.toBe(1);
    }
    // The client's pages are one tap away on a phone too, where the menu leaves My Sessions out.
    const clientArea = footer.getByRole("navigation", { name: "Client area" });
    await expect(clientArea.getByRole("link", { name: "My Sessions" }).getAttribute("href")).resolves.toBe(
      "/my-bookings",
    );
    await expect(clientArea.getByRole("link", { name: "My Programs" }).getAttribute("href")).resolves.toBe(
      "/workout-access",
    );
    await page.context().close();
  });

  it("fits the desktop header beside the brand, My Training after My Sessions, in both languages", async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const [language, path, sessions, training] of [
      ["en", "/", "My Sessions", "My Training"],
      ["es", "/es", "Mis sesiones", "Mi entrenamiento"],
    ] as const) {
      const page = await site.page("desktop", { locale: language === "es" ? "es-US" : "en-US" });
      // The narrowest width that shows the header's links rather than the menu.
      await page.setViewportSize({ width: 1200, height: 800 });
      await page.goto(path);
      // The fallback's wider words may run into the padding until the site's own fonts have come, which on a busy
      // machine takes longer than a poll waits (and document.fonts.ready does not wait for a font not yet asked for).
      await page.waitForFunction(
        () => document.fonts.check('16px "Inter Variable"') && document.fonts.check('16px "Fraunces Variable"'),
      );
      const main = page.getByRole("banner").getByRole("navigation").first();
      const names = await main.getByRole("link").allTextContents();
      expect(names.indexOf(training)).toBe(names.indexOf(sessions) + 1);
      await expect(main.getByRole("link", { name: training }).getAttribute("href")).resolves.toBe(
        language === "es" ? "/es/training" : "/training",
      );
      // Nothing runs past the bar's padding, and the brand keeps its name and tag on a line each.
      const fit = () =>
        page.evaluate(() => {
          const nav = document.querySelector("header nav[aria-label]") as HTMLElement;
          const bar = nav.parentElement as HTMLElement;
          const brand = bar.querySelector("a") as HTMLElement;
          const padding = Number.parseFloat(getComputedStyle(bar).paddingRight);
          return {
            over: Math.round(nav.getBoundingClientRect().right - (bar.getBoundingClientRect().right - padding)),
            gap: Math.round(nav.getBoundingClientRect().left - brand.getBoundingClientRect().right),
            brandLines: [...brand.children].map((line) =>
              Math.round(line.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(line).lineHeight)),
            ),
          };
        });
      await expect
        .poll(async () => {
          const { over, gap, brandLines } = await fit();
          return { fits: over <= 0, gap: gap >= 16, brandLines };
        })
        .toEqual({ fits: true, gap: true, brandLines: [1, 1] });
      for (const width of [1200, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.screenshot({
          path: `${SHOTS}/header-${width}-${language}.png`,
          clip: { x: 0, y: 0, width, height: 90 },
        });
      }
      // A phone's menu: the same links, her training beside My Sessions.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole("button", { name: language === "es" ? "Abrir el menú" : "Open menu" }).click();
      const menu = page.getByRole("navigation", { name: language === "es" ? "Menú móvil" : "Mobile" });
      const items = await menu.getByRole("link").allTextContents();
      expect(items.indexOf(training)).toBe(items.indexOf(sessions) + 1);
      await page.screenshot({ path: `${SHOTS}/header-menu-390-${language}.png`, animations: "disabled" });
      await page.context().close();
    }
  });

  it("shows the 404 page for any unknown path", async () => {
    const page = await site.page();
    await page.goto("/no/such/page");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await expect(page.getByText("Did you forget to add the page to the router?").isVisible()).resolves.toBe(true);
    await expect(page.title()).resolves.toMatch(/404 Page Not Found/);
    await page.getByRole("link", { name: "Back to Home" }).click();
    await page.waitForURL(`${site.url}/`);
    await page.context().close();
  });

  it("toggles the phone menu, My Sessions in it, and closes on a choice", async () => {
    const page = await site.page("phone");
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(false);

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.waitFor();
    for (const name of MENU) {
      await expect(menu.getByRole("link", { name, exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(menu.getByRole("link", { name: "My Sessions" }).isVisible()).resolves.toBe(true);

    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu.count()).resolves.toBe(0);

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Blog" }).click();
    await page.waitForURL(`${site.url}/blog`);
    await expect(page.getByRole("navigation", { name: "Mobile" }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it("draws a visible ring around whatever the keyboard reaches, form fields included", async () => {
    const page = await site.page();
    const ringOfFocused = () =>
      page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const style = getComputedStyle(focused);
        return { what: focused.outerHTML.slice(0, 80), style: style.outlineStyle, width: style.outlineWidth };
      });
    await page.goto("/contact");
    // The form is drawn once its place nears the screen (after the app has started): tab through it once it is there.
    await page.getByRole("form", { name: "Contact form" }).waitFor();
    const rings = [];
    for (let tab = 0; tab < 24; tab++) {
      await page.keyboard.press("Tab");
      rings.push(await ringOfFocused());
    }
    // WCAG 2.2 focus appearance: a solid ring at least 2 px thick on every stop, the form's fields among them.
    expect(rings.filter((ring) => ring.style !== "solid" || Number.parseFloat(ring.width) < 2)).toEqual([]);
    expect(rings.some((ring) => ring.what.startsWith("<input"))).toBe(true);
    expect(rings.some((ring) => ring.what.startsWith("<textarea"))).toBe(true);
    await page.context().close();
  });

  it("loads no admin code on the home page", async () => {
    const page = await site.page();
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.url());
    });
    await page.goto("/", { waitUntil: "networkidle" });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((url) => /admin/i.test(url))).toBe(false);
    await page.context().close();
  });

  it("keeps the ids the server drew on a form's fields once the page comes to life", async () => {
    // A label, its field and its description find each other by id: rewriting them after hydration re-renders every
    // field of the page in one long task (see patches/README.md, @mantine/hooks).
    const page = await site.page("phone");
    await page.addInitScript(() => {
      const changed: string[] = [];
      Object.assign(window, { changedIds: changed });
      new MutationObserver((mutations) => {
        for (const mutation of mutations)
          changed.push(`${(mutation.target as Element).tagName}/${mutation.attributeName}`);
      }).observe(document, { subtree: true, attributeFilter: ["id", "for", "aria-describedby"] });
    });
    await page.goto("/recipes/create");
    const ids = () =>
      page.locator("label[for]").evaluateAll((labels) => labels.map((label) => label.getAttribute("for")));
    const drawn = await ids();
    expect(drawn.length).toBeGreaterThan(5);
    await page.getByRole("textbox", { name: "Title" }).fill("Green smoothie");
    await expect(ids()).resolves.toEqual(drawn);
    await expect(page.evaluate(() => (window as unknown as { changedIds: string[] }).changedIds)).resolves.toEqual([]);
    await page.context().close();
  });
});
