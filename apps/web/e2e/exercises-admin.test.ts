// The trainer keeps her exercise library on her phone, between two clients.
import { exercises } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, type Site, signInAsTrainer, startSite, toast } from "./harness";

describe.skipIf(!hasChromium)("the trainer's exercise library", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  it("adds an exercise with its Spanish name on her phone, finds it by muscle group and name, and archives it", async () => {
    const page = await site.page("phone");
    await signInAsTrainer(page, "/admin/exercises");
    await page.getByRole("heading", { name: "Exercise Library", level: 1 }).waitFor();
    await page.getByRole("article", { name: "Goblet Squat" }).waitFor();
    // Nothing is wider than her phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole("button", { name: "Add Exercise" }).click();
    const dialog = page.getByRole("dialog", { name: "New Exercise" });
    await dialog.getByLabel("Name", { exact: false }).first().fill("Clamshell");
    await dialog.getByLabel("Cues").fill("Lie on your side, knees bent\nOpen the top knee, feet together");
    await dialog.getByRole("checkbox", { name: "Glutes" }).check();
    await dialog.getByRole("checkbox", { name: "Mobility & balance" }).check();
    await dialog.getByRole("checkbox", { name: "Resistance band" }).check();
    // A link that is not https is refused on its box before anything is sent.
    await dialog.getByLabel("Demo video link").fill("http://example.com/clamshell");
    await dialog.getByRole("button", { name: "Add Exercise" }).click();
    await dialog.getByText("Video link must be a web address starting with https://").waitFor();
    await dialog.getByLabel("Demo video link").fill("https://example.com/clamshell");
    await dialog.getByText("Spanish version").click();
    await dialog.getByLabel("Nombre").fill("Almeja");
    await dialog.getByLabel("Indicaciones").fill("Acostada de lado, rodillas dobladas");
    await dialog.getByRole("button", { name: "Add Exercise" }).dblclick();
    await toast(page, "Exercise saved").waitFor();

    const saved = await site.db.select().from(exercises).where(eq(exercises.name, "Clamshell"));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      muscleGroups: ["glutes", "mobility_balance"],
      equipment: ["resistance_band"],
      videoUrl: "https://example.com/clamshell",
      translations: { es: { name: "Almeja", cues: "Acostada de lado, rodillas dobladas" } },
    });

    // Filtered to the mobility and balance moves, it is there; to chest moves, it is not.
    const clamshell = page.getByRole("article", { name: "Clamshell" });
    await page.getByLabel("Muscle group").selectOption({ label: "Mobility & balance" });
    await clamshell.waitFor();
    await clamshell.getByText("Almeja").waitFor();
    await expect.poll(() => page.getByRole("article", { name: "Goblet Squat" }).count()).toBe(0);
    await page.getByLabel("Muscle group").selectOption({ label: "Chest" });
    await page.getByRole("article", { name: "Wall Push-Up" }).waitFor();
    expect(await clamshell.count()).toBe(0);

    // Found by her Spanish name, with any muscle group.
    await page.getByLabel("Muscle group").selectOption({ label: "Any" });
    await page.getByLabel("Search").fill("almeja");
    await clamshell.waitFor();
    await expect.poll(() => page.getByRole("article").count()).toBe(1);

    // Archived after she confirms: it leaves the list and waits under Archived.
    await clamshell.getByRole("button", { name: "Archive Clamshell" }).click();
    await page
      .getByRole("dialog", { name: "Archive Clamshell?" })
      .getByRole("button", { name: "Archive Exercise" })
      .click();
    await toast(page, "Exercise archived").waitFor();
    await page.getByText("No exercise matches").waitFor();
    await page.getByText("Archived", { exact: true }).click();
    await clamshell.getByRole("button", { name: "Restore Clamshell" }).waitFor();
    await page.context().close();
  });
});
