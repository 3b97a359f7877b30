import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, type Site, startSite } from "./harness";

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
    for (const name of [...MENU, "My Sessions"]) {
      await expect(main.getByRole("link", { name, exact: true }).isVisible()).resolves.toBe(true);
    }
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
