// "Notifications on this phone" on the reminder settings page, at 390 px. Headless Chromium has no push service to
// subscribe with (its subscribe fails: "Registration failed"), so this drives the control's states as the browser
// gives them, the choices she saves, and the service worker's side: a push delivered to it through the DevTools
// protocol is shown with the site's own page to open. The server's encrypted delivery to a push service is
// apps/server/test/push/delivery.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, type Page, type Site, startSite, toast, toggle, verifyOnPage } from "./harness";

describe.skipIf(!hasChromium)("notifications on this phone", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  const control = (page: Page) => page.getByTestId("phone-notifications");
  const workerScript = (page: Page) =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/"))?.active?.scriptURL ?? null);
  const subscribed = (page: Page) =>
    page.evaluate(
      async () => !!(await (await navigator.serviceWorker.getRegistration("/"))?.pushManager.getSubscription()),
    );

  it("asks the browser only when she taps Turn on, says why it did not work, and saves her choices", async () => {
    const page = await site.page("phone");
    await page.context().grantPermissions(["notifications"], { origin: site.url });
    await page.goto("/reminder-settings");
    await verifyOnPage(site, page, "noa.push@example.com");
    await control(page).getByText("Off for this phone.").waitFor();
    // Nothing asked and no subscription until she taps (the service worker itself is there for every visitor).
    expect(await subscribed(page)).toBe(false);

    await control(page).getByRole("button", { name: "Turn on" }).click();
    await control(page)
      .getByRole("alert")
      .getByText("Notifications could not be turned on. Please try again.")
      .waitFor();
    expect(await workerScript(page)).toBe(`${site.url}/sw.js`);
    await expect(control(page).getAttribute("data-state")).resolves.toBe("off");

    await toggle(page.getByRole("switch", { name: "Today's workout, in the morning" }));
    await toggle(page.getByRole("switch", { name: "Carmen's comments on my workouts" }));
    await page.screenshot({ path: "/tmp/push-settings-phone-en.png", fullPage: true });
    await page.getByRole("button", { name: "Save Settings" }).click();
    await toast(page, "Settings Saved").waitFor();
    await page.reload();
    const checked = (name: string) => page.getByRole("switch", { name }).isChecked();
    await expect.poll(() => checked("Today's workout, in the morning")).toBe(true);
    await expect.poll(() => checked("Carmen's comments on my workouts")).toBe(true);
    await expect(checked("My session reminders")).resolves.toBe(false);
    // Session reminders reach her phone only while her reminders are on.
    await toggle(page.getByRole("switch", { name: "Send me reminders" }));
    await expect(page.getByRole("switch", { name: "My session reminders" }).isDisabled()).resolves.toBe(true);
    await page.context().close();
  });

  it("shows a push the worker receives, opening only the site's own pages", async () => {
    const page = await site.page("phone");
    await page.context().grantPermissions(["notifications"], { origin: site.url });
    await page.goto("/");
    const devtools = await page.context().newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    devtools.on("ServiceWorker.workerRegistrationUpdated", (event) => registrations.push(...event.registrations));
    await devtools.send("ServiceWorker.enable");
    await page.evaluate(async () => {
      await navigator.serviceWorker.register("/sw.js", { scope: "/" });
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => registrations.find((each) => each.scopeURL === `${site.url}/`)).toBeDefined();
    const registrationId = registrations.find((each) => each.scopeURL === `${site.url}/`)?.registrationId ?? "";
    const push = (message: object) =>
      devtools.send("ServiceWorker.deliverPushMessage", {
        origin: site.url,
        registrationId,
        data: JSON.stringify(message),
      });
    await push({ title: "Training reminder", body: "Session 1: Fri", url: "/my-bookings", tag: "session-reminder:1" });
    await push({ title: "Elsewhere", body: "A link away from the site", url: "https://example.com/", tag: "other" });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((each) => ({
          title: each.title,
          body: each.body,
          tag: each.tag,
          url: each.data?.url,
        })),
      );
    await expect.poll(async () => (await shown()).length).toBe(2);
    const byTag = async () => (await shown()).sort((a, b) => a.tag.localeCompare(b.tag));
    expect(await byTag()).toEqual([
      { title: "Elsewhere", body: "A link away from the site", tag: "other", url: site.url },
      { title: "Training reminder", body: "Session 1: Fri", tag: "session-reminder:1", url: `${site.url}/my-bookings` },
    ]);
    // The same notice again replaces the one shown.
    await push({ title: "Training reminder", body: "Session 1: Fri", url: "/my-bookings", tag: "session-reminder:1" });
    await expect.poll(async () => (await shown()).length).toBe(2);
    await page.context().close();
  });

  it("says when the browser blocks them, and when it cannot show them, in Spanish", async () => {
    const page = await site.page("phone", { locale: "es-US" });
    await page.goto("/es/reminder-settings");
    await verifyOnPage(site, page, "ines.push@example.com", "es");
    await control(page).getByText("Desactivadas en este teléfono.").waitFor();
    // Headless Chromium answers the permission prompt with "denied", as a person tapping Block would.
    await control(page).getByRole("button", { name: "Activar" }).click();
    await control(page).getByText("Tu navegador las bloquea.", { exact: false }).waitFor();
    await expect(control(page).getByRole("button").count()).resolves.toBe(0);
    await page.screenshot({ path: "/tmp/push-settings-phone-es.png", fullPage: true });
    await page.context().close();

    const noPush = await site.page("phone");
    // A browser without the Push API (an iPhone's Safari outside the Home Screen).
    await noPush.context().addInitScript(() => {
      Reflect.deleteProperty(window, "PushManager");
    });
    await noPush.goto("/reminder-settings");
    await verifyOnPage(site, noPush, "ona.push@example.com");
    await control(noPush).getByText("This browser can't show notifications.", { exact: false }).waitFor();
    await noPush.context().close();
  });
});
