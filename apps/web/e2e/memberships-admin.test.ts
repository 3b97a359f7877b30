// The trainer's memberships on her phone: the Today panel tells her a renewal failed and takes her to it under
// "Needs attention", and she cancels another member's membership at the end of its month through the dialog that
// says what will happen; on the client's page the same card keeps it after all.
import { memberships, packages } from "@studio/db";
import { studio } from "@studio/validators/studio";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookPackage, hasChromium, type Site, signInAsTrainer, startSite, toast } from "./harness";

describe.skipIf(!hasChromium)("the trainer's memberships", () => {
  let site: Site;
  let mia: typeof memberships.$inferSelect;
  let packageId = 0;
  beforeAll(async () => {
    site = await startSite();
    const [pack] = await site.db
      .insert(packages)
      .values({
        name: "Monthly Eight",
        description: "Eight sessions at the gym every month.",
        type: "gym",
        price: "199.00",
        sessionCount: 8,
        billing: "monthly",
      })
      .returning();
    packageId = pack?.id ?? 0;
    // Two members, each signed up and paid through the site's checkout (the mock's card).
    const signUp = async (clientName: string, clientEmail: string) => {
      const booked = await bookPackage(site, { packageId, clientName, clientEmail });
      const [row] = await site.db.select().from(memberships).where(eq(memberships.firstBookingId, booked.id));
      if (!row) throw new Error(`no membership for ${clientName}`);
      return row;
    };
    mia = await signUp("Mia Member", "mia.member@example.com");
    const fran = await signUp("Fran Failed", "fran.failed@example.com");
    // Fran's renewal was refused yesterday: Stripe is retrying it.
    await site.db
      .update(memberships)
      .set({ status: "past_due", paymentFailedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(memberships.id, fran.id));
  });
  afterAll(() => site?.close());

  it("shows a failed renewal from Today under Needs attention, and cancels another at month end", async () => {
    const page = await site.page("phone");
    await signInAsTrainer(page, "/admin");
    const note = page.getByRole("alert").filter({ hasText: "Memberships need your attention" });
    await note.getByText("A monthly payment failed; Stripe is retrying.").waitFor();
    await note.getByRole("link", { name: "See who →" }).click();
    await page.getByRole("heading", { name: "Memberships", level: 1 }).waitFor();
    expect(new URL(page.url()).searchParams.get("filter")).toBe("attention");

    const attention = page.getByRole("radio", { name: "Needs attention (1)" });
    await expect.poll(() => attention.isChecked()).toBe(true);
    const fran = page.getByRole("article", { name: "Fran Failed, Monthly Eight" });
    await fran
      .getByTestId("payment-failed")
      .filter({ hasText: /^Payment failed .+ — Stripe is retrying$/ })
      .waitFor();
    await fran.getByText("Payment failed", { exact: true }).waitFor(); // its badge
    // A membership whose payment failed is not paused; it can be cancelled.
    expect(await fran.getByRole("button", { name: "Pause" }).count()).toBe(0);
    expect(await page.getByRole("article", { name: /^Mia Member/ }).count()).toBe(0);

    // Every membership: Mia's renews, and she cancels it at the end of the month paid for.
    await page.getByText("All", { exact: true }).click();
    const card = page.getByRole("article", { name: "Mia Member, Monthly Eight" });
    await card.getByText("$199/month · 8 sessions a month").waitFor();
    await card.getByText(/^Renews /).waitFor();
    expect(await card.getByRole("link", { name: "Mia Member" }).getAttribute("href")).toBe(
      "/admin/clients?email=mia.member%40example.com",
    );
    await card.getByRole("button", { name: "Cancel at month end" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel Mia Member's membership?" });
    const ends = new Intl.DateTimeFormat("en-US", {
      timeZone: studio.timeZone,
      month: "short",
      day: "numeric",
      year: "numeric",
    }).format(mia.currentPeriodEnd ?? new Date());
    await dialog
      .getByText(`It ends on ${ends}; she is not charged again and keeps the sessions she has.`, { exact: true })
      .waitFor();
    await dialog.getByRole("button", { name: "Cancel at month end" }).click();
    await toast(page, "Membership cancelled")
      .filter({ hasText: `Mia Member's membership ends on ${ends}.` })
      .waitFor();
    await card.getByText("Ending", { exact: true }).waitFor();
    await card.getByText(/^Ends /).waitFor();
    await card.getByRole("button", { name: "Keep" }).waitFor();
    const [cancelled] = await site.db.select().from(memberships).where(eq(memberships.id, mia.id));
    expect(cancelled?.endsAt?.toISOString()).toBe(mia.currentPeriodEnd?.toISOString());
    expect(cancelled?.status).toBe("active");
    await page.context().close();
  });

  it("shows her membership on the client's page, where the same card keeps it after all", async () => {
    const page = await site.page("desktop");
    await signInAsTrainer(page, "/admin/clients?email=mia.member%40example.com");
    const section = page.getByRole("region", { name: "Membership" });
    const card = section.getByRole("article", { name: "Mia Member, Monthly Eight" });
    await card.getByText("Ending", { exact: true }).waitFor();
    await card.getByRole("button", { name: "Keep" }).click();
    const dialog = page.getByRole("dialog", { name: "Keep Mia Member's membership?" });
    await dialog.getByText(/^It renews as before instead of ending on .+: she is charged \$199 each month/).waitFor();
    await dialog.getByRole("button", { name: "Keep membership" }).click();
    await toast(page, "Membership kept").waitFor();
    await card.getByText("Active", { exact: true }).waitFor();
    await card.getByRole("button", { name: "Cancel at month end" }).waitFor();
    const [kept] = await site.db.select().from(memberships).where(eq(memberships.id, mia.id));
    expect(kept?.endsAt).toBeNull();
    await page.context().close();
  });

  it("offers no Mark as Paid for a membership's sign-up awaiting payment, saying how it is paid", async () => {
    // Two bookings awaiting payment: a membership's sign-up and a pack, which she may mark paid in cash.
    const member = await bookPackage(
      site,
      { packageId, clientName: "Hana Hand", clientEmail: "hand.member@example.com" },
      false,
    );
    const pack = await bookPackage(
      site,
      { packageId: 1, clientName: "Paula Pack", clientEmail: "hand.pack@example.com" },
      false,
    );
    const page = await site.page("phone");
    await signInAsTrainer(page, "/admin/bookings");
    await page.getByRole("tab", { name: "All Bookings" }).click();
    await page.getByLabel("Search").fill("hand.");
    const membership = page.getByRole("article", { name: `Booking #${member.id}` });
    const packRow = page.getByRole("article", { name: `Booking #${pack.id}` });
    await membership.getByText("A membership is paid by card through its monthly billing", { exact: false }).waitFor();
    await packRow.getByRole("button", { name: "Mark as Paid" }).waitFor();
    expect(await membership.getByRole("button", { name: "Mark as Paid" }).count()).toBe(0);
    await page.context().close();
  });
});
