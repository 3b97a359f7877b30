// The trainer runs her catalogue herself, on her laptop and on her phone.
import { packages } from "@studio/db";
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
  verifyOnPage,
} from "./harness";

describe.skipIf(!hasChromium)("the trainer's catalogue", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  const signIn = async (size: "phone" | "desktop") => {
    const page = await site.page(size);
    await page.goto("/admin/catalogue");
    await page.getByLabel("Username").fill(ADMIN_USER);
    await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("heading", { name: "Catalogue", level: 1 }).waitFor();
    return page;
  };
  const row = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

  it("changes a price, and visitors see it on the home page at once", async () => {
    const page = await signIn("desktop");
    await row(page, "Gym Session").getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Gym Session" });
    await dialog.getByLabel("Price").fill("85");
    await dialog.getByLabel("What it includes").fill("Twenty private sessions\nA plan written for you");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await toast(page, "Package saved").waitFor();
    await row(page, "Gym Session").getByText("$85 ·").waitFor();

    const visitor = await site.page("phone");
    await visitor.goto("/");
    // The card shows its single session first.
    const gym = visitor.getByRole("article", { name: "Gym Training" });
    expect(await gym.getByTestId("price").innerText()).toBe("$85");
    expect(await gym.getByTestId("features").innerText()).toBe("Twenty private sessions\nA plan written for you");
    await visitor.context().close();
    await page.context().close();
  });

  it("creates a package on her phone, then retires it off the site", async () => {
    const page = await signIn("phone");
    await page.getByRole("button", { name: "New Package" }).click();
    const dialog = page.getByRole("dialog", { name: "New Package" });
    // A price with three decimals is refused, naming the rule, before anything is sent.
    await dialog.getByLabel("Name", { exact: false }).first().fill("8 Sunrise Sessions");
    await dialog.getByLabel("Price").fill("10.555");
    await dialog.getByLabel("Duration (minutes)").fill("45");
    await dialog.getByRole("button", { name: "Create Package" }).click();
    await dialog.getByText("Price must be an amount of at least 0 with at most 2 decimals").waitFor();
    await dialog.getByLabel("Price").fill("600");
    await dialog.getByLabel("Sessions").fill("8");
    await dialog.getByLabel("Description", { exact: true }).fill("Eight early-morning sessions before work.");
    await dialog.getByRole("button", { name: "Create Package" }).dblclick();
    await toast(page, "Package saved").waitFor();
    const created = await site.db.select().from(packages).where(eq(packages.name, "8 Sunrise Sessions"));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ price: "600.00", sessionCount: 8, durationMinutes: 45, active: true });

    // On the home page her package is a button of the gym card, and keeps its name and words once chosen.
    const visitor = await site.page("phone");
    // The home page asks for its packages again once it runs (SPEC): she taps once they have come.
    await visitor.goto("/", { waitUntil: "networkidle" });
    const gym = visitor.getByRole("article", { name: "Gym Training" });
    await gym.getByRole("button", { name: "8 sessions" }).click();
    // The card redraws after the tap: read it once it has.
    await expect.poll(() => gym.getByTestId("package-name").textContent()).toBe("8 Sunrise Sessions");
    await expect(gym.getByTestId("package-description").textContent()).resolves.toBe(
      "Eight early-morning sessions before work.",
    );
    await expect(gym.getByTestId("price").textContent()).resolves.toBe("$600");
    await visitor.context().close();

    await row(page, "8 Sunrise Sessions").getByRole("button", { name: "Retire" }).click();
    const confirm = page.getByRole("dialog", { name: "Retire 8 Sunrise Sessions?" });
    await confirm.getByText("It leaves the site and can no longer be booked.").waitFor();
    await confirm.getByRole("button", { name: "Retire Package" }).click();
    await toast(page, "Package retired").waitFor();
    expect(
      (
        await site.db
          .select()
          .from(packages)
          .where(eq(packages.id, created[0]?.id ?? 0))
      )[0]?.active,
    ).toBe(false);
    expect((await fetch(`${site.url}/api/packages/${created[0]?.id}`)).status).toBe(404);

    await page.locator("label", { hasText: /^Retired$/ }).click();
    await row(page, "8 Sunrise Sessions").getByRole("button", { name: "Delete" }).click();
    await page
      .getByRole("dialog", { name: "Delete 8 Sunrise Sessions?" })
      .getByRole("button", { name: "Delete Package" })
      .click();
    await toast(page, "Package deleted").waitFor();
    expect(await site.db.select().from(packages).where(eq(packages.name, "8 Sunrise Sessions"))).toHaveLength(0);
    await page.context().close();
  });

  it("publishes a Workout of the Day that a visitor buys, and edits a program with its preview", async () => {
    const page = await signIn("desktop");
    await page.getByRole("button", { name: "New Workout of the Day" }).click();
    const dialog = page.getByRole("dialog", { name: "New Workout of the Day" });
    await dialog.getByLabel("Title").fill("Glutes & Core Express");
    await dialog.getByLabel("Description").fill("Twenty-five minutes for strong hips and a steady core.");
    await dialog.getByLabel("Warm-up").fill("Three minutes of marching and ten glute bridges.");
    await dialog.getByRole("button", { name: "Add Exercise" }).click();
    await dialog.getByRole("textbox", { name: /^Exercise/ }).fill("Hip Thrust");
    await dialog.getByLabel("Reps").fill("12");
    await dialog.getByLabel("Details").fill("Pause at the top\nRibs down");
    await dialog.getByLabel("Cool-down").fill("Figure-four stretch, 30 seconds each side.");
    await dialog.getByRole("tab", { name: "Preview" }).click();
    await dialog.getByText("3 × 12").waitFor();
    // The preview speaks as her client's page does: its headings are words, never a message's key.
    await dialog.getByRole("tabpanel", { name: "Preview" }).getByText("Warm-up", { exact: true }).waitFor();
    await expect(dialog.getByText(/workouts\./i).count()).resolves.toBe(0);
    await dialog.getByRole("button", { name: "Publish Workout" }).click();
    await toast(page, "Workout published").waitFor();
    const [created] = await site.db.select().from(packages).where(eq(packages.name, "Glutes & Core Express"));
    expect(created).toMatchObject({ type: "workout_of_day", price: "25.00", active: true });

    const visitor = await site.page("phone");
    await visitor.goto(`/booking/${created?.id}`);
    await visitor.getByText("Instant access").waitFor();
    await visitor.getByLabel("Full name").fill("Gloria Glute");
    await visitor.getByLabel("Email").fill("gloria@example.com");
    await visitor.getByRole("button", { name: "Book Session - $25" }).click();
    await visitor.waitForURL(/\/booking-confirmation$/);
    await visitor.getByText(/Your program is ready/).waitFor();
    // In My Sessions it is hers to open, not a session to schedule.
    await visitor.goto("/my-bookings");
    await verifyOnPage(site, visitor, "gloria@example.com");
    const bought = visitor.getByRole("article", { name: "Glutes & Core Express" });
    await bought.getByText("Nothing to schedule: it is yours to open anytime.").waitFor();
    await expect(bought.getByTestId("session-row").count()).resolves.toBe(0);
    await bought.getByRole("link", { name: "Open your workout" }).click();
    await visitor.waitForURL(/\/workout-of-the-day$/);
    await visitor.getByRole("heading", { name: "Glutes & Core Express" }).waitFor();
    await visitor.context().close();

    await row(page, "Beginner").getByRole("button", { name: "Program" }).click();
    const editor = page.getByRole("dialog", { name: "Program: Beginner" });
    const body = editor.getByRole("textbox", { name: /^Program/ });
    await body.fill(`${await body.inputValue()}\n\nBONUS WEEK\nA gentle week to consolidate.`);
    await editor.getByRole("tab", { name: "Preview" }).click();
    await editor.getByText(/BONUS WEEK/).waitFor();
    await editor.getByRole("button", { name: "Download" }).waitFor();
    await editor.getByRole("button", { name: "Save Program" }).click();
    await toast(page, "Program saved").waitFor();
    await page.context().close();
  });
});
