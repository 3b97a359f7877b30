import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, type Site, startSite, toast, toggle, verifyOnPage } from "./harness";

describe.skipIf(!hasChromium)("reminder settings", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  it("round-trips the settings and disables the selectors when off", async () => {
    const email = "rhea@example.com";
    const page = await site.page("phone");
    await page.goto("/reminder-settings");
    await verifyOnPage(site, page, email);
    await page.getByLabel("Remind me").waitFor();
    await expect(page.getByLabel("Remind me").inputValue()).resolves.toBe("24");

    await page.getByLabel("Remind me").selectOption("2");
    await page.getByLabel("Reminder type").selectOption("both");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await toast(page, "Settings Saved").waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel("Remind me").inputValue()).toBe("2");
    await expect.poll(() => page.getByLabel("Reminder type").inputValue()).toBe("both");

    await toggle(page.getByRole("switch", { name: "Send me reminders" }));
    await expect(page.getByLabel("Remind me").isDisabled()).resolves.toBe(true);
    await expect(page.getByLabel("Reminder type").isDisabled()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Send Test Reminder" }).isDisabled()).resolves.toBe(true);
    await page.getByText("No upcoming sessions. Schedule them from My Sessions.").waitFor();
    await page.context().close();
  });
});
