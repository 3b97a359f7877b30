import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, ADMIN_USER, hasChromium, type Site, startSite } from "./harness";

describe.skipIf(!hasChromium)("admin sign-in screen", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  it("asks for both fields, refuses a wrong pair, signs in, survives a reload and logs out", async () => {
    const page = await site.page();
    await page.goto("/admin");
    // The sign-in is the page's one main landmark, with nothing outside a landmark.
    await page.getByRole("main").getByRole("heading", { name: "Admin Access" }).waitFor();
    await expect(page.getByRole("main").count()).resolves.toBe(1);
    const outside = await page.evaluate(
      () =>
        [...document.body.querySelectorAll("h1, p, form")].filter(
          (element) => !element.closest("main, header, footer, nav"),
        ).length,
    );
    expect(outside).toBe(0);

    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Username is required").waitFor();
    await page.getByText("Password is required").waitFor();

    await page.getByLabel("Username").fill(ADMIN_USER);
    await page.getByLabel(/^Password/).fill("not the password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("alert").filter({ hasText: "Invalid username or password" }).waitFor();

    await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("heading", { name: "Admin Panel" }).waitFor();
    await expect(page.getByRole("tab", { name: "Bookings Management" }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("tab", { name: "Session Management" }).isVisible()).resolves.toBe(true);

    await page.reload();
    await page.getByRole("heading", { name: "Admin Panel" }).waitFor();

    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("heading", { name: "Admin Access" }).waitFor();
    await page.reload();
    await page.getByRole("heading", { name: "Admin Access" }).waitFor();
    await page.context().close();
  });

  it("ships no credential in the browser bundle", () => {
    const assets = join(import.meta.dirname, "../dist/assets");
    for (const file of readdirSync(assets).filter((name) => name.endsWith(".js"))) {
      const code = readFileSync(join(assets, file), "utf8");
      expect(code).not.toContain(ADMIN_PASSWORD);
      expect(code).not.toMatch(/ADMIN_PASSWORD|argon2/);
    }
  });
});
