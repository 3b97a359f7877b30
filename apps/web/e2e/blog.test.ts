// The trainer writes the blog: her editor at /admin/blog, and what visitors then read on /blog.
import { blogPosts } from "@studio/db";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, ADMIN_USER, hasChromium, type Page, type Site, startSite, toast } from "./harness";

describe.skipIf(!hasChromium)("the trainer's blog editor", () => {
  let site: Site;
  let page: Page;
  /** Every dialog a page opened: a script that ran in a post would open one. */
  const alerts: string[] = [];
  beforeAll(async () => {
    site = await startSite();
    page = await site.page("phone");
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto("/admin/blog");
    await page.getByLabel("Username").fill(ADMIN_USER);
    await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("heading", { name: "Blog", level: 1 }).waitFor();
  });
  afterAll(() => site?.close());

  const row = (title: string) => page.getByRole("article", { name: title });
  const noOverflow = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  it("lists her posts with their state, and finds one by its title", async () => {
    await row("Why Strength Training Matters More After 40").waitFor();
    await expect(
      row("Why Strength Training Matters More After 40").getByText("Published").first().isVisible(),
    ).resolves.toBe(true);
    await expect(
      row("Why Strength Training Matters More After 40")
        .getByRole("button", { name: "Stop featuring “Why Strength Training Matters More After 40”" })
        .getAttribute("aria-pressed"),
    ).resolves.toBe("true");
    await noOverflow();
    await page.getByLabel("Search by title").fill("protein");
    await expect.poll(() => page.getByRole("article").count()).toBe(1);
    await row("How Much Protein Do You Really Need?").waitFor();
    await page.getByLabel("Search by title").fill("");
    await expect.poll(() => page.getByRole("article").count()).toBe(7);
  });

  it("writes and publishes a post with a cover image; it appears on the blog and opens", async () => {
    await page.getByRole("button", { name: "New Post" }).click();
    const form = page.getByRole("form", { name: "Blog post" });
    await form.getByRole("button", { name: "Create Post" }).click();
    await form.getByText("Please enter a title").waitFor();
    await form.getByText("Please write the post's body").waitFor();

    await form.getByLabel(/^Title/).fill("Carrying Groceries Is Strength Training");
    await expect(form.getByLabel(/^Slug/).getAttribute("placeholder")).resolves.toBe(
      "carrying-groceries-is-strength-training",
    );
    await form.getByLabel(/^Excerpt/).fill("Loaded carries build grip, posture and confidence for everyday life.");
    await form.getByLabel(/^Category/).selectOption("tips");
    await form
      .getByLabel(/^Body/)
      .fill(
        "Pick up two heavy bags and **walk tall**.\n\n## How to start\n\n- Hold for 30 steps\n- Rest and repeat\n\n<script>alert('x')</script>",
      );
    // The live preview draws the Markdown, without the script.
    const preview = form.getByRole("region", { name: "Preview" });
    await preview.getByRole("heading", { name: "How to start" }).waitFor();
    await expect(preview.locator("strong").textContent()).resolves.toBe("walk tall");
    await expect(preview.locator("script").count()).resolves.toBe(0);

    const cover = await sharp({ create: { width: 320, height: 180, channels: 3, background: "#7a2e4f" } })
      .png()
      .toBuffer();
    await form
      .getByLabel("Cover image: gallery")
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: cover });
    await page.getByText("Your file has been uploaded.").waitFor();
    await form.getByRole("img", { name: "Cover image preview" }).waitFor();
    await form.getByText("Published", { exact: true }).click();
    await noOverflow();
    await form.getByRole("button", { name: "Create Post" }).click();
    await toast(page, "Post created").waitFor();
    await expect(toast(page, "Post created").textContent()).resolves.toContain("is live on the blog");

    const [saved] = await site.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, "carrying-groceries-is-strength-training"));
    expect(saved).toMatchObject({ status: "published", category: "tips", readMinutes: 3 });
    expect(saved?.coverImageUrl).toMatch(/^\/uploads\/.+\.webp$/);
    expect(saved?.bodyHtml).not.toContain("<script");

    // What a visitor sees.
    const visitor = await site.page("phone");
    await visitor.goto("/blog");
    const card = visitor
      .getByTestId("post-grid")
      .getByRole("article", { name: "Carrying Groceries Is Strength Training" });
    await card.waitFor();
    await card.getByRole("link", { name: "Read More: Carrying Groceries Is Strength Training" }).click();
    await visitor.getByRole("heading", { level: 1, name: "Carrying Groceries Is Strength Training" }).waitFor();
    await visitor.getByRole("heading", { level: 2, name: "How to start" }).waitFor();
    await expect(visitor.locator("article img").first().getAttribute("src")).resolves.toBe(saved?.coverImageUrl);
    await expect(
      visitor
        .locator("article img")
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).resolves.toBe(320);
    expect(visitor.url()).toMatch(/\/blog\/carrying-groceries-is-strength-training$/);
    await visitor.context().close();
    expect(alerts).toEqual([]);
  });

  it("features a post with the star, and deletes one after asking, naming it", async () => {
    await page.getByRole("button", { name: "← All posts" }).click();
    const walking = row("Walking: The Underrated Workout");
    await walking.getByRole("button", { name: "Feature “Walking: The Underrated Workout”" }).click();
    await toast(page, "Featured").waitFor();
    await expect
      .poll(() =>
        walking
          .getByRole("button", { name: "Stop featuring “Walking: The Underrated Workout”" })
          .getAttribute("aria-pressed"),
      )
      .toBe("true");
    expect(await site.db.$count(blogPosts, eq(blogPosts.featured, true))).toBe(1);

    await row("Carrying Groceries Is Strength Training")
      .getByRole("button", { name: /^Delete/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Delete this post?" });
    await expect(dialog.textContent()).resolves.toContain(
      "“Carrying Groceries Is Strength Training” will be deleted for good",
    );
    await dialog.getByRole("button", { name: "Delete Post" }).click();
    await toast(page, "Post deleted").waitFor();
    await expect.poll(() => row("Carrying Groceries Is Strength Training").count()).toBe(0);
    expect(await site.db.$count(blogPosts, eq(blogPosts.slug, "carrying-groceries-is-strength-training"))).toBe(0);
  });
});
