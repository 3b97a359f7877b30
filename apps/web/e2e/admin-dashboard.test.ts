import { bookings, packageSessions, packages, testimonials } from "@studio/db";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, ADMIN_USER, hasChromium, type Page, type Site, startSite, toast } from "./harness";

describe.skipIf(!hasChromium)("admin dashboard", () => {
  let site: Site;
  let page: Page;
  beforeAll(async () => {
    site = await startSite();
    const post = (path: string, body: unknown) =>
      fetch(site.url + path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ id: number }>);
    for (const [packageId, email, pay] of [
      [1, "paid.one@example.com", true],
      [6, "paid.two@example.com", true],
      [2, "cash.client@example.com", false],
      [4, "delete.me@example.com", false],
    ] as const) {
      const created = await post("/api/bookings", {
        packageId,
        clientName: email.split("@")[0],
        clientEmail: email,
        phone: "3055550100",
      });
      if (pay) await post("/api/create-payment-intent", { bookingId: created.id });
    }
    page = await site.page();
    await page.goto("/admin");
    await page.getByLabel("Username").fill(ADMIN_USER);
    await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("heading", { name: "Admin Panel" }).waitFor();
  });
  afterAll(() => site?.close());

  const booking = (id: number) => page.getByRole("article", { name: `Booking #${id}` });
  const idOf = async (email: string) =>
    (await site.db.select().from(bookings).where(eq(bookings.clientEmail, email)))[0]?.id ?? 0;

  it("shows revenue that matches the database", async () => {
    const paid = await site.db
      .select({ price: packages.price })
      .from(bookings)
      .innerJoin(packages, eq(packages.id, bookings.packageId))
      .where(eq(bookings.paymentStatus, "paid"));
    const revenue = paid.reduce((sum, row) => sum + Number(row.price), 0);
    await expect(page.getByTestId("revenue").textContent()).resolves.toBe(`$${revenue.toLocaleString("en-US")}`);
    await expect(page.getByTestId("paid-bookings").textContent()).resolves.toBe(String(paid.length));
  });

  it("filters, searches, marks paid, cancels and deletes", async () => {
    await page.getByRole("tab", { name: "All Bookings" }).click();
    await page.getByLabel("Status").selectOption("pending");
    await expect.poll(() => page.getByRole("article", { name: /^Booking #/ }).count()).toBe(2);
    await page.getByLabel("Search").fill("nobody-like-this");
    await page.getByText("No bookings found matching your filters.").waitFor();
    await page.getByLabel("Search").fill("cash.client");

    const cash = await idOf("cash.client@example.com");
    await booking(cash).getByRole("button", { name: "Mark as Paid" }).click();
    await page.getByText("No bookings found matching your filters.").waitFor();
    expect((await site.db.select().from(bookings).where(eq(bookings.id, cash)))[0]).toMatchObject({
      paymentStatus: "paid",
      paymentMethod: "manual",
    });

    await page.getByLabel("Status").selectOption("paid");
    await booking(cash).getByRole("button", { name: "Cancel Booking" }).click();
    await page.getByText("No bookings found matching your filters.").waitFor();
    expect((await site.db.select().from(bookings).where(eq(bookings.id, cash)))[0]?.paymentStatus).toBe("cancelled");

    await page.getByLabel("Status").selectOption("all");
    await page.getByLabel("Search").fill("delete.me");
    const doomed = await idOf("delete.me@example.com");
    await booking(doomed).getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog");
    await dialog
      .getByText(`Are you sure you want to delete booking #${doomed}? This action cannot be undone.`)
      .waitFor();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("No bookings found matching your filters.").waitFor();
    expect(await site.db.select().from(bookings).where(eq(bookings.id, doomed))).toHaveLength(0);
  });

  it("changes a session's status", async () => {
    const owner = await idOf("paid.one@example.com");
    const [session] = await site.db.select().from(packageSessions).where(eq(packageSessions.bookingId, owner));
    await page.getByRole("tab", { name: "Session Management" }).click();
    const card = page.getByRole("article", { name: "Session 1 of paid.one" });
    await card.getByText("Not scheduled").waitFor();
    await card.getByLabel("Update status").selectOption("completed");
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
      .toBe("completed");
    // The card refreshes after the change: then only the other statuses are offered.
    await expect
      .poll(() => card.getByLabel("Update status").locator("option").allTextContents())
      .toEqual(["Choose a new status", "scheduled", "cancelled", "postponed"]);
    // A completed session is not offered a time.
    await expect(card.getByRole("button", { name: "Schedule for client" }).count()).resolves.toBe(0);
  });

  it("schedules a session for a client", async () => {
    const owner = await idOf("paid.two@example.com");
    const [session] = await site.db
      .select()
      .from(packageSessions)
      .where(eq(packageSessions.bookingId, owner))
      .orderBy(packageSessions.sessionNumber);
    // Next week's Tuesday: a bookable day, more than 12 hours and less than 8 weeks away.
    const day = new Date();
    day.setUTCDate(day.getUTCDate() + 7 + ((9 - day.getUTCDay()) % 7));
    const date = day.toISOString().slice(0, 10);
    const card = page.getByRole("article", { name: "Session 1 of paid.two" });
    await card.getByRole("button", { name: "Schedule for client" }).click();
    await card.getByLabel("Date", { exact: true }).fill(date);
    // SPEC writes times in 12-hour form everywhere: the picker too, with the hours open that day.
    const times = await card.getByLabel("Time (Miami)").locator("option").allTextContents();
    expect(times).toEqual(expect.arrayContaining(["6:00 AM", "8:00 AM", "4:00 PM", "8:00 PM"]));
    expect(times.filter((label) => /^\d{2}:\d{2}$/.test(label))).toEqual([]);
    await card.getByLabel("Time (Miami)").selectOption("08:00");
    await card.getByRole("button", { name: "Save time" }).click();
    await toast(page, "Session updated").waitFor();
    await expect
      .poll(
        async () =>
          (
            await site.db
              .select()
              .from(packageSessions)
              .where(eq(packageSessions.id, session?.id ?? 0))
          )[0],
      )
      .toMatchObject({ status: "scheduled", date, time: "08:00" });
  });

  it("adds a testimonial with a photo, edits it and deletes it", async () => {
    await page.getByRole("tab", { name: "Testimonials" }).click();
    await page.getByRole("button", { name: "Add Testimonial" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Age").inputValue()).resolves.toBe("40");
    await expect(dialog.getByLabel(/^Duration/).inputValue()).resolves.toBe("Client for 6 months");
    await dialog.getByRole("button", { name: "Add Testimonial" }).click();
    await dialog.getByText("Name must be at least 2 characters").waitFor();
    await dialog.getByText("Comment must be at least 20 characters").waitFor();

    await dialog.getByLabel(/^Name/).fill("Teresa M.");
    await dialog.getByLabel(/^Comment/).fill("Three months in and I can carry my groceries up the stairs again.");
    const photo = await sharp({ create: { width: 60, height: 60, channels: 3, background: "#d2a84e" } })
      .png()
      .toBuffer();
    await dialog
      .getByLabel("After: gallery")
      .setInputFiles({ name: "after.png", mimeType: "image/png", buffer: photo });
    await page.getByText("Your file has been uploaded.").waitFor();
    await dialog.getByRole("img", { name: "After preview" }).waitFor();
    await dialog.getByRole("button", { name: "Add Testimonial" }).click();
    await page.getByText("Testimonial added successfully!").waitFor();
    const [row] = await site.db.select().from(testimonials).where(eq(testimonials.name, "Teresa M."));
    expect(row?.afterImagePath).toMatch(/^\/uploads\/.+\.webp$/);

    const card = page.getByRole("article", { name: "Testimonial from Teresa M." });
    await card.getByRole("button", { name: "Edit" }).click();
    await page.getByRole("dialog").getByLabel(/^Name/).fill("Teresa Morales");
    await page.getByRole("dialog").getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Testimonial updated successfully!").waitFor();

    await page
      .getByRole("article", { name: "Testimonial from Teresa Morales" })
      .getByRole("button", { name: "Delete" })
      .click();
    const confirm = page.getByRole("dialog", { name: "Are you sure?" });
    await confirm
      .getByText("This action cannot be undone. This will permanently delete the testimonial from Teresa Morales.")
      .waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Testimonial deleted successfully!").waitFor();
    expect(await site.db.select().from(testimonials).where(eq(testimonials.name, "Teresa Morales"))).toHaveLength(0);
  });

  it("opens the views directly, and loses access on sign out", async () => {
    await page.goto("/admin/sessions");
    await page.getByRole("heading", { name: "Session Management" }).waitFor();
    await page.goto("/admin/bookings");
    await page.getByRole("tab", { name: "Calendar" }).click();
    await page.getByRole("table", { name: "Week calendar" }).waitFor();
    await page.getByRole("button", { name: /^Tue \d+ 6:00 AM: 0 of 3 booked$/ }).click();
    await page.getByRole("dialog").getByLabel("Maximum clients").fill("5");
    await page.getByRole("dialog").getByRole("button", { name: "Save Capacity" }).click();
    await page.getByRole("button", { name: /^Tue \d+ 6:00 AM: 0 of 5 booked$/ }).waitFor();
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("heading", { name: "Admin Access" }).waitFor();
    const status = await page.evaluate(() => fetch("/api/admin/bookings").then((r) => r.status));
    expect(status).toBe(401);
  });
});
