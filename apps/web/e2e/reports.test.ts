// The trainer reads her numbers on her phone: this month's sales and who came, another range picked from the list
// or typed, each report's spreadsheet, and how full her hours were, read out by weekday and hour.
import { bookings, packageSessions, packages } from "@studio/db";
import { studioDate } from "@studio/validators/studio-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_USER, hasChromium, type Site, signInAsTrainer, startSite } from "./harness";

describe.skipIf(!hasChromium)("the trainer's reports", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
    // A pack of 4 sold in cash at the desk just now, none of it trained yet.
    const [pack] = await site.db.select().from(packages).limit(1);
    const now = new Date();
    const [sold] = await site.db
      .insert(bookings)
      .values({
        packageId: pack?.id ?? 1,
        packageName: "Four at the desk",
        date: studioDate(now),
        time: "07:00",
        location: "gym",
        clientName: "Marta Díaz",
        clientEmail: "marta.reports@example.com",
        amount: "420.00",
        originalAmount: "420.00",
        sessionCount: 4,
        status: "confirmed",
        paymentStatus: "paid",
        paymentMethod: "manual",
        manualMethod: "cash",
        soldBy: ADMIN_USER,
        paidAt: now,
      })
      .returning();
    await site.db
      .insert(packageSessions)
      .values(
        [1, 2, 3, 4].map((sessionNumber) => ({ bookingId: sold?.id ?? 0, sessionNumber, status: "pending" as const })),
      );
  });
  afterAll(() => site?.close());

  it("shows this month's sales, picks last month and a typed range, and offers each report as CSV", async () => {
    const page = await site.page("phone");
    await signInAsTrainer(page, "/admin/reports");
    await page.getByRole("heading", { name: "Reports", level: 1 }).waitFor();

    const sales = page.getByRole("region", { name: "Sales" });
    await sales.getByTestId("sales-paid").filter({ hasText: "$420" }).waitFor();
    await sales.getByText("1 at the desk").waitFor();
    expect(await sales.getByRole("table", { name: "How it was paid" }).textContent()).toContain("Cash");
    expect(await sales.getByRole("table", { name: "By package" }).textContent()).toContain("Four at the desk");
    // What she owes: the four sessions not trained yet, at $105 each.
    await sales.getByTestId("owed-sessions").filter({ hasText: /^4$/ }).waitFor();

    // Last month: no money came in then, and the address says which days she is looking at.
    await page.getByLabel("Range").selectOption({ label: "Last month" });
    await page.getByText("No money came in these days.").waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.get("from")).toMatch(/^\d{4}-\d{2}-01$/);
    const csv = page.getByRole("link", { name: "Download CSV of sales" });
    expect(await csv.getAttribute("href")).toBe(
      `/api/admin/reports/sales.csv?from=${url.searchParams.get("from")}&to=${url.searchParams.get("to")}`,
    );
    const file = await page.request.get(new URL(String(await csv.getAttribute("href")), page.url()).toString());
    expect(file.status()).toBe(200);
    expect((await file.text()).split("\n")[0]).toBe("group,name,bookings,sessions,paid");

    // A range typed backwards is held back with a message, and nothing else changes.
    await page.getByLabel("From").fill("2026-06-30");
    await page.getByLabel("To").fill("2026-06-01");
    await page.getByText("Pick a From day on or before To, at most a year apart").waitFor();
    await page.getByLabel("To").fill("2026-07-31");
    await page.getByRole("heading", { name: "Jun 30 – Jul 31, 2026" }).waitFor();
    expect(new URL(page.url()).searchParams.get("to")).toBe("2026-07-31");

    // The hours map reads as a table: a weekday's column, an hour's row, and the share in words.
    const hours = page.getByRole("region", { name: "Open hours filled" });
    const map = hours.getByRole("table");
    await map.getByRole("columnheader", { name: "Mon" }).waitFor();
    await map.getByRole("rowheader").first().waitFor();
    expect(
      await map
        .getByRole("cell")
        .filter({ hasText: /\d+%, 0 of \d+/ })
        .count(),
    ).toBeGreaterThan(0);
  });
});
