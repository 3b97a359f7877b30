import { readFileSync } from "node:fs";
import { releaseStaleBookings } from "@studio/api";
import { bookings, packageSessions, packages, testimonials } from "@studio/db";
import { eq, isNotNull, ne, or } from "drizzle-orm";
import type { Locator } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_PASSWORD,
  ADMIN_USER,
  bookPackage,
  hasChromium,
  type Page,
  type Site,
  startSite,
  toast,
} from "./harness";

describe.skipIf(!hasChromium)("admin dashboard", () => {
  let site: Site;
  let page: Page;
  beforeAll(async () => {
    site = await startSite();
    for (const [packageId, email, pay] of [
      [1, "paid.one@example.com", true],
      [6, "paid.two@example.com", true],
      [2, "cash.client@example.com", false],
      [4, "delete.me@example.com", false],
    ] as const) {
      await bookPackage(site, { packageId, clientName: email.split("@")[0] ?? email, clientEmail: email }, pay);
    }
    page = await site.page();
    await page.goto("/admin/bookings");
    await page.getByLabel("Username").fill(ADMIN_USER);
    await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("heading", { name: "Booking Management" }).waitFor();
  });
  afterAll(() => site?.close());

  const booking = (id: number) => page.getByRole("article", { name: `Booking #${id}` });
  const idOf = async (email: string) =>
    (await site.db.select().from(bookings).where(eq(bookings.clientEmail, email)))[0]?.id ?? 0;
  const rowOf = async (id: number) => {
    const [row] = await site.db.select().from(bookings).where(eq(bookings.id, id));
    if (!row) throw new Error(`No booking #${id}`);
    return row;
  };
  /** A new unpaid booking, made through the API as the booking form makes it. */
  const book = async (packageId: number, email: string) => {
    const response = await fetch(`${site.url}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ packageId, clientName: email.split("@")[0], clientEmail: email, phone: "3055550100" }),
    });
    return ((await response.json()) as { id: number }).id;
  };
  /** All Bookings, freshly loaded, searched for one client. */
  const openAllBookings = async (search: string) => {
    await page.goto("/admin/bookings");
    await page.getByRole("tab", { name: "All Bookings" }).click();
    await page.getByLabel("Search").fill(search);
  };

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

  it("filters, searches, marks paid, cancels and deletes, each after a confirmation", async () => {
    await page.getByRole("tab", { name: "All Bookings" }).click();
    await page.getByLabel("Status").selectOption("pending");
    await expect.poll(() => page.getByRole("article", { name: /^Booking #/ }).count()).toBe(2);
    await page.getByLabel("Search").fill("nobody-like-this");
    await page.getByText("No bookings found matching your filters.").waitFor();
    await page.getByLabel("Search").fill("cash.client");

    const cash = await idOf("cash.client@example.com");
    const { packageName } = await rowOf(cash);
    // Mark as Paid asks first, naming the client and the package; Cancel leaves the booking as it was.
    await booking(cash).getByRole("button", { name: "Mark as Paid" }).click();
    let dialog = page.getByRole("dialog", { name: `Mark booking #${cash} as paid?` });
    await dialog.getByText("cash.client", { exact: true }).first().waitFor();
    await expect(dialog.textContent()).resolves.toContain(packageName);
    await expect(dialog.textContent()).resolves.toMatch(/sessions are created.*e-mailed a booking confirmation/);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect((await rowOf(cash)).paymentStatus).toBe("unpaid");

    await booking(cash).getByRole("button", { name: "Mark as Paid" }).click();
    await dialog.getByRole("button", { name: "Mark as Paid" }).click();
    await toast(page, "Booking marked as paid")
      .filter({ hasText: `Booking #${cash} for cash.client` })
      .waitFor();
    await page.getByText("No bookings found matching your filters.").waitFor();
    expect((await site.db.select().from(bookings).where(eq(bookings.id, cash)))[0]).toMatchObject({
      paymentStatus: "paid",
      paymentMethod: "manual",
    });

    // Cancel Booking says what happens to the sessions before anything is cancelled.
    await page.getByLabel("Status").selectOption("paid");
    await booking(cash).getByRole("button", { name: "Cancel Booking" }).click();
    dialog = page.getByRole("dialog", { name: `Cancel booking #${cash}?` });
    // What it will do comes from the server: the sentence shows once it has answered.
    await dialog
      .getByText(
        `Cancel booking #${cash} for cash.client: her 1 unscheduled session is cancelled and nothing is refunded.`,
      )
      .waitFor();
    await expect(dialog.textContent()).resolves.toContain(packageName);
    await dialog.getByRole("button", { name: "Keep Booking" }).click();
    await dialog.waitFor({ state: "detached" });
    expect((await rowOf(cash)).paymentStatus).toBe("paid");
    await booking(cash).getByRole("button", { name: "Cancel Booking" }).click();
    await dialog.getByRole("button", { name: "Cancel Booking" }).click();
    await toast(page, "Booking cancelled")
      .filter({ hasText: `Booking #${cash} for cash.client` })
      .waitFor();
    await page.getByText("No bookings found matching your filters.").waitFor();
    expect((await site.db.select().from(bookings).where(eq(bookings.id, cash)))[0]?.paymentStatus).toBe("cancelled");
    const sessions = await site.db.select().from(packageSessions).where(eq(packageSessions.bookingId, cash));
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((session) => session.status === "cancelled")).toBe(true);

    await page.getByLabel("Status").selectOption("all");
    await page.getByLabel("Search").fill("delete.me");
    const doomed = await idOf("delete.me@example.com");
    await booking(doomed).getByRole("button", { name: "Delete" }).click();
    dialog = page.getByRole("dialog");
    await dialog
      .getByText(`Are you sure you want to delete booking #${doomed}? This action cannot be undone.`)
      .waitFor();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("No bookings found matching your filters.").waitFor();
    expect(await site.db.select().from(bookings).where(eq(bookings.id, doomed))).toHaveLength(0);
    await toast(page, "Booking deleted").waitFor();
  });

  it("sends one request for a double click, and says so when the server refuses", async () => {
    const twice = await book(1, "double.click@example.com");
    const calls: string[] = [];
    const listen = (request: { url(): string }) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/trpc/")) calls.push(...path.slice("/trpc/".length).split(","));
    };
    page.on("request", listen);
    try {
      await openAllBookings("double.click");
      const setStatusCalls = () => calls.filter((name) => name === "admin.bookings.setPaymentStatus").length;
      const cancelCalls = () => calls.filter((name) => name === "admin.bookings.cancel").length;

      await booking(twice).getByRole("button", { name: "Mark as Paid" }).click();
      await page
        .getByRole("dialog", { name: `Mark booking #${twice} as paid?` })
        .getByRole("button", {
          name: "Mark as Paid",
        })
        .dblclick();
      await toast(page, "Booking marked as paid").waitFor();
      await expect.poll(() => rowOf(twice)).toMatchObject({ paymentStatus: "paid" });
      expect(setStatusCalls()).toBe(1);

      await booking(twice).getByRole("button", { name: "Cancel Booking" }).click();
      await page
        .getByRole("dialog", { name: `Cancel booking #${twice}?` })
        .getByRole("button", {
          name: "Cancel Booking",
        })
        .dblclick();
      await toast(page, "Booking cancelled").waitFor();
      await expect.poll(() => rowOf(twice)).toMatchObject({ paymentStatus: "cancelled" });
      expect(setStatusCalls()).toBe(1);
      expect(cancelCalls()).toBe(1);
      await expect(toast(page, "Could not").count()).resolves.toBe(0);

      // Paid meanwhile (another tab, the payment arriving): the server refuses, and the dialog stays to say so.
      const late = await book(1, "paid.meanwhile@example.com");
      await openAllBookings("paid.meanwhile");
      await booking(late).getByRole("button", { name: "Mark as Paid" }).click();
      const dialog = page.getByRole("dialog", { name: `Mark booking #${late} as paid?` });
      await dialog.waitFor();
      await page.evaluate((id) => {
        return fetch(`/api/admin/bookings/${id}`, {
          method: "PATCH",
          headers: { "content-type": "application/json", "x-requested-with": "fetch" },
          body: JSON.stringify({ paymentStatus: "paid" }),
        }).then((response) => response.status);
      }, late);
      await dialog.getByRole("button", { name: "Mark as Paid" }).click();
      await toast(page, "Could not mark the booking as paid")
        .filter({ hasText: `Booking #${late} is paid; only pending bookings can be marked as paid.` })
        .waitFor();
      await expect(dialog.isVisible()).resolves.toBe(true);
      await dialog.getByRole("button", { name: "Cancel" }).click();
    } finally {
      page.off("request", listen);
    }
  });

  it("keeps released unpaid bookings out of the default views, and shows them on request", async () => {
    const released = await book(2, "released.unpaid@example.com");
    // The 30-minute sweep, as it runs half an hour later.
    const later = new Date(Date.now() + 31 * 60 * 1000);
    expect(await releaseStaleBookings({ ...site.services, now: () => later })).toBe(1);
    expect(await rowOf(released)).toMatchObject({ status: "cancelled", paymentStatus: "cancelled" });

    // The server leaves it out of the list and the figures; the browser is never sent it.
    const lists: string[] = [];
    const listen = async (response: { url(): string; text(): Promise<string> }) => {
      if (response.url().includes("admin.bookings.list")) lists.push(await response.text());
    };
    page.on("response", listen);
    try {
      await page.goto("/admin/bookings");
      const inView = await site.db.$count(
        bookings,
        or(
          ne(bookings.status, "cancelled"),
          ne(bookings.paymentStatus, "cancelled"),
          isNotNull(bookings.paymentMethod),
        ),
      );
      await expect.poll(() => page.getByTestId("total-bookings").textContent()).toBe(String(inView));
      await expect(page.getByRole("article", { name: `Booking #${released}` }).count()).resolves.toBe(0);
      await page.getByRole("tab", { name: "All Bookings" }).click();
      await page.getByLabel("Search").fill("released.unpaid");
      await page.getByText("No bookings found matching your filters.").waitFor();
      expect(lists.length).toBeGreaterThan(0);
      expect(lists.join("")).not.toContain("released.unpaid@example.com");

      // The search's address update can redraw the filters under a tap on a busy machine: a tap that did not
      // take is tapped again, as she would.
      const showReleased = page.getByLabel("Show released unpaid bookings");
      // The box follows the address, so it shows her tap once the address has changed. A tap the redraw lost is
      // tapped again, as she would, but only after waiting for the first to take (never twice in one go).
      const setShowReleased = async (checked: boolean) => {
        for (let tap = 0; tap < 3 && (await showReleased.isChecked()) !== checked; tap++) {
          await showReleased.click();
          await expect
            .poll(() => showReleased.isChecked(), { timeout: 2000 })
            .toBe(checked)
            .catch(() => undefined);
        }
        expect(await showReleased.isChecked()).toBe(checked);
      };
      await setShowReleased(true);
      const row = booking(released);
      await row.waitFor();
      await row.getByText("released unpaid").waitFor();
      await expect(row.getByRole("button", { name: "Mark as Paid" }).count()).resolves.toBe(0);
      expect(lists.at(-1)).toContain("released.unpaid@example.com");

      await setShowReleased(false);
      await page.getByText("No bookings found matching your filters.").waitFor();
    } finally {
      page.off("response", listen);
    }
  });

  it("pages the list on the server, keeps its filters in the address, and exports what they leave", async () => {
    // Thirty paid bookings of one package, made on the server's side: more than a page of 25.
    await site.db.insert(bookings).values(
      Array.from({ length: 30 }, (_, n) => ({
        packageId: 1,
        packageName: "Gym Session",
        date: "2026-11-01",
        time: "to-be-scheduled",
        location: "gym",
        clientName: `Pager ${String(n).padStart(2, "0")}`,
        clientEmail: `pager.${n}@example.com`,
        amount: "80.00",
        originalAmount: "80.00",
        status: "confirmed" as const,
        paymentStatus: "paid" as const,
        paymentMethod: "mock" as const,
        createdAt: new Date(Date.now() - (n + 1) * 60_000),
      })),
    );
    const rows = page.getByRole("article", { name: /^Booking #/ });
    const pager = page.getByRole("navigation", { name: "Pages of bookings" });
    await page.goto("/admin/bookings");
    await page.getByRole("tab", { name: "All Bookings" }).click();
    await page.getByLabel("Status").selectOption("paid");
    await page.getByLabel("Search").fill("PAGER");
    await pager.getByText("1–25 of 30 bookings").waitFor();
    await expect.poll(() => rows.count()).toBe(25);
    await expect(rows.first().textContent()).resolves.toContain("Pager 00");
    await expect.poll(() => new URL(page.url()).search).toBe("?tab=all&status=paid&search=PAGER");

    // The next page, by the keyboard: its button is reached and pressed like any other.
    await pager.getByRole("button", { name: "Next page" }).focus();
    await page.keyboard.press("Enter");
    await pager.getByText("26–30 of 30 bookings").waitFor();
    await expect.poll(() => rows.count()).toBe(5);
    await expect(rows.first().textContent()).resolves.toContain("Pager 25");
    expect(new URL(page.url()).searchParams.get("page")).toBe("2");

    // A reload, or the link sent to a laptop, opens the same page with the same filters.
    await page.reload();
    await pager.getByText("26–30 of 30 bookings").waitFor();
    await expect(page.getByLabel("Status").inputValue()).resolves.toBe("paid");
    await expect(page.getByLabel("Search").inputValue()).resolves.toBe("PAGER");
    await expect(pager.getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).resolves.toBe("page");
    // Back goes to the first page; once more, to the list before the filters, and the search box follows without
    // sending its old words again.
    await page.goBack();
    await pager.getByText("1–25 of 30 bookings").waitFor();
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe("?tab=all");
    await expect.poll(() => page.getByLabel("Search").inputValue()).toBe("");
    await page.waitForTimeout(600); // longer than the box's pause
    expect(new URL(page.url()).search).toBe("?tab=all");
    await page.goForward();
    await pager.getByText("1–25 of 30 bookings").waitFor();

    // Export CSV downloads every booking the filters leave, not just the page on screen.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) ?? "", "utf8")
      .trim()
      .split("\n");
    expect(csv[0]).toBe(
      "id,created,client,email,phone,package,amount,discount code,payment status,payment method,status",
    );
    expect(csv).toHaveLength(1 + 30);
    expect(csv.slice(1).every((line) => /,Pager \d\d,pager\.\d+@example\.com,/.test(line))).toBe(true);

    // A filter nothing matches: the list says so, and there is nothing to export.
    await page.getByLabel("Payment method").selectOption("manual");
    await page.getByText("No bookings found matching your filters.").waitFor();
    await expect(page.getByRole("button", { name: "Export CSV" }).isDisabled()).resolves.toBe(true);
  });

  it("pages the session list, its filters in the address", async () => {
    await page.goto("/admin/sessions?status=scheduled");
    await expect(page.getByLabel("Status").inputValue()).resolves.toBe("scheduled");
    await page.getByLabel("Status").selectOption("pending");
    await expect.poll(() => new URL(page.url()).search).toBe("?status=pending");
    await page.getByLabel("Search").fill("paid.two");
    await expect.poll(() => new URL(page.url()).searchParams.get("search")).toBe("paid.two");
    await page.reload();
    await page.getByRole("article", { name: "Session 1 of paid.two" }).waitFor();
    await expect(page.getByLabel("Search").inputValue()).resolves.toBe("paid.two");
    const cards = page.getByRole("article", { name: /^Session \d+ of / });
    expect((await cards.allTextContents()).every((text) => text.includes("paid.two@example.com"))).toBe(true);
    await page
      .getByRole("navigation", { name: "Pages of sessions" })
      .getByText(/of \d+ sessions/)
      .waitFor();
  });

  it("draws every admin action's text at WCAG AA contrast (4.5:1) or better, hovered too", async () => {
    await book(1, "contrast.check@example.com"); // a booking still to be paid: its row offers Mark as Paid
    await page.goto("/admin");
    const failures: string[] = [];
    // The panel's tabs, and the pages that were once tabs of it.
    const screens: [string, string | null, string[]][] = [
      ["/admin", "Today", []],
      ["/admin", "Bookings Management", ["Overview", "Calendar", "All Bookings", "Booked Today"]],
      ["/admin", "Session Management", []],
      ["/admin/reminders", null, []],
      ["/admin/codes", null, []],
      ["/admin/testimonials", null, []],
      ["/admin/recipes", null, []],
    ];
    for (const [path, screen, views] of screens) {
      if (new URL(page.url()).pathname !== path) await page.goto(path);
      if (screen) await page.getByRole("tab", { name: screen }).click();
      for (const view of views.length ? views : [null]) {
        if (view) await page.getByRole("tab", { name: view }).click();
        await page.locator("[data-admin-frame] .mantine-Loader-root").first().waitFor({ state: "detached" });
        failures.push(...(await lowContrast(page, page.locator("[data-admin-frame]"), view ?? screen ?? path)));
      }
    }
    // The booking dialogs, over a row that offers each action.
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Bookings Management" }).click();
    await page.getByRole("tab", { name: "All Bookings" }).click();
    for (const action of ["Mark as Paid", "Cancel Booking", "Delete"]) {
      await page.getByRole("article").getByRole("button", { name: action }).first().click();
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      failures.push(...(await lowContrast(page, dialog, `${action} dialog`)));
      await dialog.getByRole("button", { name: /^(Cancel|Keep Booking)$/ }).click();
      await dialog.waitFor({ state: "detached" });
    }
    expect(failures).toEqual([]);
  });

  it("draws every admin page in the back office's own frame: side navigation, or a menu on a phone", async () => {
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      const phone = viewport.width < 500;
      for (const [path, heading, section] of [
        ["/admin", "Admin Panel", "Today"],
        ["/admin/bookings", "Booking Management", "Bookings"],
        ["/admin/sessions", "Session Management", "Sessions"],
        ["/admin/clients", "Clients", "Clients"],
        ["/admin/inbox", "Inbox", "Inbox"],
        ["/admin/newsletter", "Newsletter", "Newsletter"],
        ["/admin/catalogue", "Catalogue", "Catalogue"],
        ["/admin/blog", "Blog", "Blog"],
        ["/admin/hours", "Hours & Days Off", "Hours & Days Off"],
        ["/admin/testimonials", "Testimonial Management", "Testimonials"],
      ] as const) {
        await page.goto(path);
        await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
        const at = `${path} at ${viewport.width}px`;
        // The marketing site's header and footer are not part of it.
        expect(await page.getByRole("link", { name: "Book Now" }).count(), at).toBe(0);
        expect(await page.locator("footer").count(), at).toBe(0);
        const sections = page.getByRole("navigation", { name: "Admin sections" });
        if (phone) {
          expect(await sections.isVisible(), at).toBe(false);
          await page.getByRole("button", { name: "Open menu" }).click();
        }
        const current = sections.getByRole("link", { name: section, exact: true });
        await current.waitFor();
        expect(await current.getAttribute("aria-current"), at).toBe("page");
        if (phone) await page.getByRole("button", { name: "Close menu" }).click();
        // Nothing in the page is wider than the screen.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, at).toBeLessThanOrEqual(0);
      }
    }
    // On a phone, a section chosen from the menu opens and the menu closes.
    await page.goto("/admin");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Catalogue" }).click();
    await page.getByRole("heading", { name: "Catalogue", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Open menu" }).waitFor();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Admin Panel" }).waitFor();
  });

  it("changes a session's status", async () => {
    const owner = await idOf("paid.one@example.com");
    const [session] = await site.db.select().from(packageSessions).where(eq(packageSessions.bookingId, owner));
    await page.getByRole("tab", { name: "Session Management" }).click();
    const card = page.getByRole("article", { name: "Session 1 of paid.one" });
    await card.getByText("Not scheduled").waitFor();
    // Whether she came is known once it has started: a session with no time cannot be marked attended or missed.
    await expect
      .poll(() => card.locator("option:disabled").allTextContents())
      .toEqual(["completed (once it has started)", "no-show (once it has started)"]);
    await card.getByLabel("Update status").selectOption("postponed");
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
      .toBe("postponed");
    // The card refreshes after the change: then only the other statuses are offered.
    await expect
      .poll(() => card.getByLabel("Update status").locator("option").allTextContents())
      .toEqual([
        "Choose a new status",
        "scheduled",
        "completed (once it has started)",
        "cancelled",
        "no-show (once it has started)",
      ]);
    // A postponed session is not offered a time.
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
    // SPEC writes times in 12-hour form everywhere: the picker too, with the hours open that day (asked of the
    // server, which keeps her weekly hours and days off).
    const options = card.getByLabel("Time (Miami)").locator("option");
    await expect
      .poll(() => options.allTextContents())
      .toEqual(expect.arrayContaining(["6:00 AM", "8:00 AM", "4:00 PM", "8:00 PM"]));
    const times = await options.allTextContents();
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
    await page.goto("/admin/testimonials");
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
    // Saved, the dialog closes (its overlay would take the next tap) and the hour shows its new places.
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page.getByRole("button", { name: /^Tue \d+ 6:00 AM: 0 of 5 booked$/ }).waitFor();
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("heading", { name: "Admin Access" }).waitFor();
    const status = await page.evaluate(() => fetch("/api/admin/bookings").then((r) => r.status));
    expect(status).toBe(401);
  });
});

