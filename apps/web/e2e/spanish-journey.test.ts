// A Spanish reader's whole way through the site on her phone, as the issue tells it: her browser prefers Spanish, so
// she lands on the Spanish pages; she books and pays, her confirmation and her code arrive in Spanish, My Sessions
// is in Spanish; then she switches to English and stays on the same page.
import type { SmtpServer } from "@studio/server/smtp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, type Site, startSiteWithMail, toast } from "./harness";

describe.skipIf(!hasChromium)("a Spanish reader, from the first page to My Sessions", () => {
  let smtp: SmtpServer;
  let site: Site;
  beforeAll(async () => {
    ({ site, smtp } = await startSiteWithMail({}));
  });
  afterAll(() => site?.close());

  const mailTo = async (email: string, subject: RegExp) => {
    for (let seen = 0; ; seen++) {
      const mails = await smtp.waitFor(seen + 1);
      const found = mails.find(
        (m) => m.to && "text" in m.to && m.to.text.includes(email) && subject.test(m.subject ?? ""),
      );
      if (found) return found;
    }
  };

  it("books, pays, reads her e-mails and My Sessions in Spanish, and switches to English on the same page", async () => {
    const email = "valentina@example.com";
    const page = await site.page("phone", { locale: "es-US" });
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/es");

    // The gym card's "Reserva ya" opens the booking form in Spanish, her package named in Spanish. The home page asks
    // for the packages again once it is running (their prices may have changed): she taps once the cards are final.
    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: "Reserva ya" }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith("/es/booking/"));
    await page.getByRole("heading", { level: 1, name: "Reserva tu sesión de entrenamiento" }).waitFor();
    // The page is the server's until its scripts take it over: a choice made before then would not be kept.
    await page.waitForLoadState("networkidle");
    await page
      .getByText("Horario de sesiones: lun-vie 6 a.m.-11 a.m. y 4 p.m.-8 p.m., sáb 9 a.m.-12 p.m.")
      .first()
      .waitFor();
    await page.getByLabel(/^Paquete de entrenamiento/).selectOption({ label: "12 sesiones en el gimnasio - $960" });
    await page.getByLabel(/^Nombre completo/).fill("Valentina Ruiz");
    await page.getByLabel(/^Correo electrónico/).fill(email);
    await page.getByLabel(/^Teléfono/).fill("(305) 555-0188");
    await page.getByRole("button", { name: "Reservar sesión - $960" }).click();

    // Mock payments take no card: on to her confirmation, in Spanish.
    await page.waitForURL((url) => url.pathname === "/es/booking-confirmation");
    await page.getByRole("heading", { name: "Reserva confirmada" }).waitFor();
    await page.getByText("12 sesiones en el gimnasio").first().waitFor();
    const confirmation = await mailTo(email, /^Reserva confirmada: /);
    expect(confirmation.subject).toBe("Reserva confirmada: 12 sesiones en el gimnasio");
    expect(confirmation.text).toContain("Hola, Valentina:");
    expect(confirmation.text).toContain("$960 el ");
    expect(confirmation.text).toContain("/es/my-bookings");

    // To My Sessions, from the confirmation; her code arrives in Spanish.
    await page.getByRole("link", { name: "Reserva tus sesiones" }).click();
    await page.waitForURL((url) => url.pathname === "/es/my-bookings");
    await page.getByRole("heading", { level: 1, name: "Mis sesiones de entrenamiento" }).waitFor();
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByRole("button", { name: "Enviar código de verificación" }).click();
    await toast(page, "Código de verificación enviado").waitFor();
    const codeMail = await mailTo(email, /^Tu código de verificación: \d{6}$/);
    const code = /(\d{6})/.exec(codeMail.subject ?? "")?.[1] ?? "";
    await page.getByLabel("Código de verificación").pressSequentially(code);
    const card = page.getByRole("article", { name: "12 sesiones en el gimnasio" });
    await card.getByText("12 de 12 por entrenar", { exact: true }).waitFor();

    // English, from the footer: the same page, in English, and it stays so.
    await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
    await page.waitForURL((url) => url.pathname === "/my-bookings");
    await page.getByRole("heading", { level: 1, name: "My Training Sessions" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await page.context().close();
  });
});
