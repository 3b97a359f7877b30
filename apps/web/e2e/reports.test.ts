// The trainer reads her numbers on her phone: this month's sales (an unlimited month counted as a month, not as its
// days) and who came, her gift cards, another range picked from the list or typed, each report's spreadsheet, and how
// full her hours were, read out by weekday and hour.
import { bookings, giftCardRedemptions, giftCards, packageSessions, packages } from "@studio/db";
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
    // A month of an unlimited membership sold by card just now, $310, none of its days booked yet: one unlimited
    // month sold and no sessions, and nothing owed for days she has not booked (they lapse with the month).
    const [unlimited] = await site.db
      .insert(packages)
      .values({
        name: "Unlimited Gym",
        description: "Every day within her hours",
        type: "gym",
        price: "310.00",
        sessionCount: 31,
        validMonths: 1,
        billing: "monthly",
        unlimited: true,
      })
      .returning();
    const [month] = await site.db
      .insert(bookings)
      .values({
        packageId: unlimited?.id ?? 1,
        packageName: "Unlimited Gym",
        date: studioDate(now),
        time: "to-be-scheduled",
        location: "gym",
        clientName: "Lucía Vega",
        clientEmail: "lucia.reports@example.com",
        amount: "310.00",
        originalAmount: "310.00",
        sessionCount: 30,
        status: "confirmed",
        paymentStatus: "paid",
        paymentMethod: "mock",
        paidAt: now,
      })
      .returning();
    await site.db.insert(packageSessions).values(
      Array.from({ length: 30 }, (_, index) => ({
        bookingId: month?.id ?? 0,
        sessionNumber: index + 1,
        status: "pending" as const,
      })),
    );
    // Two gift cards sold just now: $150 in cash at the desk, and $100 on the site, $60 of which paid a booking
    // that had nothing left to pay (a sale of $0: the card's dollars came in when it was sold).
    const card = (code: string, amount: string, balance: string, desk: boolean) => ({
      code,
      amount,
      balance,
      buyerName: "Rosa Díaz",
      buyerEmail: "rosa.reports@example.com",
      recipientName: "Elena Díaz",
      recipientEmail: "elena.reports@example.com",
      status: "active" as const,
      paymentMethod: desk ? "manual" : "mock",
      soldBy: desk ? ADMIN_USER : null,
      paidAt: now,
    });
    const [, online] = await site.db
      .insert(giftCards)
      .values([card("GIFT-RPTA-AAAA", "150.00", "150.00", true), card("GIFT-RPTB-BBBB", "100.00", "40.00", false)])
      .returning();
    const [spent] = await site.db
      .insert(bookings)
      .values({
        packageId: pack?.id ?? 1,
        packageName: "Gift session",
        date: studioDate(now),
        time: "to-be-scheduled",
        location: "gym",
        clientName: "Elena Díaz",
        clientEmail: "elena.reports@example.com",
        amount: "0.00",
        originalAmount: "60.00",
        discountCode: "GIFT-RPTB-BBBB",
        discountAmount: "60.00",
        sessionCount: 1,
        status: "completed",
        paymentStatus: "paid",
        paymentMethod: "free",
        paidAt: now,
      })
      .returning();
    await site.db
      .insert(giftCardRedemptions)
      .values({ giftCardId: online?.id ?? 0, bookingId: spent?.id ?? null, amount: "60.00", createdAt: now });
  });
  afterAll(() => site?.close());

  it("shows this month's sales, picks last month and a typed range, and offers each report as CSV", async () => {
    const page = await site.page("phone");
    await signInAsTrainer(page, "/admin/reports");
    await page.getByRole("heading", { name: "Reports", level: 1 }).waitFor();

    const sales = page.getByRole("region", { name: "Sales" });
    await sales.getByTestId("sales-paid").filter({ hasText: "$730" }).waitFor();
    await sales.getByText("1 at the desk").waitFor();
    expect(await sales.getByRole("table", { name: "How it was paid" }).textContent()).toContain("Cash");
    expect(await sales.getByRole("table", { name: "By package" }).textContent()).toContain("Four at the desk");
    // Sessions sold: Marta's 4 and the session a gift card paid; the unlimited month is a month, not its 30 days.
    await sales.getByTestId("sessions-sold").filter({ hasText: /^5$/ }).waitFor();
    await sales.getByTestId("unlimited-months").filter({ hasText: /^1$/ }).waitFor();
    const unlimitedRow = sales.getByRole("table", { name: "By package" }).getByRole("row", { name: /Unlimited Gym/ });
    expect(await unlimitedRow.textContent()).toContain("1 unlimited month");
    // What she owes: the four sessions not trained yet, at $105 each.
    await sales.getByTestId("owed-sessions").filter({ hasText: /^4$/ }).waitFor();

    // Her gift cards: both sold this month, $60 of one spent, $190 left on them; the sales hold the $730 alone.
    const cards = page.getByRole("region", { name: "Gift cards" });
    await cards.getByTestId("gift-cards-sold").filter({ hasText: "$250" }).waitFor();
    await cards.getByText("2 cards", { exact: true }).waitFor();
    await cards.getByTestId("gift-cards-redeemed").filter({ hasText: "$60" }).waitFor();
    await cards.getByText("spent on 1 booking").waitFor();
    await cards.getByTestId("gift-cards-outstanding").filter({ hasText: "$190" }).waitFor();
    await cards.getByText("$730 in sales and $250 in gift cards, $980 in all", { exact: false }).waitFor();
    const cardsCsv = cards.getByRole("link", { name: "Download CSV of gift cards" });
    expect(await cardsCsv.getAttribute("href")).toMatch(/^\/api\/admin\/reports\/giftcards\.csv\?from=/);
    const cardsFile = await page.request.get(
      new URL(String(await cardsCsv.getAttribute("href")), page.url()).toString(),
    );
    expect(await cardsFile.text()).toContain("outstanding balance at the end,2,190.00");

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
    expect((await file.text()).split("\n")[0]).toBe("group,name,bookings,sessions,unlimited months,paid");

    // A range typed backwards is held back with a message, and nothing else changes. On a slow phone the From
    // starts a new address that lands after the To is typed: the To must keep that From.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 10 });
    await page.getByLabel("From").fill("2026-06-30");
    await page.getByLabel("To").fill("2026-06-01");
    await page.getByText("Pick a From day on or before To, at most a year apart").waitFor();
    await page.getByLabel("To").fill("2026-07-31");
    await page.getByRole("heading", { name: "Jun 30 – Jul 31, 2026" }).waitFor();
    expect(new URL(page.url()).searchParams.get("to")).toBe("2026-07-31");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });

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
