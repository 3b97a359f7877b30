import { packageSessions, timeSlots } from "@studio/db";
import { ADMIN_PASSWORD, ADMIN_USER } from "@studio/server/testing";
import { mondayOf } from "@studio/validators/studio-time";
import dayjs from "dayjs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookPackage, hasChromium, type Site, startSite, toast, verifyOnPage } from "./harness";

describe.skipIf(!hasChromium)("the waiting list, on a phone", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  /** The trainer changes an hour's places, as her calendar does. */
  async function setPlaces(date: string, time: string, maxCapacity: number) {
    const login = await fetch(`${site.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: ADMIN_USER, password: ADMIN_PASSWORD }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    const changed = await fetch(`${site.url}/trpc/admin.sessions.setCapacity`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, "x-requested-with": "fetch" },
      body: JSON.stringify({ date, time, sessionType: "gym", maxCapacity }),
    });
    expect(changed.status).toBe(200);
  }

  it("she joins the line of a full hour, is booked when a place opens, and sees her balance change", async () => {
    // Wednesday of next week at 7:00 AM: always more than 24 hours away, one "Later →" from this week.
    const date = dayjs(mondayOf(dayjs().format("YYYY-MM-DD")))
      .add(9, "day")
      .format("YYYY-MM-DD");
    const time = "07:00";
    await setPlaces(date, time, 0);
    const email = "wendy@example.com";
    const booking = await bookPackage(site, { packageId: 6, clientName: "Wendy", clientEmail: email });

    const page = await site.page("phone");
    await page.goto("/my-bookings");
    await verifyOnPage(site, page, email);
    const pack = page.getByRole("article", { name: "12 Gym Sessions" });
    await pack.getByText("12 of 12 to train").waitFor();
    await pack.getByText("12 to train · 0 booked · 12 to book").waitFor();

    await page.getByTestId("session-row").first().getByRole("button", { name: "Schedule" }).click();
    const dialog = page.getByRole("dialog");
    const label = `${dayjs(date).format("dddd, MMM D")} at 7:00 AM, full: join the waiting list`;
    const full = dialog.getByRole("button", { name: label });
    // The picker opens on this week, or on next week when nothing is left this week.
    await dialog
      .getByRole("button", { name: /places? left|join the waiting list/ })
      .first()
      .waitFor();
    if (!(await full.isVisible())) await dialog.getByRole("button", { name: "Later →" }).click();
    await full.click();
    const autoBook = dialog.getByLabel("Book me automatically if a place opens");
    // Drawn as a checkbox, not as a bare check mark the size of the panel (its styles are loaded with it).
    const box = await dialog.locator(".mantine-Checkbox-inner").boundingBox();
    expect(box?.width).toBeLessThan(40);
    expect(box?.height).toBeLessThan(40);
    await autoBook.check();
    await dialog.getByRole("button", { name: "Join waiting list" }).click();
    await toast(page, "You are on the waiting list").filter({ hasText: "1st in line" }).waitFor();
    const line = page.getByRole("region", { name: "Waiting lists" });
    await line.getByText("1st in line").waitFor();

    // In the picker of her next session, the hour she waits for is said so, not offered again as "Full · wait".
    await page.getByTestId("session-row").nth(1).getByRole("button", { name: "Schedule" }).click();
    const next = page.getByRole("dialog");
    const inLine = next.getByRole("button", {
      name: `${dayjs(date).format("dddd, MMM D")} at 7:00 AM: you are on its waiting list`,
    });
    await next
      .getByRole("button", { name: /places? left|waiting list/ })
      .first()
      .waitFor();
    if (!(await inLine.isVisible())) await next.getByRole("button", { name: "Later →" }).click();
    await expect(inLine.isDisabled()).resolves.toBe(true);
    await expect(inLine.textContent()).resolves.toContain("In line");
    await page.keyboard.press("Escape");
    await next.waitFor({ state: "hidden" });

    // The trainer opens a place: the first in line is booked from her pack.
    await setPlaces(date, time, 1);
    await expect
      .poll(
        async () =>
          (await site.db.select().from(packageSessions).where(eq(packageSessions.bookingId, booking.id))).filter(
            (session) => session.status === "scheduled",
          ).length,
        { timeout: 20_000 },
      )
      .toBe(1);
    await page.reload();
    await page.waitForSelector("html[data-app-ready]", { state: "attached" });
    await pack.getByText("12 of 12 to train").waitFor();
    await pack.getByText("12 to train · 1 booked · 11 to book").waitFor();
    await pack.getByText(/^Next: session 1,/).waitFor();
    expect(await line.count()).toBe(0);
    const [slot] = await site.db.select().from(timeSlots).where(eq(timeSlots.date, date));
    expect(slot?.bookedCount).toBe(1);
    await page.context().close();
  });
});
