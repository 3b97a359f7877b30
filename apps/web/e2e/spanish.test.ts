// The site in Spanish, as a visitor whose browser reads Spanish meets it: sent to /es, every page and link in Spanish,
// a switch to English that is remembered, and a booking kept in the language she made it in.
import { bookings } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, type Site, startSite } from "./harness";

describe.skipIf(!hasChromium)("the site in Spanish", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  it("sends a Spanish reader to /es, with lang and hreflang, and keeps her switch to English", async () => {
    const page = await site.page("phone", { locale: "es-US" });
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/es");
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    await page.getByRole("heading", { level: 1, name: /mujeres de más de 40/ }).waitFor();
    expect(await page.title()).toContain("Entrenamiento personal para mujeres de más de 40");
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => `${link.getAttribute("hreflang")} ${new URL((link as HTMLLinkElement).href).pathname}`),
      );
    expect(alternates).toEqual(["en /", "es /es", "x-default /"]);
    // The services, from the catalogue's Spanish words; the links stay under /es.
    await page.getByRole("heading", { name: "Entrenamiento en el gimnasio" }).waitFor();
    await page.getByText("Duración: 1 hora").first().waitFor();
    expect(await page.getByRole("contentinfo").getByRole("link", { name: "Reserva ya" }).getAttribute("href")).toBe(
      "/es/booking",
    );
    expect(await page.getByRole("link", { name: "Reserva ya" }).first().getAttribute("href")).toMatch(
      /^\/es\/booking\/\d+$/,
    );

    // Her choice of English is remembered over her browser's Spanish.
    await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/blog");
    expect(new URL(page.url()).pathname).toBe("/blog");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await page.context().close();
  });

  it("books in Spanish: the form's words and rules in Spanish, and the booking kept in Spanish", async () => {
    const page = await site.page("phone", { locale: "es-US" });
    await page.goto("/es/booking/6");
    await page.getByRole("heading", { name: "Reserva tu sesión de entrenamiento" }).waitFor();
    await page.getByRole("button", { name: "Reservar sesión - $960" }).click();
    await page.getByText("Escribe tu nombre completo").waitFor();
    await page.getByText("Escribe un correo electrónico válido").waitFor();

    await page.getByLabel(/^Nombre completo/).fill("Lucía Gómez");
    await page.getByLabel(/^Correo electrónico/).fill("lucia@example.com");
    await page.getByLabel(/^Teléfono/).fill("(305) 555-0123");
    await page.getByRole("button", { name: "Reservar sesión - $960" }).click();
    await page.waitForURL((url) => url.pathname === "/es/checkout");
    const [booking] = await site.db.select().from(bookings).where(eq(bookings.clientEmail, "lucia@example.com"));
    expect(booking?.language).toBe("es");
    await page.context().close();
  });

  it("writes to the trainer in Spanish: the contact page's words and rules", async () => {
    const page = await site.page("phone", { locale: "es-US" });
    await page.goto("/es/contact");
    await page.getByRole("heading", { level: 1, name: "Hablemos de tus metas" }).waitFor();
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await page.getByText("Escribe tu nombre completo").waitFor();
    await page.getByText("Escribe un asunto").waitFor();
    await page.getByText("Tu mensaje debe tener al menos 10 caracteres").waitFor();
    await page.getByText("Lun a vie, 6 a.m. a 8 p.m.").waitFor();
    await page.context().close();
  });
});
