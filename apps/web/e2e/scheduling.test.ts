import { emailOutbox, packageSessions, timeSlots } from "@studio/db";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, type Page, type Site, startSite, verifyOnPage } from "./harness";

describe.skipIf(!hasChromium)("client scheduling", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  const toast = (page: Page, title: string) =>
    page.locator(".mantine-Notification-root").filter({ hasText: title }).last();

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
