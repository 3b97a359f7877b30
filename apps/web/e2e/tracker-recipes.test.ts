import { recipes } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_PASSWORD,
  ADMIN_USER,
  hasChromium,
  type Page,
  type Site,
  startSite,
  toast,
  toggle,
  verifyOnPage,
} from "./harness";

describe.skipIf(!hasChromium)("progress tracker and recipes", () => {
  let site: Site;
  let clock = new Date("2026-11-20T15:00:00Z");
  beforeAll(async () => {
    site = await startSite({}, { now: () => clock });
  });
  afterAll(() => site?.close());

  async function verify(page: Page, email: string) {
    await verifyOnPage(site, page, email);
    await toast(page, "Verification Successful").waitFor();
  }

  it("a client logs two days and sees her streak, history and an achievement", async () => {
    const page = await site.page("phone");
    await page.goto("/progress-tracker");
    await verify(page, "tracy@example.com");
    await page.getByTestId("streak-banner").getByText("🌱 0-day streak").waitFor();
    await page.getByText("Mood: 😐 Okay").waitFor();
    await page.getByRole("button", { name: "Save Today's Entry" }).click();
    await toast(page, "Progress saved!").filter({ hasText: "You earned: 💪" }).waitFor();

    clock = new Date("2026-11-21T15:00:00Z");
    await page.reload();
    await page.getByRole("slider", { name: "Mood" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.getByText("Mood: 😊 Good").waitFor();
    // A screen reader hears the word, not the number.
    await expect(page.getByRole("slider", { name: "Mood" }).getAttribute("aria-valuetext")).resolves.toBe(
      "Good, 4 of 5",
    );
    await expect(page.getByRole("slider", { name: "Energy" }).getAttribute("aria-valuetext")).resolves.toBe(
      "Moderate, 3 of 5",
    );
    await toggle(page.getByRole("switch", { name: "I completed a workout today" }));
    await page.getByRole("button", { name: "Save Today's Entry" }).click();
    await page.getByTestId("streak-banner").getByText("💪 2-day streak").waitFor();

    await page.getByRole("tab", { name: "Progress History" }).click();
    await page.getByTestId("progress-entry").nth(1).waitFor();
    await expect(page.getByTestId("progress-entry").count()).resolves.toBe(2);
    // Achievements and workout types read as words, never as the stored codes.
    await page.getByText("Mood improver").waitFor();
    await page.getByText("Workout complete").first().waitFor();
    await expect(page.getByText("Gym workout").count()).resolves.toBeGreaterThan(0);
    await expect(page.getByText(/mood-improver|workout-complete/i).count()).resolves.toBe(0);
    await page.locator(".recharts-surface").first().waitFor();
    await page.context().close();
  });

  it("a visitor shares a recipe, the admin approves it, and it appears under its filters", async () => {
    const page = await site.page();
    await page.goto("/recipes/create");
    await page.getByRole("button", { name: "Share Recipe" }).click();
    for (const message of [
      "Title must be at least 3 characters long",
      "Description must be at least 10 characters long",
      "Ingredients must be at least 10 characters long",
      "Instructions must be at least 30 characters long",
      "Please select a category",
      "Please select a diet type",
    ]) {
      await page.getByText(message).waitFor();
    }
    await expect(page.getByLabel("Prep time (minutes)").inputValue()).resolves.toBe("15");
    await expect(page.getByLabel("Cook time (minutes)").inputValue()).resolves.toBe("30");
    await expect(page.getByLabel("Servings").inputValue()).resolves.toBe("2");
    await page.getByLabel(/^Title/).fill("Mango Chia Pudding");
    await page.getByLabel(/^Description/).fill("A creamy, fiber-rich snack that keeps you full.");
    await page.getByLabel(/^Ingredients/).fill("1 cup coconut milk\n3 tbsp chia seeds\n1/2 mango");
    await page
      .getByLabel(/^Instructions/)
      .fill("Stir the chia into the milk.\nChill overnight.\nTop with mango and serve.");
    await page.getByLabel(/^Category/).selectOption("snack");
    await page.getByLabel(/^Diet type/).selectOption("vegan");
    await page.getByRole("button", { name: "Share Recipe" }).click();
    await toast(page, "Recipe submitted!").waitFor();
    await page.waitForURL(/\/recipes$/);
    const [row] = await site.db.select().from(recipes).where(eq(recipes.title, "Mango Chia Pudding"));
    expect(row).toMatchObject({ approved: false, calories: null, submittedBy: null });
    await expect(page.getByRole("article", { name: "Mango Chia Pudding" }).count()).resolves.toBe(0);

    await page.goto("/admin/recipes");
    await page.getByLabel("Username").fill(ADMIN_USER);
    await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    // She approves what she has read: the recipe opens first, with what the client wrote.
    const shared = page.getByRole("article", { name: "Recipe Mango Chia Pudding" });
    await expect(shared.getByRole("button", { name: "Approve" }).isDisabled()).resolves.toBe(true);
    await shared.getByRole("button", { name: "Read recipe" }).click();
    await shared.getByText("Chill overnight.", { exact: false }).waitFor();
    await shared.getByText("3 tbsp chia seeds").waitFor();
    await shared.getByRole("button", { name: "Approve" }).click();
    await shared.getByText("approved").waitFor();
    // Her Spanish version for the Spanish site: the title and ingredients; the rest stays the client's English.
    await shared.locator("summary", { hasText: "Spanish version" }).click();
    await shared.getByLabel("Título").fill("Pudín de chía y mango");
    await shared.getByLabel("Ingredientes").fill("1 taza de leche de coco\n3 cdas de chía\n1/2 mango");
    await shared.getByRole("button", { name: "Save Spanish version" }).click();
    await toast(page, "The Spanish version of “Mango Chia Pudding” is saved").waitFor();

    await page.goto("/recipes");
    // A filter is a radio: choosing it again changes nothing, so a choice a busy machine lost is simply made again.
    const choose = (name: string, inAddress: RegExp) =>
      expect
        .poll(async () => {
          await page.getByRole("radio", { name }).dispatchEvent("click");
          return page.url();
        })
        .toMatch(inAddress);
    await choose("Snack", /category=snack/);
    // The second filter keeps the first, however soon after it she taps.
    await choose("Vegan", /category=snack&diet=vegan/);
    await page.getByRole("article", { name: "Mango Chia Pudding" }).waitFor();
    // The list may still be redrawing for the second filter when the card first shows; count() does not wait.
    await expect.poll(() => page.getByRole("article").count()).toBe(1);

    await page.getByRole("link", { name: "View recipe: Mango Chia Pudding" }).click();
    await page.getByRole("heading", { name: "Mango Chia Pudding", level: 1 }).waitFor();
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
      };
    });
    await page.getByRole("button", { name: "Print Recipe" }).click();
    await expect(page.evaluate(() => (window as unknown as { printed: number }).printed)).resolves.toBe(1);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Print Recipe" }).isVisible()).resolves.toBe(false);
    await page.emulateMedia({ media: "screen" });
    await page.goto("/recipes/99999");
    await page.getByRole("heading", { name: "Recipe Not Found" }).waitFor();

    await page.goto(`/es/recipes/${row?.id}`);
    await page.getByRole("heading", { name: "Pudín de chía y mango", level: 1 }).waitFor();
    await page.getByRole("listitem").filter({ hasText: "3 cdas de chía" }).waitFor();
    // A field she left empty shows the client's English.
    await page.getByText("A creamy, fiber-rich snack that keeps you full.").waitFor();
    await page.context().close();
  });
});
