// The trainer cancels a card-paid booking with a refund from her screen, on a laptop and on her phone: the dialog
// says what will happen before anything does, the toast says what did, and the booking shows its refund. A refund
// Stripe refuses waits for her under "Refunds needing attention" until a retry goes through. Payments go through
// the server's own Stripe adapter, to a stand-in for Stripe's API.
import { bookings, packageSessions, refunds } from "@studio/db";
import { deliverStripeEvent, type FakeStripeApi, startFakeStripeApi } from "@studio/server/fake-stripe";
import { DAY_MS, miamiDateTime } from "@studio/validators/studio-time";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, ADMIN_USER, hasChromium, type Page, type Site, startSite, toast } from "./harness";

const WEBHOOK_SECRET = "whsec_e2e_refunds_secret";

describe.skipIf(!hasChromium)("refunds from the bookings screen", () => {
  let stripe: FakeStripeApi;
  let site: Site;
  beforeAll(async () => {
    stripe = await startFakeStripeApi();
    site = await startSite({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }, { payments: stripe.gateway });
  });
  afterAll(async () => {
    await site?.close();
    await stripe?.close();
  });

  const post = (path: string, body: unknown) =>
    fetch(site.url + path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }).then((answer) => answer.json() as Promise<{ id: number; accessToken: string }>);

  /** 12 gym sessions ($960) paid by card: the intent made through Stripe, its success told by its webhook. */
  async function paidByCard(clientName: string, clientEmail: string) {
    const created = await post("/api/bookings", { packageId: 6, clientName, clientEmail, phone: "3055550100" });
    await post("/api/create-payment-intent", { bookingId: created.id, token: created.accessToken });
    const [row] = await site.db.select().from(bookings).where(eq(bookings.id, created.id));
    const paid = await deliverStripeEvent(site.url, WEBHOOK_SECRET, "payment_intent.succeeded", {
      id: row?.paymentIntent,
      object: "payment_intent",
      amount: 96000,
      metadata: { bookingId: String(created.id) },
    });
    expect(paid.status).toBe(200);
    return created.id;
  }

  async function signIn(page: Page) {
    await page.goto("/admin");
    await page.getByLabel("Username").fill(ADMIN_USER);
    await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("heading", { name: "Admin Panel" }).waitFor();
  }

  /**
   * Sessions she trained: on hours gone by (a day apart, as if booked then), marked attended from the screen's own
   * session calls (her cookie, the site's header), which mark only a session that has started.
   */
  const complete = async (page: Page, ids: number[]) => {
    for (const [n, id] of ids.entries()) {
      const startsAt = new Date(Date.now() - (ids.length - n) * DAY_MS);
      await site.db
        .update(packageSessions)
        .set({ status: "scheduled", ...miamiDateTime(startsAt), startsAt })
        .where(eq(packageSessions.id, id));
    }
    const answers = await page.evaluate(async (list) => {
      const statuses: number[] = [];
      for (const id of list) {
        const answer = await fetch(`/api/admin/sessions/${id}/status`, {
          method: "PATCH",
          headers: { "content-type": "application/json", "x-requested-with": "fetch" },
          body: JSON.stringify({ status: "completed" }),
        });
        statuses.push(answer.status);
      }
      return statuses;
    }, ids);
    expect(answers).toEqual(ids.map(() => 200));
  };

  async function openBooking(page: Page, email: string, id: number) {
    await page.goto("/admin/bookings");
    await page.getByRole("tab", { name: "All Bookings" }).click();
    await page.getByLabel("Search").fill(email);
    const row = page.getByRole("article", { name: `Booking #${id}` });
    await row.waitFor();
    return row;
  }

  for (const size of ["desktop", "phone"] as const) {
    const full = size === "phone";
    it(`cancels a paid booking with ${full ? "a full refund" : "the unused sessions refunded"} (${size})`, async () => {
      const email = `refund.${size}@example.com`;
      const id = await paidByCard(`Ana ${size}`, email);
      const page = await site.page(size);
      await signIn(page);
      const sessions = await site.db
        .select()
        .from(packageSessions)
        .where(eq(packageSessions.bookingId, id))
        .orderBy(asc(packageSessions.sessionNumber));
      await complete(
        page,
        sessions.slice(0, 2).map((session) => session.id),
      );
      const calls = stripe.refundCalls().length;

      const row = await openBooking(page, email, id);
      await row.getByRole("button", { name: "Cancel Booking" }).click();
      const dialog = page.getByRole("dialog", { name: `Cancel booking #${id}?` });
      const sentence = dialog.getByTestId("cancel-sentence");
      // Nothing is refunded until she picks a refund; the sentence follows her choice.
      await expect
        .poll(() => sentence.textContent())
        .toBe(
          `Cancel booking #${id} for Ana ${size}: her 10 unscheduled sessions are cancelled and nothing is refunded.`,
        );
      await dialog.getByText("Her 2 completed sessions stay as history.").waitFor();
      const choice = full ? /^Full refund/ : /^Unused sessions only \(10 of 12\)/;
      await dialog.getByRole("radio", { name: choice }).check();
      const amount = full ? "$960" : "$800";
      await expect
        .poll(() => sentence.textContent())
        .toBe(
          `Cancel booking #${id} for Ana ${size}: her 10 unscheduled sessions are cancelled and ${amount} is refunded to her card.`,
        );
      await dialog.getByRole("button", { name: "Cancel Booking" }).click();

      await toast(page, "Booking cancelled and refunded")
        .filter({ hasText: `Booking #${id} for Ana ${size} (12 Gym Sessions) is cancelled, with 10 sessions.` })
        .filter({ hasText: `${amount} was refunded to her card.` })
        .waitFor();
      await dialog.waitFor({ state: "detached" });
      await row
        .getByText(full ? "refunded" : "cancelled", { exact: true })
        .first()
        .waitFor();

      await row.getByRole("button", { name: "Payment & history" }).click();
      await row.getByText(`Refund of ${amount} to her card: done.`).waitFor();
      await row.getByText("Booking cancelled by coach").waitFor();
      await row.getByText("Refund asked for by coach").waitFor();

      expect(stripe.refundCalls().length - calls).toBe(1);
      const [refund] = await site.db.select().from(refunds).where(eq(refunds.bookingId, id));
      expect(refund).toMatchObject({
        amount: full ? "960.00" : "800.00",
        status: "succeeded",
        requestedBy: ADMIN_USER,
      });
      const [booking] = await site.db.select().from(bookings).where(eq(bookings.id, id));
      expect(booking).toMatchObject({ status: "cancelled", paymentStatus: full ? "refunded" : "cancelled" });
      const after = await site.db.select().from(packageSessions).where(eq(packageSessions.bookingId, id));
      expect(after.filter((session) => session.status === "cancelled")).toHaveLength(10);
      await page.context().close();
    });
  }

  for (const size of ["desktop", "phone"] as const) {
    it(`lists a refused refund under Refunds needing attention, and clears it with a retry (${size})`, async () => {
      const name = `Rhea ${size}`;
      const id = await paidByCard(name, `attention.${size}@example.com`);
      const page = await site.page(size);
      await signIn(page);
      // Cancelled with a full refund, which Stripe refuses.
      stripe.answerRefunds({ kind: "refused", status: 402, message: "Your card was declined." });
      const cancelled = await page.evaluate(async (booking) => {
        const answer = await fetch(`/api/admin/bookings/${booking}`, {
          method: "PATCH",
          headers: { "content-type": "application/json", "x-requested-with": "fetch" },
          body: JSON.stringify({ paymentStatus: "cancelled", refund: "full" }),
        });
        return answer.status;
      }, id);
      expect(cancelled).toBe(200);

      await page.goto("/admin/bookings");
      const card = page.getByRole("region", { name: "Refunds needing attention" });
      const item = card.getByRole("listitem", { name: `$960 to ${name}` });
      await item.waitFor();
      await item.getByText("Your card was declined.").waitFor();
      await item.getByText(`Booking #${id} · 12 Gym Sessions`, { exact: false }).waitFor();
      expect(await item.getByText("Failed", { exact: true }).isVisible()).toBe(true);
      // Nothing runs off a phone's screen.
      const box = await item.boundingBox();
      const viewport = page.viewportSize();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport?.width ?? 0);

      const calls = stripe.refundCalls().length;
      await item.getByRole("button", { name: "Retry Refund" }).click();
      const dialog = page.getByRole("dialog", { name: `Refund $960 to ${name}?` });
      await dialog.getByText(`Ask Stripe again to refund $960 to ${name}'s card for booking #${id}.`).waitFor();
      await dialog.getByRole("button", { name: "Retry Refund" }).click();
      await toast(page, "Refund done").filter({ hasText: "$960 was refunded to her card." }).waitFor();
      await item.waitFor({ state: "detached" });
      expect(stripe.refundCalls().length - calls).toBe(1);

      const rows = await site.db.select().from(refunds).where(eq(refunds.bookingId, id)).orderBy(asc(refunds.id));
      expect(rows.map((row) => row.status)).toEqual(["failed", "succeeded"]);
      const [booking] = await site.db.select().from(bookings).where(eq(bookings.id, id));
      expect(booking?.paymentStatus).toBe("refunded");
      await page.context().close();
    });
  }
});
