// Her health questionnaire on a phone, in Spanish: the form says what is missing in her language, asks for details
// of a yes, and once saved says it is on file; the trainer then reads it, flagged, on the day's session card.
import { healthIntakes, packageSessions } from "@studio/db";
import { miamiInstant, studioDate } from "@studio/validators/studio-time";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_PASSWORD,
  ADMIN_USER,
  bookPackage,
  hasChromium,
  type Site,
  startSite,
  toast,
  verifyOnPage,
} from "./harness";

describe.skipIf(!hasChromium)("the health questionnaire", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  it("a client fills it on her phone in Spanish; the trainer sees it on the session card, flagged for clearance", async () => {
    const email = "lucia@example.com";
    const { id } = await bookPackage(site, { packageId: 6, clientName: "Lucía Pérez", clientEmail: email });
    const page = await site.page("phone");
    await page.goto("/es/health-questionnaire");
    await page.getByRole("heading", { name: "Tu cuestionario de salud" }).waitFor();
    await verifyOnPage(site, page, email, "es");

    const form = page.getByRole("form", { name: "Tu cuestionario de salud" });
    await form.waitFor();
    // Sent empty: every question and the waiver say what they need, in Spanish; nothing is saved.
    await form.getByRole("button", { name: "Guardar mis respuestas" }).click();
    await form.getByText("Responde sí o no").first().waitFor();
    await form.getByText("Lee y acepta la exención de responsabilidad").waitFor();
    expect(await site.db.$count(healthIntakes)).toBe(0);

    const question = (start: string) => form.getByRole("radiogroup", { name: new RegExp(`^${start}`) });
    await question("¿Alguna vez tu médico te ha dicho que tienes una afección cardíaca").getByLabel("Sí").check();
    for (const start of [
      "¿Sientes dolor",
      "¿Pierdes el equilibrio",
      "¿Te han diagnosticado",
      "¿Tomas actualmente",
      "¿Tienes, o has tenido",
      "¿Alguna vez tu médico te ha dicho que solo",
    ]) {
      await question(start).getByLabel("No").check();
    }
    // A yes asks for details.
    await form.getByRole("button", { name: "Guardar mis respuestas" }).click();
    await form.getByText("Cuéntanos más sobre cada sí").waitFor();
    await form.getByLabel(/Cuéntale a Carmen más/).fill("Presión alta, controlada con medicamento");
    await form
      .getByRole("radiogroup", { name: /etapa de la vida/ })
      .getByLabel("Menopausia o después")
      .check();
    await form.getByLabel(/¿Qué te gustaría lograr\?/).fill("Huesos más fuertes");
    await form.getByLabel(/Nombre de tu contacto de emergencia/).fill("Jorge Pérez");
    await form.getByLabel(/Teléfono de tu contacto de emergencia/).fill("305 555 0123");
    await form.getByRole("checkbox", { name: "He leído y acepto esta exención" }).check();
    await form.getByLabel(/Tu nombre completo, como firma/).fill("Lucía Pérez");
    await form.getByRole("button", { name: "Guardar mis respuestas" }).click();
    await toast(page, "Respuestas guardadas").waitFor();
    await page.getByRole("heading", { name: "Tu cuestionario está archivado" }).waitFor();
    await page.getByText(/consultar a tu médico antes de entrenar fuerte/).waitFor();
    const [saved] = await site.db.select().from(healthIntakes).where(eq(healthIntakes.clientEmail, email));
    expect(saved).toMatchObject({ language: "es", needsClearance: true, signedName: "Lucía Pérez" });
    // Updating opens her answers as she left them, and asks her to sign again.
    await page.getByRole("button", { name: "Actualizar mis respuestas" }).click();
    await expect
      .poll(() =>
        question("¿Alguna vez tu médico te ha dicho que tienes una afección cardíaca").getByLabel("Sí").isChecked(),
      )
      .toBe(true);
    await expect(form.getByLabel(/Cuéntale a Carmen más/).inputValue()).resolves.toBe(
      "Presión alta, controlada con medicamento",
    );
    await expect(form.getByRole("checkbox", { name: "He leído y acepto esta exención" }).isChecked()).resolves.toBe(
      false,
    );
    await page.context().close();

    // Her session today, and the trainer's day on her phone.
    const today = studioDate(new Date());
    const [first] = await site.db.select().from(packageSessions).where(eq(packageSessions.bookingId, id)).limit(1);
    await site.db
      .update(packageSessions)
      .set({ date: today, time: "23:00", status: "scheduled", startsAt: miamiInstant(today, "23:00") })
      .where(eq(packageSessions.id, first?.id ?? 0));
    const trainer = await site.page("phone");
    // The back office opens on today: her session is there, flagged, with no navigation.
    await trainer.goto("/admin");
    await trainer.getByLabel("Username").fill(ADMIN_USER);
    await trainer.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
    await trainer.getByRole("button", { name: "Sign In" }).click();
    const todayPanel = trainer.getByRole("region", { name: /^Today · / });
    const card = todayPanel.getByRole("article", { name: /Lucía Pérez/ });
    await card.getByText("Needs medical clearance", { exact: true }).waitFor();
    await card.getByText("Health: needs medical clearance").click();
    await card.getByText("Heart condition or high blood pressure").waitFor();
    await card.getByText("Presión alta, controlada con medicamento").waitFor();
    await trainer.context().close();
  });
});
