// A pack that expires, as its three people meet it: the trainer gives a package its months on her phone, the
// client reads her last day to book (and later what lapsed) on My Sessions in Spanish, and the trainer gives the
// pack more time from the client's page, which brings the lapsed sessions back.
import { sweepPackExpiry } from "@studio/api";
import { bookings } from "@studio/db";
import { addDays, miamiInstant, studioDate } from "@studio/validators/studio-time";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookPackage, hasChromium, type Site, signInAsTrainer, startSite, toast, verifyOnPage } from "./harness";

describe.skipIf(!hasChromium)("a pack that expires", () => {
  let site: Site;
  const email = "lucia.expira@example.com";
  let bookingId: number;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  it("gets its months from the trainer's package form on her phone", async () => {
    const page = await site.page("phone");
    await signInAsTrainer(page, "/admin/catalogue");
    await page.getByRole("heading", { name: "Catalogue", level: 1 }).waitFor();
    const row = page.getByRole("article", { name: "12 Gym Sessions", exact: true });
    await row.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit 12 Gym Sessions" });
    await dialog.getByLabel("Use within (months)").fill("40");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.getByText("Expiry must be 1 to 36 months").waitFor();
    await dialog.getByLabel("Use within (months)").fill("3");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await toast(page, "Package saved").waitFor();
    await row.getByText(/use within 3 months/).waitFor();
    await page.context().close();
  });

  it("shows her the last day to book in Spanish, then what lapsed after it", async () => {
    ({ id: bookingId } = await bookPackage(site, { packageId: 6, clientName: "Lucía Gómez", clientEmail: email }));
    const [row] = await site.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.expiresAt).not.toBeNull();

    // Ten days left: the line is the reminder's colour.
    const soon = addDays(studioDate(new Date()), 10);
    await site.db
      .update(bookings)
      .set({ expiresAt: miamiInstant(addDays(soon, 1), "00:00") })
      .where(eq(bookings.id, bookingId));
    const page = await site.page("phone", { locale: "es-US" });
    await page.goto("/es/my-bookings");
    await verifyOnPage(site, page, email, "es");
    const pack = page.getByRole("article", { name: "12 sesiones en el gimnasio" });
    const expiry = pack.getByTestId("pack-expiry");
    await expiry.waitFor();
    expect(await expiry.textContent()).toMatch(/^Reserva tus sesiones hasta el \d+ \S+ \d{4}$/);

    // Her last day was yesterday; the sweep lapses what she had not booked.
    await site.db
      .update(bookings)
      .set({ expiresAt: miamiInstant(studioDate(new Date()), "00:00") })
      .where(eq(bookings.id, bookingId));
    expect((await sweepPackExpiry(site.services)).lapsed).toBe(12);
    await page.reload();
    const expired = pack.getByTestId("pack-expired");
    await expired.waitFor();
    expect(await expired.textContent()).toMatch(/^12 sesiones vencieron después del /);
    expect(await pack.getByText("vencida", { exact: true }).count()).toBe(12);
    await page.context().close();
  });

  it("is given more time by the trainer from the client's page, and the sessions are hers to book again", async () => {
    const page = await site.page("desktop");
    await signInAsTrainer(page, `/admin/clients?email=${encodeURIComponent(email)}`);
    const card = page.getByRole("article", { name: `12 Gym Sessions, booking #${bookingId}` });
    await card.getByTestId("pack-expiry").filter({ hasText: "Expired after" }).waitFor();
    expect(await card.getByText("Expired", { exact: true }).count()).toBe(12);
    await card.getByRole("button", { name: "Give more time" }).click();
    const form = page.getByRole("form", { name: `More time for booking #${bookingId}` });
    const until = addDays(studioDate(new Date()), 45);
    await form.getByLabel("New last day to book").fill(until);
    await form.getByRole("button", { name: "Save" }).click();
    await toast(page, "More time given").filter({ hasText: "12 expired sessions are back to book." }).waitFor();
    await card.getByTestId("pack-expiry").filter({ hasText: "Use by" }).waitFor();
    await expect.poll(() => card.getByText("To book", { exact: true }).count()).toBe(12);
    await page.context().close();
  });
});
