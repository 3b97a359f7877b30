// A client's measurements on her phone in Spanish: a slipped digit refused under its field, a decimal comma taken,
// the change since her first entry, an entry removed; and the trainer reading them on the client's page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, proveEmail, type Site, signInAsTrainer, startSite, toast } from "./harness";

describe.skipIf(!hasChromium)("body measurements", () => {
  let site: Site;
  // Friday 20 November 2026, 10:00 in Miami.
  const clock = new Date("2026-11-20T15:00:00Z");
  beforeAll(async () => {
    site = await startSite({}, { now: () => clock });
  });
  afterAll(() => site?.close());

  it("are kept by her in Spanish, and read by the trainer", async () => {
    const email = "rosa.medidas@example.com";
    const page = await site.page("phone", { locale: "es-US" });
    await page.goto("/es/progress-tracker");
    await proveEmail(site, page, email);
    await toast(page, "¡Verificación lista!").waitFor();
    await page.getByRole("tab", { name: "Medidas" }).click();
    await page.getByRole("heading", { name: "Tus medidas" }).waitFor();
    await page.getByText("Todavía no hay medidas.", { exact: false }).waitFor();

    const form = page.getByRole("form", { name: "Tus medidas" });
    await form.getByLabel("Fecha").fill("2026-11-01");
    await form.getByLabel("Peso (lb)").fill("1565");
    await form.getByRole("button", { name: "Guardar medidas" }).click();
    await form.getByText("El peso debe estar entre 50 y 700 lb").waitFor();
    await form.getByLabel("Peso (lb)").fill("156,5");
    await form.getByLabel("Cadera (pulg.)").fill("41");
    await form.getByRole("button", { name: "Guardar medidas" }).click();
    await toast(page, "Medidas guardadas").waitFor();

    await form.getByLabel("Fecha").fill("2026-11-20");
    await form.getByLabel("Peso (lb)").fill("152");
    await form.getByLabel("Cintura (pulg.)").fill("31");
    await form.getByRole("button", { name: "Guardar medidas" }).click();
    await toast(page, "Medidas guardadas").last().waitFor();
    // US Spanish writes a decimal point, whichever she typed.
    await page.getByText(/^[-−]4\.5 lb desde el 1 nov 2026$/).waitFor();
    await page.getByRole("heading", { name: "Peso (lb)" }).waitFor();
    const list = page.getByRole("list").filter({ hasText: "Cadera 41 pulg." });
    await expect(list.getByRole("listitem").count()).resolves.toBe(2);

    await page.getByRole("button", { name: "Quitar las medidas del 1 nov 2026" }).click();
    await toast(page, "Medidas quitadas").waitFor();
    await expect(page.getByRole("button", { name: /^Quitar las medidas/ }).count()).resolves.toBe(1);
    await page.context().close();

    const trainer = await site.page("desktop");
    await signInAsTrainer(trainer, `/admin/clients?email=${encodeURIComponent(email)}`);
    const card = trainer.getByRole("region", { name: "Measurements" });
    await card.getByText("1 entry, latest Nov 20, 2026").waitFor();
    await card.getByText("152 lb").waitFor();
    await card.getByText("31 in").waitFor();
  });
});
