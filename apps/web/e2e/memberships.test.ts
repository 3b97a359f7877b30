// A membership, as its two people meet it: the trainer makes a package a monthly membership on her phone; a client
// reads its terms on the Spanish booking form at 390 px, starts it (mock payments take no card), and pauses,
// resumes, cancels and keeps it from My Sessions, each rule shown before she acts. An unlimited one reads as
// unlimited everywhere, never as a count of days.
import { mkdirSync } from "node:fs";
import { memberships, packageSessions, packages } from "@studio/db";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, hydrated, type Site, signInAsTrainer, startSite, toast, verifyOnPage } from "./harness";

describe.skipIf(!hasChromium)("a membership", () => {
  let site: Site;
  const email = "paula.miembro@example.com";
  let packageId: number;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  it("is made from the trainer's package form on her phone", async () => {
    const page = await site.page("phone");
    await signInAsTrainer(page, "/admin/catalogue");
    await page.getByRole("heading", { name: "Catalogue", level: 1 }).waitFor();
    await page.getByRole("button", { name: "New Package" }).click();
    const dialog = page.getByRole("dialog", { name: "New Package" });
    await dialog.getByLabel(/^Name/).fill("Gym Membership");
    await dialog.getByLabel("Type").selectOption("gym");
    await dialog.getByLabel("Sold as").selectOption({ label: "A membership, paid monthly" });
    await dialog.getByLabel(/^Price a month/).fill("199");
    await dialog.getByLabel("Sessions each month").fill("8");
    await dialog.getByLabel("A month's sessions last (months)").fill("1");
    await dialog.getByRole("button", { name: "Create Package" }).click();
    await toast(page, "Package saved").waitFor();
    const row = page.getByRole("article", { name: "Gym Membership", exact: true });
    await row.getByText("Membership", { exact: true }).waitFor();
    await row.getByText(/\$199\/month · 8 sessions a month/).waitFor();
    const [listed] = await site.db.select().from(packages).where(eq(packages.name, "Gym Membership"));
    expect(listed).toMatchObject({ billing: "monthly", sessionCount: 8, validMonths: 1 });
    packageId = listed?.id ?? 0;
    await page.context().close();
  });

  it("is started in Spanish on a phone, and paused, resumed, cancelled and kept from My Sessions", async () => {
    const page = await site.page("phone", { locale: "es-US" });
    await page.goto(`/es/booking/${packageId}`);
    await page.waitForLoadState("networkidle");
    const terms = page.getByTestId("scheduling-card");
    await terms.getByText("Tu membresía").waitFor();
    await terms.getByText("8 sesiones cada mes, que tú misma programas desde Mis sesiones.").waitFor();
    await terms.getByText(/^Reserva las sesiones de un mes dentro de ese mes/).waitFor();
    // A code's discount has no month to go to: no code box for a membership.
    expect(await page.getByLabel(/código de descuento/i).count()).toBe(0);
    await page.getByLabel(/^Nombre completo/).fill("Paula Miembro");
    await page.getByLabel(/^Correo electrónico/).fill(email);
    await page.getByLabel(/^Teléfono/).fill("(305) 555-0190");
    await page.getByRole("button", { name: "Unirme por $199/mes" }).click();
    await page.waitForURL((url) => url.pathname === "/es/booking-confirmation");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await page.goto("/es/my-bookings");
    await verifyOnPage(site, page, email, "es");
    const card = page.getByRole("article", { name: "Gym Membership" });
    await card.getByText("$199/mes · 8 sesiones al mes").waitFor();
    await card.getByText("Activa", { exact: true }).waitFor();
    await card
      .getByText(/^Se renueva el .+: ese día se cobran \$199 y tienes 8 sesiones nuevas para reservar\.$/)
      .waitFor();

    // Pausing says what it means before it happens.
    await card.getByRole("button", { name: "Pausar membresía" }).click();
    const pause = page.getByRole("dialog", { name: "¿Pausar tu membresía?" });
    await pause.getByText(/no se te cobra ni se agregan sesiones nuevas/).waitFor();
    await pause.getByRole("button", { name: "Pausar membresía" }).click();
    await toast(page, "Membresía en pausa").waitFor();
    await card.getByText("En pausa", { exact: true }).waitFor();
    await card.getByRole("button", { name: "Reanudar membresía" }).click();
    await toast(page, "Membresía reanudada").waitFor();
    await card.getByText("Activa", { exact: true }).waitFor();

    await card.getByRole("button", { name: "Cancelar membresía" }).click();
    const cancel = page.getByRole("dialog", { name: "¿Cancelar tu membresía?" });
    await cancel.getByText(/cuando acaba el mes que pagaste, y no se te cobrará de nuevo/).waitFor();
    await cancel.getByRole("button", { name: "Cancelar membresía" }).click();
    await toast(page, "Membresía cancelada").waitFor();
    await card.getByText("Por terminar", { exact: true }).waitFor();
    const [ending] = await site.db.select().from(memberships).where(eq(memberships.clientEmail, email));
    expect(ending?.endsAt).not.toBeNull();
    await card.getByRole("button", { name: "Mantener mi membresía" }).click();
    await toast(page, "Membresía mantenida").waitFor();
    await card.getByText("Activa", { exact: true }).waitFor();
    const [kept] = await site.db.select().from(memberships).where(eq(memberships.clientEmail, email));
    expect(kept).toMatchObject({ status: "active", endsAt: null });
    await page.context().close();
  });

  describe("unlimited within her hours", () => {
    let unlimitedId: number;
    const shots = "/tmp/shots/unlimited";
    mkdirSync(shots, { recursive: true });
    /** The gym card on the home page with the unlimited membership chosen. */
    async function gymCard(page: Page, path: string, category: string, button: string) {
      await page.goto(path);
      const card = page.getByRole("article", { name: category });
      const choice = card.getByRole("button", { name: button, exact: true });
      await hydrated(choice);
      await choice.click();
      await card.getByTestId("package-name").getByText("Unlimited Gym").waitFor();
      await card.scrollIntoViewIfNeeded();
      return card;
    }

    it("is made from the package form: unlimited within her hours, the count the server's", async () => {
      const page = await site.page("phone");
      await signInAsTrainer(page, "/admin/catalogue");
      await page.getByRole("heading", { name: "Catalogue", level: 1 }).waitFor();
      await page.getByRole("button", { name: "New Package" }).click();
      const dialog = page.getByRole("dialog", { name: "New Package" });
      await dialog.getByLabel(/^Name/).fill("Unlimited Gym");
      await dialog.getByLabel("Type").selectOption("gym");
      await dialog.getByLabel("Sold as").selectOption({ label: "A membership, paid monthly" });
      await dialog.getByLabel(/^Price a month/).fill("249");
      await dialog.getByLabel("Sessions each month").fill("12");
      await dialog.getByLabel("Unlimited within your hours").check();
      expect(await dialog.getByLabel("Sessions each month").isDisabled()).toBe(true);
      await dialog.getByLabel("Unlimited within your hours").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/package-form-en-390.png` });
      await dialog.getByRole("button", { name: "Create Package" }).click();
      await toast(page, "Package saved").waitFor();
      const row = page.getByRole("article", { name: "Unlimited Gym", exact: true });
      await row.getByText(/\$249\/month · Unlimited within your hours \(one a day\)/).waitFor();
      const [listed] = await site.db.select().from(packages).where(eq(packages.name, "Unlimited Gym"));
      expect(listed).toMatchObject({ billing: "monthly", unlimited: true, sessionCount: 31, validMonths: 1 });
      unlimitedId = listed?.id ?? 0;
      await page.context().close();
    });

    it("reads as unlimited on the services card and the booking form, in English and Spanish, at 390 px", async () => {
      const english = await site.page("phone");
      const card = await gymCard(english, "/", "Gym Training", "Unlimited");
      await card.getByText("Unlimited sessions within my hours", { exact: true }).waitFor();
      await card.getByText("Unlimited private sessions within my hours").waitFor();
      expect(await card.getByText(/31/).count()).toBe(0);
      await card.screenshot({ path: `${shots}/services-card-en-390.png` });
      await english.goto(`/booking/${unlimitedId}`);
      const terms = english.getByTestId("scheduling-card");
      await terms.getByText(/^Unlimited sessions within my hours: one a day/).waitFor();
      await terms.getByText("Days you don't book are not carried over: each month starts fresh.").waitFor();
      expect(
        await english
          .getByLabel(/^Training package/)
          .locator("option:checked")
          .textContent(),
      ).toContain("unlimited sessions");
      expect(
        await english.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await terms.scrollIntoViewIfNeeded();
      await english.screenshot({ path: `${shots}/booking-form-en-390.png` });

      const spanish = await site.page("phone", { locale: "es-US" });
      const tarjeta = await gymCard(spanish, "/es/", "Entrenamiento en el gimnasio", "Ilimitada");
      await tarjeta.getByText("Sesiones ilimitadas dentro de mi horario", { exact: true }).waitFor();
      await tarjeta.screenshot({ path: `${shots}/services-card-es-390.png` });
      await spanish.goto(`/es/booking/${unlimitedId}`);
      const condiciones = spanish.getByTestId("scheduling-card");
      await condiciones.getByText(/^Sesiones ilimitadas dentro de mi horario: una por día/).waitFor();
      await condiciones.scrollIntoViewIfNeeded();
      await spanish.screenshot({ path: `${shots}/booking-form-es-390.png` });
      await english.context().close();
      await spanish.context().close();
    });

    it("is started, and My Sessions says unlimited this month with one session to book, not a row a day", async () => {
      const member = "ursula.unlimited@example.com";
      const page = await site.page("phone");
      await page.goto(`/booking/${unlimitedId}`);
      await page.getByLabel(/^Full name/).fill("Ursula Unlimited");
      await page.getByLabel(/^Email/).fill(member);
      await page.getByLabel(/^Phone/).fill("(305) 555-0191");
      await page.getByRole("button", { name: "Join for $249/month" }).click();
      await page.waitForURL((url) => url.pathname === "/booking-confirmation");
      await page.getByText("Unlimited, one a day").waitFor();
      const [month] = await site.db.select().from(memberships).where(eq(memberships.clientEmail, member));
      const sessions = await site.db
        .select()
        .from(packageSessions)
        .where(eq(packageSessions.bookingId, month?.firstBookingId ?? 0));
      expect(sessions.length).toBeGreaterThanOrEqual(28);

      await page.goto("/my-bookings");
      await verifyOnPage(site, page, member, "en");
      await page.getByText("$249/month · unlimited sessions, one a day").waitFor();
      await page.getByText("Unlimited this month", { exact: true }).waitFor();
      await page
        .getByTestId("pack-balance")
        .getByText(/^One session a day through .+ · 0 booked$/)
        .waitFor();
      expect(await page.getByTestId("session-row").count()).toBe(1);
      // Her membership, then the month it paid: both named by the package.
      const [membershipCard, monthCard] = await page.getByRole("article", { name: "Unlimited Gym" }).all();
      await membershipCard?.screenshot({ path: `${shots}/my-membership-en-390.png` });
      await monthCard?.screenshot({ path: `${shots}/my-month-en-390.png` });
      await page.context().close();
    });
  });
});
