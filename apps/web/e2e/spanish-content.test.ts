// The blog, the recipes and the newsletter as a Spanish reader meets them on her phone: every word of the interface,
// its dates, counts, rules and toasts in Spanish, every link staying under /es. The seeded posts and recipes read in
// the trainer's Spanish.
import { newsletterSubscribers, recipes } from "@studio/db";
import { latestCode } from "@studio/server/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, linkIn, mailsTo, type Page, type Site, startSiteWithMail, toast } from "./harness";

describe.skipIf(!hasChromium)("the blog, recipes and newsletter in Spanish", () => {
  let site: Site;
  let smtp: Awaited<ReturnType<typeof startSiteWithMail>>["smtp"];
  beforeAll(async () => {
    ({ site, smtp } = await startSiteWithMail());
  });
  afterAll(() => site?.close());

  const spanishPage = () => site.page("phone", { locale: "es-US" });
  const path = (page: Page) => {
    const url = new URL(page.url());
    return url.pathname + url.search;
  };
  const noOverflow = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  it("reads the blog: filters, cards with Spanish dates and reading times, an article and the way back", async () => {
    const page = await spanishPage();
    await page.goto("/blog");
    expect(new URL(page.url()).pathname).toBe("/es/blog");
    await page.getByRole("heading", { level: 1, name: "Fuerza, nutrición y bienestar después de los 40" }).waitFor();
    await expect(page.locator('meta[name="description"]').getAttribute("content")).resolves.toMatch(
      /^Consejos de fuerza, nutrición y bienestar/,
    );
    for (const name of ["Todos", "Ejercicio", "Nutrición", "Bienestar", "Consejos"])
      await expect(page.getByRole("button", { name, exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByText("Destacado", { exact: true }).isVisible()).resolves.toBe(true);
    await noOverflow(page);

    const cards = page.getByTestId("post-grid").getByRole("article");
    await page.getByRole("button", { name: "Ejercicio", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/es/blog" && url.search === "?category=fitness");
    await expect.poll(() => cards.count()).toBe(2);
    const walking = cards.filter({ hasText: "Caminar: el ejercicio que subestimamos" });
    await walking.getByText("28 jul 2026 · 3 min de lectura").waitFor();
    await walking.getByText("Ejercicio", { exact: true }).waitFor();

    await page.getByRole("link", { name: "Leer más: Caminar: el ejercicio que subestimamos" }).click();
    await page.waitForURL((url) => url.pathname === "/es/blog/walking-the-underrated-workout");
    await page.getByRole("heading", { level: 1, name: "Caminar: el ejercicio que subestimamos" }).waitFor();
    await page.getByText("Por Carmen Reyes · 28 de julio de 2026 · 3 min de lectura").waitFor();
    await expect(page.locator("article time").getAttribute("datetime")).resolves.toBe("2026-07-28");
    await page.getByRole("heading", { name: "¿Lista para sentirte más fuerte?" }).waitFor();
    await expect(page.getByRole("link", { name: "Reserva tu consulta gratis" }).getAttribute("href")).resolves.toBe(
      "/es/booking/15",
    );
    await expect(page.getByRole("link", { name: "Contacto", exact: true }).last().getAttribute("href")).resolves.toBe(
      "/es/contact",
    );
    await noOverflow(page);

    // Back to the list as she left it, still in Spanish and still filtered.
    await page.getByRole("link", { name: "← Volver al blog" }).click();
    await page.waitForURL((url) => path(page) === "/es/blog?category=fitness" && url.pathname === "/es/blog");
    await expect(page.getByRole("button", { name: "Ejercicio" }).getAttribute("aria-pressed")).resolves.toBe("true");
    await expect.poll(() => cards.count()).toBe(2);
    await page.context().close();
  });

  it("browses the recipes with a filter and opens one: labels, times, servings and nutrition in Spanish", async () => {
    const page = await spanishPage();
    await page.goto("/es/recipes");
    await page.getByRole("heading", { level: 1, name: "Recetas" }).waitFor();
    expect(await page.title()).toBe("Recetas | Carmen Reyes Fitness");
    await page.getByText("Tipo de comida", { exact: true }).waitFor();
    await page.getByText("Preferencias de dieta", { exact: true }).waitFor();
    await expect(page.getByRole("link", { name: "Comparte una receta" }).getAttribute("href")).resolves.toBe(
      "/es/recipes/create",
    );
    await noOverflow(page);

    await page.getByRole("radio", { name: "Desayuno" }).dispatchEvent("click");
    await page.waitForURL((url) => url.pathname === "/es/recipes" && url.search === "?category=breakfast");
    await page.getByRole("radio", { name: "Vegetariana" }).dispatchEvent("click");
    await page.waitForURL(
      (url) => url.pathname === "/es/recipes" && url.search === "?category=breakfast&diet=vegetarian",
    );
    const card = page.getByRole("article", { name: "Muffins de huevo con espinaca y queso feta" });
    await card.getByText("30 min · 4 porciones").waitFor();
    await card.getByText("Vegetariana", { exact: true }).waitFor();

    await card.getByRole("link", { name: "Ver receta: Muffins de huevo con espinaca y queso feta" }).click();
    await page.waitForURL((url) => /^\/es\/recipes\/\d+$/.test(url.pathname));
    await page.getByRole("heading", { level: 1, name: "Muffins de huevo con espinaca y queso feta" }).waitFor();
    await page.getByRole("listitem").filter({ hasText: "1/2 taza de queso feta desmoronado" }).waitFor();
    await page.getByRole("listitem").filter({ hasText: "Bate los huevos con sal y pimienta." }).waitFor();
    expect(await page.getByText("Disponible solo en inglés").count()).toBe(0);
    await page.getByText("Preparación: 10 min · Cocción: 20 min · Porciones: 4").waitFor();
    await page.getByText("Información nutricional por porción").waitFor();
    const nutrition: [string, string][] = [
      ["Calorías", "210"],
      ["Proteína", "20 g"],
      ["Carbohidratos", "4 g"],
      ["Grasa", "13 g"],
    ];
    for (const [label, value] of nutrition)
      await page.getByText(label, { exact: true }).locator("xpath=..").getByText(value, { exact: true }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Ingredientes" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Preparación" }).waitFor();
    await page.getByRole("button", { name: "Imprimir receta" }).waitFor();
    await expect(page.getByRole("link", { name: "← Volver a las recetas" }).getAttribute("href")).resolves.toBe(
      "/es/recipes",
    );
    await noOverflow(page);

    await page.goto("/es/recipes/99999");
    await page.getByRole("heading", { level: 1, name: "No encontramos esta receta" }).waitFor();
    await page.context().close();
  });

  it("shares a recipe: the form's rules in Spanish, then the success toast, and back to /es/recipes", async () => {
    const page = await spanishPage();
    await page.goto("/es/recipes/create");
    await page.getByRole("heading", { level: 1, name: "Comparte una receta" }).waitFor();
    const form = page.getByRole("form", { name: "Formulario de receta" });
    await form.getByRole("button", { name: "Compartir receta" }).click();
    for (const message of [
      "El título debe tener al menos 3 caracteres",
      "La descripción debe tener al menos 10 caracteres",
      "Los ingredientes deben tener al menos 10 caracteres",
      "Los pasos de preparación deben tener al menos 30 caracteres",
      "Elige una categoría",
      "Elige un tipo de dieta",
    ])
      await form.getByText(message).waitFor();
    await noOverflow(page);

    await form.getByLabel(/^Título/).fill("Batido verde de proteína");
    await form.getByLabel(/^Descripción/).fill("Un batido cremoso para después de entrenar, con 25 g de proteína.");
    await form.getByLabel(/^Ingredientes/).fill("1 taza de leche de almendras\n1 medida de proteína\n1 guineo");
    await form
      .getByLabel(/^Preparación/)
      .fill("Pon todo en la licuadora.\nLicúa un minuto hasta que quede cremoso.\nSirve bien frío.");
    await form.getByLabel(/^Tiempo de preparación/).fill("0");
    await form.getByLabel(/^Categoría/).selectOption("smoothie");
    await form.getByLabel(/^Tipo de dieta/).selectOption("vegan");
    await form.getByRole("button", { name: "Compartir receta" }).click();
    await form.getByText("El tiempo de preparación debe ser de al menos 1 minuto").waitFor();
    await form.getByLabel(/^Tiempo de preparación/).fill("5");
    await form.getByRole("button", { name: "Compartir receta" }).click();
    await toast(page, "¡Receta enviada!").waitFor();
    await expect(toast(page, "¡Receta enviada!").textContent()).resolves.toContain(
      "¡Gracias por compartirla! Tu receta aparecerá en cuanto Carmen la revise.",
    );
    await page.waitForURL((url) => url.pathname === "/es/recipes");
    const [row] = await site.db.select().from(recipes).where(eq(recipes.title, "Batido verde de proteína"));
    expect(row).toMatchObject({ approved: false, category: "smoothie", dietType: "vegan", prepTime: 5 });
    await page.context().close();
  });

  it("uploads a recipe photo as a verified client: the control's words and the server's refusal in Spanish", async () => {
    const page = await spanishPage();
    // She proved her e-mail earlier on this phone (the portal's own pages are not what this test is about).
    const email = "marisol@example.com";
    await page.request.post("/api/sessions/send-verification", { data: { email } });
    const verified = await page.request.post("/api/sessions/verify-code", {
      data: { email, code: await latestCode(site, email) },
    });
    expect(verified.ok()).toBe(true);

    await page.goto("/es/recipes/create");
    const form = page.getByRole("form", { name: "Formulario de receta" });
    await form.getByText("Foto", { exact: true }).waitFor();
    await form.getByRole("button", { name: "Tomar foto" }).waitFor();
    await form.getByRole("button", { name: "Galería" }).waitFor();
    await form
      .getByLabel("Foto: galería")
      .setInputFiles({ name: "receta.txt", mimeType: "text/plain", buffer: Buffer.from("no es una foto") });
    await toast(page, "No se pudo subir").waitFor();
    await expect(toast(page, "No se pudo subir").textContent()).resolves.toContain(
      "Solo se pueden subir imágenes (JPEG, PNG, WebP, HEIC, GIF)",
    );
    await noOverflow(page);
    await page.context().close();
  });

  it("subscribes to the newsletter, confirms from the e-mail and unsubscribes, all in Spanish", async () => {
    const page = await spanishPage();
    await page.goto("/es/blog");
    const box = page.getByRole("region", { name: "Mantente al día" });
    await box.getByRole("button", { name: "Suscribirme" }).click();
    await toast(page, "Falta tu correo").waitFor();
    await expect(toast(page, "Falta tu correo").textContent()).resolves.toContain("Escribe tu correo electrónico");

    await box.getByLabel("Correo electrónico").fill("lucia@sinpunto");
    await box.getByRole("button", { name: "Suscribirme" }).click();
    await toast(page, "Correo no válido").waitFor();
    await expect(toast(page, "Correo no válido").textContent()).resolves.toContain(
      "Escribe un correo electrónico válido",
    );

    await box.getByLabel("Correo electrónico").fill("lucia@example.com");
    await box.getByRole("button", { name: "Suscribirme" }).click();
    const checkInbox = "¡Ya casi! Revisa tu correo y toca el enlace que te enviamos para confirmar tu suscripción.";
    await toast(page, "Revisa tu correo").waitFor();
    await expect(toast(page, "Revisa tu correo").textContent()).resolves.toContain(checkInbox);
    await expect(box.getByLabel("Correo electrónico").inputValue()).resolves.toBe("");
    // Again, still unconfirmed: the same answer, and her link sent again.
    await box.getByLabel("Correo electrónico").fill("lucia@example.com");
    await box.getByRole("button", { name: "Suscribirme" }).click();
    await mailsTo(smtp, "lucia@example.com", 2);
    await expect(toast(page, "Revisa tu correo").textContent()).resolves.toContain(checkInbox);
    const subscriber = async () =>
      (
        await site.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "lucia@example.com"))
      )[0];
    expect(await subscriber()).toMatchObject({ isActive: true, language: "es", confirmedAt: null });

    // Her confirmation e-mail is in Spanish, and its link opens the Spanish page.
    const [confirmation] = await mailsTo(smtp, "lucia@example.com", 2);
    expect(confirmation?.subject).toBe("Confirma tu suscripción");
    const confirmLink = linkIn(confirmation?.text, "/newsletter/confirm");
    expect(confirmLink).toMatch(/^\/es\/newsletter\/confirm\?/);
    await page.goto(confirmLink);
    await page.getByRole("heading", { level: 1, name: "Confirma tu suscripción" }).waitFor();
    expect(await page.title()).toBe("Confirma tu suscripción | Carmen Reyes Fitness");
    await page.getByText("¿Te enviamos el boletín a lucia@example.com?", { exact: false }).waitFor();
    await noOverflow(page);
    await page.getByRole("button", { name: "Confirmar mi suscripción" }).click();
    await page.getByRole("heading", { level: 1, name: "¡Ya estás suscrita!" }).waitFor();
    await page.getByText("¡Gracias por suscribirte! Tu guía de ejercicios gratis ya va camino a tu correo.").waitFor();
    await expect(page.getByRole("link", { name: "Leer el blog" }).getAttribute("href")).resolves.toBe("/es/blog");
    await noOverflow(page);
    // Opened again: "already confirmed", in Spanish.
    await page.goto(confirmLink);
    await page.getByRole("button", { name: "Confirmar mi suscripción" }).click();
    await page.getByText("Tu suscripción ya estaba confirmada.", { exact: false }).waitFor();
    const mails = await mailsTo(smtp, "lucia@example.com", 3);
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Confirma tu suscripción",
      "Confirma tu suscripción",
      "Tu guía de ejercicios gratis",
    ]);

    // The link from her welcome e-mail, on the Spanish page.
    await page.goto(linkIn(mails[2]?.text, "/unsubscribe"));
    await page.getByRole("heading", { level: 1, name: "Darte de baja" }).waitFor();
    expect(await page.title()).toBe("Darse de baja | Carmen Reyes Fitness");
    await page.getByText("¿Dejamos de enviarle el boletín y las novedades del estudio a lucia@example.com?").waitFor();
    await page.getByRole("button", { name: "Darme de baja" }).click();
    await page.getByText("Listo, te diste de baja. Ya no recibirás más boletines ni novedades del estudio.").waitFor();
    await expect(page.getByRole("link", { name: "Volver al inicio" }).getAttribute("href")).resolves.toBe("/es");
    const [after] = await site.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "lucia@example.com"));
    expect(after?.isActive).toBe(false);

    // A link that was tampered with: the server's refusal, in Spanish.
    await page.goto(`/es/unsubscribe?email=lucia%40example.com&token=${"x".repeat(20)}`);
    await page.getByRole("button", { name: "Darme de baja" }).click();
    await page.getByText("Este enlace para darte de baja no es válido.").waitFor();
    await page.goto(`/es/newsletter/confirm?email=lucia%40example.com&token=1.${"x".repeat(43)}`);
    await page.getByRole("button", { name: "Confirmar mi suscripción" }).click();
    await page.getByText("Este enlace de confirmación no es válido.").waitFor();
    await page.context().close();
  });
});
