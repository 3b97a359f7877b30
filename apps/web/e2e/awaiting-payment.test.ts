// A booking she left before paying: My Sessions offers it back, and Complete payment takes her through the same
// checkout (mock payments) for the same booking to its confirmation. On a phone.
import { bookings } from "@studio/db";
import type { SmtpServer } from "@studio/server/smtp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, type Site, startSiteWithMail, toast, verifyOnPage } from "./harness";

describe.skipIf(!hasChromium)("a booking awaiting payment", () => {
  let smtp: SmtpServer;
  let site: Site;
  beforeAll(async () => {
    ({ site, smtp } = await startSiteWithMail({}));
  });
  afterAll(() => site?.close());

  it("is offered in My Sessions after she left the checkout, and paid from there", async () => {
    const email = "nora@example.com";
    const booking = await site.page("phone");
    await booking.goto("/booking/6");
    for (const [label, value] of [
      ["Full name", "Nora Later"],
      ["Email", email],
      ["Phone", "3055550122"],
    ] as const) {
      await booking.getByLabel(new RegExp(`^${label}`)).fill(value);
    }
    // She leaves while the checkout is still setting up: the payment is never asked for.
    await booking.route(/\/trpc\/bookings\.createPaymentIntent/, () => {});
    await booking.getByRole("button", { name: "Book Session - $960" }).click();
    await booking.waitForURL(/\/checkout$/);
    await booking.getByText("Setting up payment").waitFor();
    await booking.context().close();
    const [left] = await site.db.select().from(bookings).where(eq(bookings.clientEmail, email));
    expect(left).toMatchObject({ status: "pending", paymentStatus: "unpaid", amount: "960.00" });

    // Later, on another visit (nothing of the booking in this tab), she signs in on My Sessions.
    const page = await site.page("phone");
    await page.goto("/my-bookings");
    await verifyOnPage(site, page, email);
    const card = page.getByRole("article", { name: "12 Gym Sessions, awaiting payment" });
    await card.getByText("Awaiting payment").waitFor();
    await card.getByText("$960 · not paid yet").waitFor();
    // The whole card fits the phone's width.
    const box = await card.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);

    await card.getByRole("button", { name: "Complete payment" }).click();
    await page.waitForURL(/\/booking-confirmation$/);
    await page.getByText("Confirmed & Paid").waitFor();
    await page.getByText(`#${left?.id}`).waitFor();
    const [paid] = await site.db.select().from(bookings).where(eq(bookings.clientEmail, email));
    // The same booking, paid: no second one was made.
    expect(paid).toMatchObject({ id: left?.id, paymentStatus: "paid", paymentMethod: "mock" });
    expect(await site.db.select().from(bookings).where(eq(bookings.clientEmail, email))).toHaveLength(1);

    // Back in My Sessions, it is a package of sessions, no longer awaiting payment.
    await page.goto("/my-bookings");
    await page.getByRole("article", { name: "12 Gym Sessions" }).getByTestId("session-row").first().waitFor();
    await expect(page.getByText("Awaiting payment").count()).resolves.toBe(0);
    await expect(toast(page, "Payment Failed").count()).resolves.toBe(0);
    await page.context().close();
  });
});
