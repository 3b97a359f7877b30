import { readFile } from "node:fs/promises";
import { emailOutbox, packageSessions, timeSlots } from "@studio/db";
import { desc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, type Site, startSite, toast, verifyOnPage } from "./harness";

describe.skipIf(!hasChromium)("client scheduling", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  it("a client schedules, reschedules and cancels a session of her package", async () => {
    const email = "nina@example.com";
    const post = (path: string, body: unknown) =>
      fetch(site.url + path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ id: number }>);
    const booking = await post("/api/bookings", {
      packageId: 6,
      clientName: "Nina",
      clientEmail: email,
      phone: "3055550100",
    });
    await post("/api/create-payment-intent", { bookingId: booking.id });

    const page = await site.page("phone");
    await page.goto("/my-bookings");
    await verifyOnPage(site, page, email);
    await page.getByRole("article", { name: "12 Gym Sessions" }).waitFor();

    const firstRow = page.getByTestId("session-row").first();
    await firstRow.getByRole("button", { name: "Schedule" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Times in Miami (Eastern Time)").waitFor();
    // A later week always has plenty of free places, whatever day the test runs.
    await dialog
      .getByRole("button", { name: /places? left$/ })
      .first()
      .waitFor({ state: "attached" })
      .catch(() => {});
    await dialog.getByRole("button", { name: "Later →" }).click();
    const times = dialog.getByRole("button", { name: /places? left$/ });
    await expect.poll(() => times.count()).toBeGreaterThan(20);
    await times.nth(2).click();
    await toast(page, "Session booked").waitFor();
    await firstRow.getByText("scheduled").waitFor();
    const [session] = await site.db
      .select()
      .from(packageSessions)
      .where(eq(packageSessions.bookingId, booking.id))
      .orderBy(packageSessions.sessionNumber);
    expect(session?.status).toBe("scheduled");
    const firstSlot = session?.timeSlotId ?? 0;

    // "Add to calendar" downloads an .ics that a calendar imports at the right UTC instant.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      firstRow.getByRole("link", { name: "Add session 1 to your calendar" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("training-session-1.ics");
    const file = await readFile((await download.path()) ?? "", "utf8");
    const calendar = new ICAL.Component(ICAL.parse(file));
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
    expect(event.startDate.isDate).toBe(false);
    expect(event.startDate.zone.tzid).toBe("UTC");
    expect(event.startDate.toJSDate().toISOString()).toBe(session?.startsAt?.toISOString());
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(60 * 60 * 1000);
    expect(event.location).toContain("Brickell");

    await firstRow.getByRole("button", { name: "Reschedule" }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /places? left$/ })
      .nth(5)
      .click();
    await toast(page, "Session booked").waitFor();
    await expect
      .poll(async () => (await site.db.select().from(timeSlots).where(eq(timeSlots.id, firstSlot)))[0]?.bookedCount)
      .toBe(0);

    await firstRow.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel Session" }).click();
    await toast(page, "Session cancelled").filter({ hasText: "back in your package" }).waitFor();
    await firstRow.getByText("Not scheduled yet").waitFor();
    await expect
      .poll(
        async () =>
          (
            await site.db
              .select()
              .from(packageSessions)
              .where(eq(packageSessions.id, session?.id ?? 0))
          )[0]?.status,
      )
      .toBe("pending");

    const invites = await site.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email))
      .orderBy(desc(emailOutbox.id));
    expect(invites.filter((m) => m.template.startsWith("session-")).map((m) => m.template)).toEqual([
      "session-cancelled",
      "session-rescheduled",
      "session-scheduled",
    ]);
    expect(invites[0]?.attachments?.[0]?.content).toContain("METHOD:CANCEL");
    await page.context().close();
  });
});
