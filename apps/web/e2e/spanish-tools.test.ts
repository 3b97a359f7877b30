// The legal pages, the checkout, the progress tracker and the reminder settings in Spanish, as a reader whose
// browser reads Spanish meets them on her phone: their words, dates, prices, a rule's message and the toasts.
import { bookings, packageSessions } from "@studio/db";
import { startFakeStripeApi } from "@studio/server/fake-stripe";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookPackage, hasChromium, type Page, proveEmail, type Site, startSite, toast, toggle } from "./harness";

/** Fills the Spanish booking form for the 12 gym sessions and books them. */
async function bookInSpanish(page: Page, name: string, email: string) {
  await page.goto("/es/booking/6");
  await page.getByLabel(/^Nombre completo/).fill(name);
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await page.getByLabel(/^Teléfono/).fill("(305) 555-0123");
  await page.getByRole("button", { name: "Reservar sesión - $960" }).click();
}

describe.skipIf(!hasChromium)("the legal pages, checkout, tracker and reminders in Spanish", () => {
  let site: Site;
  // Friday 20 November 2026, 10:00 in Miami.
  let clock = new Date("2026-11-20T15:00:00Z");
  beforeAll(async () => {
    site = await startSite({}, { now: () => clock });
  });
  afterAll(() => site?.close());

  async function signIn(page: Page, email: string) {
    await proveEmail(site, page, email);
    await toast(page, "¡Verificación lista!").filter({ hasText: "¡Qué bueno verte de nuevo!" }).waitFor();
  }

  it("reads the privacy policy and the terms in Spanish", async () => {
    const page = await site.page("phone", { locale: "es-US" });
    await page.goto("/es/privacy");
    await page.getByRole("heading", { level: 1, name: "Política de privacidad" }).waitFor();
    expect(await page.title()).toBe("Política de privacidad | Carmen Reyes Fitness");
    await page.getByText("Última actualización: 1 de noviembre de 2026").waitFor();
    await page.getByRole("heading", { level: 2, name: "Qué información recopilamos" }).waitFor();
    await page.getByText(/los pagos con tarjeta los procesa Stripe/).waitFor();
    await page.getByText(/Respondemos en un plazo máximo de 30 días/).waitFor();
    expect(await page.getByRole("link", { name: "hello@carmenreyesfitness.com" }).first().getAttribute("href")).toBe(
      "mailto:hello@carmenreyesfitness.com",
    );
    await expect(page.getByText("What we collect").count()).resolves.toBe(0);

    await page.goto("/es/terms");
    await page.getByRole("heading", { level: 1, name: "Términos del servicio" }).waitFor();
    expect(await page.title()).toBe("Términos del servicio | Carmen Reyes Fitness");
    await page.getByRole("heading", { level: 2, name: "Cancelaciones y cambios de fecha" }).waitFor();
    await page.getByText(/hasta 24 horas antes de que empiece/).waitFor();
    await page.getByText(/Escríbeme a hello@carmenreyesfitness\.com o llámame al/).waitFor();
    await page.context().close();
  });

  it("pays for a booking she made in Spanish: the checkout's words, and its setup error once it is paid", async () => {
    const page = await site.page("phone", { locale: "es-US" });
    // The payment is held for a moment, so the checkout's first state can be read.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/trpc\/bookings\.createPaymentIntent/, async (route) => {
      await held;
      await route.continue();
    });
    await bookInSpanish(page, "Lucía Gómez", "lucia.pago@example.com");
    await page.waitForURL((url) => url.pathname === "/es/checkout");
    await page.getByRole("heading", { level: 1, name: "Completa tu pago" }).waitFor();
    await page.getByText("Preparando el pago").waitFor();
    expect(await page.title()).toBe("Pago | Carmen Reyes Fitness");
    release();

    // Mock payments take no card: on to the confirmation, in Spanish, and the booking is paid.
    await page.waitForURL((url) => url.pathname === "/es/booking-confirmation");
    const [booking] = await site.db.select().from(bookings).where(eq(bookings.clientEmail, "lucia.pago@example.com"));
    expect(booking).toMatchObject({ paymentStatus: "paid", language: "es" });

    // Back at the checkout of a booking already paid: the setup error, and the way back to her package.
    await page.unroute(/\/trpc\/bookings\.createPaymentIntent/);
    await page.goto("/es/checkout");
    await page.getByRole("heading", { name: "No pudimos preparar el pago" }).waitFor();
    await page.getByText("No se pudo iniciar el pago. Vuelve a tu reserva e inténtalo de nuevo.").waitFor();
    expect(await page.getByRole("link", { name: "Volver a la reserva" }).getAttribute("href")).toBe("/es/booking/6");
    await page.context().close();
  });

  it("logs her progress in Spanish: a rule's message, the toast, her streak and her history", async () => {
    clock = new Date("2026-11-20T15:00:00Z");
    const email = "marta.registro@example.com";
    const page = await site.page("phone", { locale: "es-US" });
    await page.goto("/es/progress-tracker");
    await page.getByRole("heading", { level: 1, name: "Mi registro de progreso" }).waitFor();
    expect(await page.title()).toBe("Mi registro de progreso | Carmen Reyes Fitness");
    await signIn(page, email);
    await page.getByTestId("streak-banner").getByText("🌱 Racha de 0 días").waitFor();
    await page.getByRole("tab", { name: "Registro de hoy" }).waitFor();
    await page.getByText("Ánimo: 😐 Normal").waitFor();
    await page.getByText("Energía: Moderada").waitFor();
    await expect(page.getByRole("slider", { name: "Ánimo" }).getAttribute("aria-valuetext")).resolves.toBe(
      "Normal, 3 de 5",
    );

    // Notes over the shared limit: the rule's message under the field, in Spanish, and nothing saved.
    await page.getByLabel("Notas").fill("a".repeat(2001));
    await page.getByRole("button", { name: "Guardar el registro de hoy" }).click();
    await page.getByText("Las notas pueden tener como máximo 2000 caracteres").waitFor();
    await page.getByLabel("Notas").fill("Me sentí con mucha energía");
    await expect(page.getByText("Las notas pueden tener como máximo 2000 caracteres").count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Guardar el registro de hoy" }).click();
    await toast(page, "¡Progreso guardado!").filter({ hasText: "Lograste: 💪" }).waitFor();
    await page.getByTestId("streak-banner").getByText("💪 Racha de 1 día").waitFor();

    // The next day: a better mood, a rest day, and a streak of two days (a plural).
    clock = new Date("2026-11-21T15:00:00Z");
    await page.reload();
    await page.getByRole("slider", { name: "Ánimo" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.getByText("Ánimo: 😊 Bien").waitFor();
    await expect(page.getByRole("slider", { name: "Ánimo" }).getAttribute("aria-valuetext")).resolves.toBe(
      "Bien, 4 de 5",
    );
    const workedOut = page.getByRole("switch", { name: "Hoy hice mi entrenamiento" });
    await toggle(workedOut);
    await expect.poll(() => workedOut.isChecked()).toBe(false);
    await page.getByRole("button", { name: "Guardar el registro de hoy" }).click();
    const saved = toast(page, "¡Progreso guardado!");
    await saved.waitFor();
    await expect.poll(() => saved.textContent()).toContain("Lograste: 🌈");
    await page.getByTestId("streak-banner").getByText("💪 Racha de 2 días").waitFor();

    await page.getByRole("tab", { name: "Mi historial" }).click();
    await page.getByTestId("progress-entry").nth(1).waitFor();
    const entries = page.getByTestId("progress-entry");
    await entries.nth(0).getByText("21 nov 2026").waitFor();
    await entries.nth(0).getByText("😊 · Energía moderada · Día de descanso").waitFor();
    await entries.nth(0).getByText("🌈 Ánimo en alza").waitFor();
    await entries.nth(1).getByText("20 nov 2026").waitFor();
    await entries.nth(1).getByText("😐 · Energía moderada · Gimnasio").waitFor();
    await entries.nth(1).getByText("Me sentí con mucha energía").waitFor();
    await page.getByRole("heading", { name: "Ánimo y energía, últimos 30 días" }).waitFor();
    await page.getByRole("button", { name: "Exportar CSV" }).waitFor();
    // The charts' days in Spanish.
    await page.locator(".recharts-surface").first().waitFor();
    await page.locator(".recharts-cartesian-axis-tick-value").filter({ hasText: "20 nov" }).first().waitFor();
    await page.context().close();
  });

  it("changes her reminder settings in Spanish and sends herself a test reminder", async () => {
    clock = new Date("2026-11-20T15:00:00Z");
    const email = "rosa.recordatorios@example.com";
    const { id } = await bookPackage(site, { packageId: 6, clientName: "Rosa Pérez", clientEmail: email });
    const [first] = await site.db
      .select({ id: packageSessions.id })
      .from(packageSessions)
      .where(eq(packageSessions.bookingId, id))
      .orderBy(asc(packageSessions.sessionNumber))
      .limit(1);

    const page = await site.page("phone", { locale: "es-US" });
    await page.goto("/es/reminder-settings");
    await page.getByRole("heading", { level: 1, name: "Recordatorios de sesiones" }).waitFor();
    expect(await page.title()).toBe("Recordatorios de sesiones | Carmen Reyes Fitness");
    await signIn(page, email);
    await page.getByText("No tienes sesiones próximas. Prográmalas desde Mis sesiones.").waitFor();

    // Her first session on Tuesday at 10 a.m., scheduled as My Sessions does, with this browser's sign-in.
    const scheduled = await page.request.post(`/api/portal/sessions/${first?.id}/schedule`, {
      data: { date: "2026-11-24", time: "10:00" },
      headers: { "x-requested-with": "fetch" },
    });
    expect(scheduled.status()).toBe(200);
    await page.reload();
    await page.getByText("12 sesiones en el gimnasio, sesión 1").waitFor();
    await page.getByText(/^24 nov 2026, 10:00\sa\.\s?m\. \(hora de Miami\)$/).waitFor();

    await expect(page.getByLabel("Cuándo recordarme").inputValue()).resolves.toBe("24");
    await page.getByRole("option", { name: "24 horas antes" }).waitFor({ state: "attached" });
    await page.getByRole("option", { name: "1 hora antes" }).waitFor({ state: "attached" });
    await page.getByLabel("Cuándo recordarme").selectOption("2");
    await page.getByLabel("Cómo recibirlos").selectOption("both");
    await page.getByText(/Los mensajes de texto se enviarán cuando el estudio conecte/).waitFor();
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await toast(page, "Cambios guardados")
      .filter({ hasText: "Guardamos tu configuración de recordatorios." })
      .waitFor();

    await page.getByRole("button", { name: "Enviar recordatorio de prueba" }).click();
    await toast(page, "Recordatorio de prueba enviado")
      .filter({ hasText: `Te enviamos un recordatorio de prueba a ${email}` })
      .waitFor();

    await page.reload();
    await expect.poll(() => page.getByLabel("Cuándo recordarme").inputValue()).toBe("2");
    await expect.poll(() => page.getByLabel("Cómo recibirlos").inputValue()).toBe("both");
    await toggle(page.getByRole("switch", { name: "Quiero recibir recordatorios" }));
    await expect(page.getByLabel("Cuándo recordarme").isDisabled()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Enviar recordatorio de prueba" }).isDisabled()).resolves.toBe(true);
    expect(await page.getByRole("link", { name: "Volver" }).getAttribute("href")).toBe("/es/my-bookings");
    await page.context().close();
  });
});

describe.skipIf(!hasChromium)("the checkout's card payment in Spanish", () => {
  let stripe: Awaited<ReturnType<typeof startFakeStripeApi>>;
  let site: Site;
  beforeAll(async () => {
    stripe = await startFakeStripeApi();
    site = await startSite({}, { payments: stripe.gateway });
  });
  afterAll(async () => {
    await site?.close();
    await stripe?.close();
  });

  it("shows her booking's summary and total before the card form", async () => {
    const page = await site.page("phone", { locale: "es-US" });
    // No network here: Stripe.js itself never arrives, the page's own summary does.
    await page.route(/stripe\.com/, (route) => route.abort());
    await bookInSpanish(page, "Elena Ruiz", "elena.tarjeta@example.com");
    await page.waitForURL((url) => url.pathname === "/es/checkout");
    await page.getByRole("heading", { level: 1, name: "Completa tu pago" }).waitFor();
    await page.getByText("Clienta", { exact: true }).waitFor();
    await page.getByText("Elena Ruiz", { exact: true }).waitFor();
    await page.getByText("Total", { exact: true }).waitFor();
    await page.getByText("$960", { exact: true }).waitFor();
    await page.context().close();
  });
});
