// The trainer sets, on her phone, when her day's agenda is e-mailed, turns it off and back on, and finds her own
// calendar's subscribe link beside it.
import { daySettings } from "@studio/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, type Site, signInAsTrainer, startSite, toast, toggle } from "./harness";

describe.skipIf(!hasChromium)("her morning agenda", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  const savedMinute = async () => (await site.db.select().from(daySettings))[0]?.agendaMinute;

  it("on her phone she moves it to 5:30 AM, turns it off and on again, and it keeps her time", async () => {
    const admin = await site.page("phone");
    await signInAsTrainer(admin, "/admin/hours");
    const card = admin.getByRole("region", { name: "Morning agenda" });
    const on = card.getByRole("switch", { name: "E-mail me my day's agenda" });
    const time = card.getByLabel("Every day at");
    const save = card.getByRole("button", { name: "Save agenda time" });
    await expect.poll(() => time.inputValue()).toBe("06:00");
    expect(await on.isChecked()).toBe(true);

    await time.fill("05:30");
    await save.click();
    await toast(admin, "Morning agenda saved").filter({ hasText: "at 5:30 AM, Miami time" }).waitFor();
    expect(await savedMinute()).toBe(330);

    await toggle(on);
    expect(await time.isDisabled()).toBe(true);
    await save.click();
    await toast(admin, "Morning agenda saved").filter({ hasText: "will not be e-mailed" }).waitFor();
    expect(await savedMinute()).toBe(null);

    await toggle(on);
    expect(await time.inputValue()).toBe("05:30");
    await save.click();
    await expect.poll(savedMinute).toBe(330);

    // Her calendar's link is beside it, and nothing on the page is wider than the phone.
    const calendar = admin.getByRole("region", { name: "Your calendar" });
    const subscribe = calendar.getByRole("link", { name: "Subscribe (Apple, Outlook)" });
    expect(await subscribe.getAttribute("href")).toMatch(/^webcal:\/\/.+\/api\/calendar\/trainer\/[\w-]{43}\.ics$/);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
