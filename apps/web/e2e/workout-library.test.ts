// The trainer builds a Workout of the Day from her exercise library, and her client opens it on her phone with the
// library's picture and demo link, in English and in Spanish; an online program's editor writes its linked plan
// into the text. Screenshots of each screen at 390 and 1280 px go to /tmp/shots-wod/.
import { mkdirSync } from "node:fs";
import { exercises, packages, workoutContent } from "@studio/db";
import { HttpClient, latestCode } from "@studio/server/testing";
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_PASSWORD,
  ADMIN_USER,
  bookPackage,
  hasChromium,
  type Page,
  type Site,
  signInAsTrainer,
  startSite,
  toast,
} from "./harness";

const SHOTS = "/tmp/shots-wod";
const DEMO = "https://www.youtube.com/watch?v=goblet-squat";

/** A drawing of the move, as an uploaded picture would be: a figure holding a weight at her chest. */
const squatPicture = () =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
      <rect width="480" height="480" fill="#f6eef3"/>
      <circle cx="240" cy="110" r="44" fill="#7a2e4f"/>
      <path d="M240 165 L240 285 M240 200 L200 245 M240 200 L280 245 M240 285 L170 320 L185 420 M240 285 L310 320 L295 420"
        stroke="#7a2e4f" stroke-width="26" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
      <rect x="205" y="225" width="70" height="56" rx="14" fill="#d2a84e"/>
      <rect x="60" y="430" width="360" height="14" rx="7" fill="#c9a9bb"/>
    </svg>`),
  )
    .png()
    .toBuffer();

describe.skipIf(!hasChromium)("a Workout of the Day built from the exercise library", () => {
  let site: Site;
  let admin: HttpClient;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    site = await startSite();
    admin = new HttpClient(site.url);
    const signedIn = await admin.post("/api/admin/login", { username: ADMIN_USER, password: ADMIN_PASSWORD });
    if (signedIn.status !== 200) throw new Error(`Admin sign-in failed: ${signedIn.text}`);
    // The library's Goblet Squat gets a picture (uploaded as the form uploads one) and a demo link.
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await squatPicture())], { type: "image/png" }), "squat.png");
    const uploaded = (await (await admin.fetch("/api/upload", { method: "POST", body: form })).json()) as {
      fileUrl: string;
    };
    const [squat] = await site.db.select().from(exercises).where(eq(exercises.name, "Goblet Squat"));
    if (!squat) throw new Error("The seeded library has no Goblet Squat");
    const current = await admin.trpc.admin.exercises.get.query({ id: squat.id });
    await admin.trpc.admin.exercises.update.mutate({ ...current, imageUrl: uploaded.fileUrl, videoUrl: DEMO });
  });
  afterAll(() => site?.close());

  /** The page as it is now at its own width (390) or 1280 px, the window as tall as what is open. */
  async function shoot(page: Page, name: string) {
    const size = page.viewportSize() ?? { width: 390, height: 844 };
    const width = size.width > 390 ? 1280 : 390;
    await page.setViewportSize({ width, height: size.height });
    const height = await page.evaluate(() => {
      window.scrollTo(0, 0);
      const dialog = [...document.querySelectorAll<HTMLElement>(".mantine-Modal-body")].at(-1);
      if (dialog) dialog.scrollTop = 0;
      return dialog ? dialog.scrollHeight + 320 : document.documentElement.scrollHeight;
    });
    await page.setViewportSize({ width, height: Math.min(Math.max(height, size.height), 6000) });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
    await page.setViewportSize(size);
  }

  /** The Workout of the Day page's e-mail and code steps, in whichever language: each sent with Enter. */
  async function openWorkout(page: Page, email: string) {
    const address = page.locator('input[type="email"]');
    await address.fill(email);
    await address.press("Enter");
    const code = page.locator('input[autocomplete="one-time-code"]');
    await code.waitFor();
    await code.fill(await latestCode(site, email));
    await code.press("Enter");
  }

  /** A notification that has said its piece is gone before the picture is taken. */
  const toastsGone = (page: Page) =>
    page.locator(".mantine-Notification-root").first().waitFor({ state: "detached", timeout: 15_000 });

  /** The same screen at the other width too. */
  async function shootBoth(page: Page, name: string) {
    const size = page.viewportSize() ?? { width: 390, height: 844 };
    await shoot(page, name);
    await page.setViewportSize({ width: size.width > 390 ? 390 : 1280, height: size.height });
    await shoot(page, name);
    await page.setViewportSize(size);
  }

  it("is written by the trainer from her library, and opened by her clients with its picture and demo link", async () => {
    const page = await site.page("desktop");
    await signInAsTrainer(page, "/admin/catalogue");
    await page.getByRole("heading", { name: "Catalogue", level: 1 }).waitFor();
    await page.getByRole("button", { name: "New Workout of the Day" }).click();
    const dialog = page.getByRole("dialog", { name: "New Workout of the Day" });
    await dialog.getByLabel("Title").fill("Squat Strong in 20");
    await dialog.getByLabel("Description").fill("Twenty minutes for strong legs and a steady core.");
    await dialog.getByLabel("Equipment").fill("Dumbbell, Mat");
    await dialog.getByLabel("Target areas").fill("Legs, Core");
    await dialog.getByLabel("Warm-up").fill("Two minutes of marching, then ten slow sit-to-stands.");
    await dialog.getByLabel("Cool-down").fill("Quad stretch against a wall, 30 seconds each side.");

    // From her library: the pick fills the name and her cues, and says where it came from.
    await dialog.getByRole("button", { name: "Add from library" }).click();
    const picker = page.getByRole("dialog", { name: "Add an exercise from the library" });
    await picker.getByLabel("Find an exercise").fill("goblet");
    await expect.poll(() => picker.getByRole("button", { name: /^Pick / }).count()).toBe(1);
    await shootBoth(page, "wod-editor-picker");
    await picker.getByRole("button", { name: "Pick Goblet Squat" }).click();
    await picker.waitFor({ state: "hidden" });
    const item = dialog.getByRole("group", { name: "1. Goblet Squat" });
    await item.getByText("From the library: Goblet Squat").waitFor();
    await expect(item.getByLabel("Details").inputValue()).resolves.toBe(
      [
        "Hold the weight at your chest, elbows down",
        "Sit back and down between your heels",
        "Drive up through the whole foot",
      ].join("\n"),
    );
    // Its name stays hers to write.
    await item.getByRole("textbox", { name: /^Exercise/ }).fill("Goblet Squat, slow down");
    await dialog.getByRole("group", { name: "1. Goblet Squat, slow down" }).getByLabel("Reps").fill("12");
    // And one typed by hand beside it.
    await dialog.getByRole("button", { name: "Add Exercise", exact: true }).click();
    const typed = dialog.getByRole("group", { name: "2. Exercise 2" });
    await typed.getByRole("textbox", { name: /^Exercise/ }).fill("Dead Bug");
    await dialog.getByRole("group", { name: "2. Dead Bug" }).getByLabel("Reps").fill("8 each side");
    await dialog.getByRole("group", { name: "1. Goblet Squat, slow down" }).scrollIntoViewIfNeeded();
    await shootBoth(page, "wod-editor-library-exercise");

    // The preview shows what her client will see: the picture and the demo link.
    await dialog.getByRole("tab", { name: "Preview" }).click();
    const preview = dialog.getByRole("tabpanel", { name: "Preview" });
    await preview.getByRole("img", { name: "Goblet Squat: how it is done" }).waitFor();
    await expect(preview.getByRole("link", { name: /^Watch demo/ }).getAttribute("href")).resolves.toBe(DEMO);
    await shootBoth(page, "wod-editor-preview");
    await dialog.getByRole("button", { name: "Publish Workout" }).click();
    await toast(page, "Workout published").waitFor();

    const [created] = await site.db.select().from(packages).where(eq(packages.name, "Squat Strong in 20"));
    const [version] = await site.db
      .select()
      .from(workoutContent)
      .where(eq(workoutContent.packageId, created?.id ?? 0))
      .orderBy(desc(workoutContent.id));
    const [squat] = await site.db
      .select({ id: exercises.id })
      .from(exercises)
      .where(eq(exercises.name, "Goblet Squat"));
    expect(JSON.parse(version?.mainWorkout ?? "[]")).toMatchObject([
      { exercise: "Goblet Squat, slow down", exerciseId: squat?.id, sets: [{ sets: 3, reps: 12 }] },
      { exercise: "Dead Bug", sets: [{ sets: 3, reps: "8 each side" }] },
    ]);
    expect(JSON.parse(version?.mainWorkout ?? "[]")[1]).not.toHaveProperty("exerciseId");
    await page.context().close();

    // Her client opens it on her phone: the picture, a fixed 64 px square, and the demo link.
    await bookPackage(site, {
      packageId: created?.id ?? 0,
      clientName: "Nora Squats",
      clientEmail: "nora@example.com",
    });
    const phone = await site.page("phone");
    await phone.goto("/workout-of-the-day");
    await openWorkout(phone, "nora@example.com");
    await phone.getByRole("heading", { name: "Squat Strong in 20", level: 2 }).waitFor();
    const picture = phone.getByRole("img", { name: "Goblet Squat: how it is done" });
    expect(await picture.getAttribute("loading")).toBe("lazy");
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await picture.boundingBox()).toMatchObject({ width: 64, height: 64 });
    const demo = phone.getByRole("link", { name: "Watch demo (opens in a new tab)" });
    expect(await demo.getAttribute("href")).toBe(DEMO);
    expect(await demo.getAttribute("target")).toBe("_blank");
    // Typed by hand, the other has neither; her details read as she wrote them.
    await expect(phone.getByRole("img").filter({ hasText: "Dead Bug" }).count()).resolves.toBe(0);
    await phone.getByText("Sit back and down between your heels").waitFor();
    // Nothing is wider than her phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await toastsGone(phone);
    await shootBoth(phone, "client-wod-en");
    await phone.context().close();

    // A Spanish reader: the library's Spanish name and cues, the picture and "Ver demostración".
    await bookPackage(site, { packageId: created?.id ?? 0, clientName: "Lucía", clientEmail: "lucia@example.com" });
    const spanish = await site.page("phone", { locale: "es-US" });
    await spanish.goto("/es/workout-of-the-day");
    await openWorkout(spanish, "lucia@example.com");
    await spanish.getByRole("heading", { name: "Squat Strong in 20", level: 2 }).waitFor();
    await spanish.getByText("Disponible solo en inglés").first().waitFor();
    await spanish.getByText("Sentadilla goblet", { exact: true }).waitFor();
    await spanish.getByText("Siéntate atrás y abajo entre los talones").waitFor();
    const foto = spanish.getByRole("img", { name: "Sentadilla goblet: cómo se hace" });
    await foto.scrollIntoViewIfNeeded();
    await expect.poll(() => foto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const ver = spanish.getByRole("link", { name: "Ver demostración (se abre en una pestaña nueva)" });
    expect(await ver.getAttribute("href")).toBe(DEMO);
    expect(await ver.getAttribute("lang")).toBe("es");
    expect(await spanish.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await toastsGone(spanish);
    await shootBoth(spanish, "client-wod-es");
    await spanish.context().close();
  }, 120_000);

  it("writes the plan template an online program's buyers get into the program's text", async () => {
    const templates = await admin.trpc.admin.training.templates.list.query({ search: "Strong Foundations" });
    const template = templates.items[0];
    if (!template) throw new Error("No seeded template to link");
    await admin.trpc.admin.training.templates.link.mutate({ id: template.id, packageId: 4 });

    const page = await site.page("desktop");
    await signInAsTrainer(page, "/admin/catalogue");
    await page.getByRole("heading", { name: "Catalogue", level: 1 }).waitFor();
    await page.getByRole("article", { name: "Beginner", exact: true }).getByRole("button", { name: "Program" }).click();
    const editor = page.getByRole("dialog", { name: "Program: Beginner" });
    await editor.getByText("Buyers also get the plan").waitFor();
    const link = editor.getByRole("link", { name: template.title });
    expect(await link.getAttribute("href")).toBe(`/admin/training/templates/${template.id}`);
    // Her Spanish text, written: the plan goes into both.
    await editor.getByText("Spanish version").click();
    await editor.getByLabel("Programa").fill("PROGRAMA PRINCIPIANTE\nCuatro semanas para empezar.");
    const body = editor.getByRole("textbox", { name: "Program", exact: true });
    const before = await body.inputValue();
    await editor.getByRole("button", { name: "Write the plan into the text" }).click();
    await editor.getByText("Written at the end of the text, in English and in Spanish.").waitFor();
    const after = await body.inputValue();
    expect(after.startsWith(before.trimEnd())).toBe(true);
    expect(after).toContain(`TRAINING PLAN: ${template.title}\n\nWEEK 1\nDay 1 · Legs and core`);
    expect(after).toMatch(/- Sit-to-Stand: 3 × 10, rest 60 s/);
    const spanishBody = await editor.getByLabel("Programa").inputValue();
    expect(spanishBody).toMatch(/^PROGRAMA PRINCIPIANTE\nCuatro semanas para empezar\.\n\nPLAN DE ENTRENAMIENTO: /);
    expect(spanishBody).toContain("SEMANA 1\nDía 1 · Piernas y abdomen");
    // Once in the text, the button has nothing more to write.
    await expect(editor.getByRole("button", { name: "Write the plan into the text" }).isDisabled()).resolves.toBe(true);
    await editor.getByText("Buyers also get the plan").scrollIntoViewIfNeeded();
    await shootBoth(page, "program-editor-linked-plan");
    await editor.getByRole("button", { name: "Save Program" }).click();
    await toast(page, "Program saved").waitFor();
    const saved = await admin.trpc.admin.programs.program.query({ packageId: 4 });
    expect(saved.body).toContain("WEEK 4");
    expect(saved.translations.es?.body).toContain("SEMANA 4");

    // A program with no plan linked offers only the way to link one.
    await page
      .getByRole("article", { name: "Intermediate", exact: true })
      .getByRole("button", { name: "Program" })
      .click();
    const other = page.getByRole("dialog", { name: "Program: Intermediate" });
    await other.getByRole("link", { name: "Link a plan template in Training" }).waitFor();
    await expect(other.getByRole("button", { name: "Write the plan into the text" }).count()).resolves.toBe(0);
    await toastsGone(page);
    await shoot(page, "program-editor-no-plan");
    await page.context().close();
  }, 120_000);
});
