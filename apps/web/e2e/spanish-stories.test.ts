// What the trainer wrote in Spanish beside her English, as a Spanish reader meets it on her phone: her clients'
// stories on the home page, and why the studio is closed on a day she cannot book.
import { closures } from "@studio/db";
import { addDays, studioDate } from "@studio/validators/studio-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookPackage, hasChromium, type Site, startSite, verifyOnPage } from "./harness";

describe.skipIf(!hasChromium)("her Spanish stories and days off", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  it("shows a seeded testimonial in Spanish on /es at 390 px, not the English", async () => {
    const page = await site.page("phone", { locale: "es-US" });
    await page.goto("/es");
    const carousel = page.locator("#testimonials");
    await carousel.scrollIntoViewIfNeeded();
    const comment = carousel.getByTestId("testimonial-comment");
    await comment.waitFor();
    await expect(comment.textContent()).resolves.toMatch(
      /Mi médico estaba preocupado|La perimenopausia me tenía|Llegué con la espalda rígida/,
    );
    // Her own Spanish: no lang="en" on it, and no "only in English" note.
    await expect(comment.getAttribute("lang")).resolves.toBeNull();
    await carousel
      .getByText(/^Clienta desde hace/)
      .first()
      .waitFor();
    await expect(
      carousel.getByText("Linda P.").or(carousel.getByText("Maria G.")).or(carousel.getByText("Denise R.")).count(),
    ).resolves.toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it("tells a Spanish client why a day is closed in the trainer's Spanish", async () => {
    // Two days some days ahead: the picker's week shows them beside days still open.
    const today = studioDate(new Date());
    await site.db.insert(closures).values({
      startsOn: addDays(today, 3),
      endsOn: addDays(today, 4),
      reason: "Closed for a fitness conference",
      translations: { es: { reason: "Cerrado por una conferencia de fitness" } },
    });
    const email = "lucia@example.com";
    await bookPackage(site, { packageId: 6, clientName: "Lucía Pérez", clientEmail: email });
    const page = await site.page("phone", { locale: "es-US" });
    await page.goto("/es/my-bookings");
    await verifyOnPage(site, page, email, "es");
    const card = page.getByRole("article", { name: "12 sesiones en el gimnasio" });
    await card.getByTestId("session-row").first().getByRole("button", { name: "Reservar" }).click();
    const picker = page.getByRole("dialog");
    await picker.getByText("Horas de Miami (hora del Este)").waitFor();
    await picker.getByText("Cerrado por una conferencia de fitness").first().waitFor();
    await expect(picker.getByText("Closed for a fitness conference").count()).resolves.toBe(0);
    await page.context().close();
  });
});