/**
 * The visible, enabled actions (buttons, links, tabs) in `scope` whose text falls under 4.5:1 against what is drawn
 * behind it, at rest and with the pointer over it. Both colours come from computed styles: the text's, laid over the
 * backgrounds of every element from the page down to it.
 */
async function lowContrast(page: Page, scope: Locator, where: string): Promise<string[]> {
  const actions = scope
    .locator('button, a[href], [role="tab"]')
    .locator(':scope:not(:disabled):not([data-disabled]):not([aria-disabled="true"])');
  const failures: string[] = [];
  for (const action of await actions.all()) {
    if (!(await action.isVisible())) continue;
    for (const state of ["at rest", "hovered"] as const) {
      if (state === "hovered") await action.hover();
      else await page.mouse.move(0, 0);
      const measured = await action.evaluate(contrastOf);
      if (measured && measured.ratio < 4.5) {
        failures.push(`${where}: "${measured.text}" ${state}: ${measured.ratio.toFixed(2)}:1 (${measured.colors})`);
      }
    }
  }
  await page.mouse.move(0, 0);
  return failures;
}

/** Runs in the page: the WCAG contrast ratio of an element's text, or null for an element without text. */
async function contrastOf(element: Element) {
  // Transitions (a hover's colour, a dialog opening) end first; endless animations (a spinner) are not waited for.
  const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba => {
    const rgb = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(value);
    if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
    const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.e-]+))?\)$/.exec(value);
    if (srgb) {
      const [r, g, b] = [srgb[1], srgb[2], srgb[3]].map((part) => Number(part) * 255) as [number, number, number];
      return [r, g, b, srgb[4] === undefined ? 1 : Number(srgb[4])];
    }
    throw new Error(`A colour the test cannot read: ${value}`);
  };
  const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [
    r * a + br * (1 - a),
    g * a + bg * (1 - a),
    b * a + bb * (1 - a),
    1,
  ];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
  });
  const textNode = walker.nextNode();
  if (!textNode?.parentElement) return null;
  const drawn = textNode.parentElement;
  const layers: Rgba[] = [];
  for (let node: Element | null = drawn; node; node = node.parentElement) {
    layers.unshift(parse(getComputedStyle(node).backgroundColor));
  }
  const behind = layers.reduce((below, layer) => over(layer, below), [255, 255, 255, 1] as Rgba);
  const text = over(parse(getComputedStyle(drawn).color), behind);
  const luminance = ([r, g, b]: Rgba) => {
    const [R, G, B] = [r, g, b].map((value) => {
      const s = value / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  const [light, dark] = [luminance(text), luminance(behind)].sort((x, y) => y - x) as [number, number];
  const hex = (c: Rgba) => `rgb(${c.slice(0, 3).map(Math.round).join(",")})`;
  return {
    ratio: (light + 0.05) / (dark + 0.05),
    text: element.textContent?.trim().slice(0, 40),
    colors: `${hex(text)} on ${hex(behind)}`,
  };
}
