// A client's progress photos on her phone in Spanish: two photos on two days, compared side by side within the
// phone's width, one removed after she confirms; and the trainer seeing her first and latest on the client's page.
import { studioDate } from "@studio/validators/studio-time";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, proveEmail, type Site, signInAsTrainer, startSite, toast } from "./harness";

/** A phone's portrait photo in one colour, with the camera's metadata. */
const photoOf = (background: string) =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background } })
    .withExif({ IFD0: { Make: "PhoneCo" } })
    .jpeg()
    .toBuffer();

describe.skipIf(!hasChromium)("progress photos", () => {
  let site: Site;
  // Friday 20 November 2026, 10:00 in Miami.
  const clock = new Date("2026-11-20T15:00:00Z");
  beforeAll(async () => {
    site = await startSite({}, { now: () => clock });
  });
  afterAll(() => site?.close());

  it("are added by her on two days and compared side by side on her phone, in Spanish", async () => {
    const email = "lucia.fotos@example.com";
    const page = await site.page("phone", { locale: "es-US" });
    await page.goto("/es/progress-tracker");
    await proveEmail(site, page, email);
    await toast(page, "¡Verificación lista!").waitFor();
    await page.getByRole("tab", { name: "Medidas" }).click();
    const section = page.getByRole("region", { name: "Fotos de progreso" });
    await section.getByText("Solo tú y Carmen ven tus fotos.", { exact: false }).waitFor();
    await section.getByText("Todavía no hay fotos.", { exact: false }).waitFor();

    const form = section.getByRole("form", { name: "Agrega una foto" });
    // Without a photo, she is told to choose one.
    await form.getByRole("button", { name: "Agregar foto" }).click();
    await form.getByText("Primero elige una foto.").waitFor();
    // The day is today in Miami to begin with (the browser's today: only the server's clock is set for the test).
    await expect(form.getByLabel("Fecha de la foto").inputValue()).resolves.toBe(studioDate(new Date()));
    await form.getByLabel("Fecha de la foto").fill("2026-09-01");
    await form
      .getByLabel("Foto", { exact: true })
      .setInputFiles({ name: "septiembre.jpg", mimeType: "image/jpeg", buffer: await photoOf("#8a3b5c") });
    // The chosen photo is named beside the page's own button (the browser's would speak the browser's language).
    await form.getByText("septiembre.jpg").waitFor();
    await form.getByRole("button", { name: "Elegir foto" }).waitFor();
    await form.getByRole("button", { name: "Agregar foto" }).click();
    await toast(page, "Foto agregada").waitFor();
    await form.getByText("Ninguna foto elegida").waitFor();
    await section.getByText("Agrega una segunda foto para comparar", { exact: false }).waitFor();

    await form.getByLabel("Fecha de la foto").fill("2026-11-20");
    await form
      .getByLabel("Foto", { exact: true })
      .setInputFiles({ name: "noviembre.jpg", mimeType: "image/jpeg", buffer: await photoOf("#2f6d8a") });
    await form.getByRole("button", { name: "Agregar foto" }).click();
    await toast(page, "Foto agregada").last().waitFor();

    // Compared: the first and the latest, side by side, each loaded and inside the phone's width.
    const compare = section.getByRole("region", { name: "Compara dos fechas" });
    await expect(compare.getByLabel("Antes").inputValue()).resolves.not.toBe(
      await compare.getByLabel("Después").inputValue(),
    );
    const before = compare.getByRole("img", { name: "Tu progreso el 1 sept 2026" });
    const after = compare.getByRole("img", { name: "Tu progreso el 20 nov 2026" });
    await before.waitFor();
    await after.waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>("figure img")].every(
        (image) => image.complete && image.naturalWidth > 0,
      ),
    );
    const [left, right] = [await before.boundingBox(), await after.boundingBox()];
    expect(left && right).toBeTruthy();
    if (left && right) {
      expect(Math.abs(left.y - right.y)).toBeLessThan(2);
      expect(left.x + left.width).toBeLessThanOrEqual(right.x);
      expect(right.x + right.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The grid's photos load lazily, each named by its day.
    const grid = section.getByRole("list");
    await expect(grid.getByRole("img").count()).resolves.toBe(2);
    await expect(grid.getByRole("img").first().getAttribute("loading")).resolves.toBe("lazy");
    await compare.screenshot({ path: "/tmp/progress-photos-compare-390.png" });
    await section.screenshot({ path: "/tmp/progress-photos-390.png" });

    // The trainer sees her first and latest side by side on the client's page.
    const trainer = await site.page("desktop");
    await signInAsTrainer(trainer, `/admin/clients?email=${encodeURIComponent(email)}`);
    const card = trainer.getByRole("region", { name: "Progress photos" });
    await card.getByText("2 photos, latest Nov 20, 2026", { exact: false }).waitFor();
    await card.getByRole("img", { name: "Her progress on Sep 1, 2026" }).waitFor();
    await card.getByRole("img", { name: "Her progress on Nov 20, 2026" }).waitFor();
    await trainer.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>("figure img")].every(
        (image) => image.complete && image.naturalWidth > 0,
      ),
    );
    await trainer.screenshot({ path: "/tmp/progress-photos-trainer-1366.png", fullPage: true });

    // Picking the same date twice is allowed; picking back shows both again.
    await compare.getByLabel("Antes").selectOption({ label: "20 nov 2026" });
    await compare.getByRole("img", { name: "Tu progreso el 20 nov 2026" }).nth(1).waitFor();

    // Removing asks first; keeping it changes nothing.
    await section.getByRole("button", { name: "Quitar la foto del 1 sept 2026" }).click();
    await section.getByRole("button", { name: "Conservarla" }).click();
    await expect(grid.getByRole("img").count()).resolves.toBe(2);
    await section.getByRole("button", { name: "Quitar la foto del 1 sept 2026" }).click();
    await section.getByRole("button", { name: "Sí, quitar" }).click();
    await toast(page, "Foto quitada").waitFor();
    await expect(grid.getByRole("img").count()).resolves.toBe(1);
    await section.getByText("Agrega una segunda foto para comparar", { exact: false }).waitFor();
    await page.context().close();

    await trainer.reload();
    await card.getByText("1 photo, latest Nov 20, 2026", { exact: false }).waitFor();
    await expect(card.getByRole("img").count()).resolves.toBe(1);
    await trainer.context().close();
  });

  it("fit a wide screen too", async () => {
    const page = await site.page("desktop", { locale: "es-US" });
    await page.goto("/es/progress-tracker");
    await proveEmail(site, page, "marta.fotos@example.com");
    await toast(page, "¡Verificación lista!").waitFor();
    await page.getByRole("tab", { name: "Medidas" }).click();
    const section = page.getByRole("region", { name: "Fotos de progreso" });
    const form = section.getByRole("form", { name: "Agrega una foto" });
    for (const [day, colour] of [
      ["2026-08-15", "#8a3b5c"],
      ["2026-11-19", "#2f6d8a"],
    ] as const) {
      await form.getByLabel("Fecha de la foto").fill(day);
      await form
        .getByLabel("Foto", { exact: true })
        .setInputFiles({ name: "yo.jpg", mimeType: "image/jpeg", buffer: await photoOf(colour) });
      await form.getByRole("button", { name: "Agregar foto" }).click();
      await section
        .getByRole("img", { name: `Tu progreso el ${day === "2026-08-15" ? "15 ago" : "19 nov"} 2026` })
        .first()
        .waitFor();
    }
    await section.getByRole("region", { name: "Compara dos fechas" }).waitFor();
    await section.screenshot({ path: "/tmp/progress-photos-1366.png" });
    await page.context().close();
  });
});
