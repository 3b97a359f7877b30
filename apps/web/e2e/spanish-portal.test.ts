// My Sessions as a Spanish reader meets it on her phone: the e-mail and code steps, the code's e-mail, a wrong code
// refused in Spanish, her sessions, and a session scheduled with the picker, its day and deadline in Spanish and
// always in Miami time.
import type { SmtpServer } from "@studio/server/smtp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookPackage, hasChromium, type Site, startSiteWithMail, toast } from "./harness";

describe.skipIf(!hasChromium)("My Sessions in Spanish", () => {
  let smtp: SmtpServer;
  let site: Site;
  // Monday, Nov 23, 2026, 9:00 AM in Miami; the browser's clock is set to the server's.
  const clock = new Date("2026-11-23T14:00:00Z");
  beforeAll(async () => {
    ({ site, smtp } = await startSiteWithMail({}, { now: () => clock }));
  });
  afterAll(() => site?.close());

  /** The code from the newest verification e-mail to this address, which she asked for from a Spanish page. */
  async function codeFrom(email: string, after: number) {
    const mails = await smtp.waitFor(after + 1);
    const mail = [...mails.slice(after)].reverse().find((m) => m.to && "text" in m.to && m.to.text.includes(email));
    expect(mail?.subject).toMatch(/^Tu código de verificación: \d{6}$/);
    return /(\d{6})/.exec(mail?.subject ?? "")?.[1] ?? "";
  }

  it("signs in with her code, refuses a wrong one in Spanish, and schedules a session with the Spanish picker", async () => {
    const email = "sofia@example.com";
    await bookPackage(site, { packageId: 6, clientName: "Sofía Martínez", clientEmail: email });
    const page = await site.page("phone", { locale: "es-US" });
    await page.clock.install({ time: clock });
    await page.goto("/es/my-bookings");
    await page.getByRole("heading", { level: 1, name: "Mis sesiones de entrenamiento" }).waitFor();
    expect(await page.title()).toContain("Mis sesiones de entrenamiento");
    await page.getByText("Las sesiones canceladas con menos de 24 horas de anticipación se pierden.").waitFor();

    // The e-mail's rule, said in Spanish.
    await page.getByRole("button", { name: "Enviar código de verificación" }).click();
    await toast(page, "Correo no válido").filter({ hasText: "Escribe un correo electrónico válido" }).waitFor();

    const before = smtp.received.length;
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByRole("button", { name: "Enviar código de verificación" }).click();
    await toast(page, "Código de verificación enviado").waitFor();
    await page.getByText(`Te enviamos un código de 6 dígitos a ${email}.`, { exact: false }).waitFor();
    const code = await codeFrom(email, before);

    // The code's rule, then the server's refusal of a wrong code, both in Spanish.
    await page.getByRole("button", { name: "Verificar código" }).click();
    await toast(page, "Código no válido")
      .filter({ hasText: "Escribe el código de verificación de 6 dígitos" })
      .waitFor();
    const wrong = code === "000000" ? "111111" : "000000";
    await page.getByLabel("Código de verificación").fill(wrong.slice(0, 5));
    await page.getByLabel("Código de verificación").pressSequentially(wrong.slice(5));
    await toast(page, "No pudimos verificarte")
      .filter({ hasText: "El código de verificación no es correcto" })
      .waitFor();
    await page.locator(".mantine-Alert-root").filter({ hasText: "El código de verificación no es correcto" }).waitFor();

    await page.getByLabel("Código de verificación").fill("");
    await page.getByLabel("Código de verificación").pressSequentially(code);
    await toast(page, "¡Verificación lista!")
      .filter({ hasText: "Aquí tienes tus sesiones de entrenamiento." })
      .waitFor();
    // The package is named as the trainer wrote it in Spanish; everything around it is Spanish too.
    const card = page.getByRole("article", { name: "12 sesiones en el gimnasio" });
    await card.getByText("12 de 12 por entrenar", { exact: true }).waitFor();
    await card.getByText(/^Reservado el \d{1,2} [a-z]{3,4}\.? 2026 · Entrenamiento en el gimnasio · \$960$/).waitFor();
    await expect(card.getByText("Aún sin reservar").count()).resolves.toBe(12);
    await page.getByText("Entraste como").waitFor();
    // Once she is in, the page no longer asks for her e-mail.
    await page.getByText(/^Tus paquetes y sesiones: reserva, cambia o cancela/).waitFor();
    await expect(page.getByText(/Escribe el correo/).count()).resolves.toBe(0);

    // The picker: Spanish days and months, Miami's hours, and the time's places said in Spanish.
    const rows = card.getByTestId("session-row");
    await rows.nth(0).getByRole("button", { name: "Reservar" }).click();
    const picker = page.getByRole("dialog", { name: "Elige un horario para la sesión 1" });
    await picker.getByText("Horas de Miami (hora del Este)").waitFor();
    await picker.getByText("miércoles, 25 de noviembre").waitFor();
    await picker.getByText(/Los horarios marcados con \* empiezan en menos de 24 horas/).waitFor();
    await picker
      .getByRole("button", { name: /^miércoles, 25 de noviembre, 11:00 a\.m\., quedan? \d+ lugar(es)?$/ })
      .click();
    await toast(page, "Sesión reservada")
      .filter({ hasText: "Te esperamos el miércoles, 25 de noviembre, 11:00 a.m.; te llegará una invitación" })
      .waitFor();

    // Her session, its day and its deadline for free changes in Spanish, in Miami time.
    await rows.nth(0).getByText("reservada").waitFor();
    await rows.nth(0).getByText("25 nov 2026, 11:00 a.m.").waitFor();
    await rows
      .nth(0)
      .getByText(/^Cambios gratis hasta el mar, 24 de nov\.?, 11:00 a\.m\.$/)
      .waitFor();
    await card.getByText(/^Próxima: sesión 1, mié, 25 de nov\.?, 11:00 a\.m\.$/).waitFor();
    await card
      .getByTestId("pack-balance")
      .getByText("12 por entrenar · 1 reservada · 11 por reservar", { exact: true })
      .waitFor();

    // Cancelling says what happens, in Spanish, before she decides; she keeps it.
    await rows.nth(0).getByRole("button", { name: "Cancelar" }).click();
    const cancel = page.getByRole("dialog", { name: "¿Cancelar la sesión 1?" });
    await cancel.getByText(/la sesión vuelve a tu paquete/).waitFor();
    await cancel.getByRole("button", { name: "Mantenerla" }).click();
    await page.context().close();
  });
});
