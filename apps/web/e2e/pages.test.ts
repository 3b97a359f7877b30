import { contacts, newsletterSubscribers } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, linkIn, mailsTo, type Page, type Site, startSiteWithMail } from "./harness";

describe.skipIf(!hasChromium)("blog, contact, newsletter and legal pages", () => {
  let site: Site;
  let smtp: Awaited<ReturnType<typeof startSiteWithMail>>["smtp"];
  let page: Page;
  beforeAll(async () => {
    ({ site, smtp } = await startSiteWithMail());
    page = await site.page("phone");
  });
  afterAll(() => site?.close());

  const cards = () => page.getByTestId("post-grid").getByRole("article");
  const toast = (title: string) => page.locator(".mantine-Notification-root").filter({ hasText: title });
  const noOverflow = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  it("filters posts, shows the featured post only under All Posts, and opens an article", async () => {
    await page.goto("/blog");
    await page.getByRole("heading", { level: 1 }).waitFor();
    const filters = ["All Posts", "Fitness", "Nutrition", "Wellness", "Tips"];
    for (const name of filters)
      await expect(page.getByRole("button", { name, exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "All Posts" }).getAttribute("aria-pressed")).resolves.toBe("true");
    await expect(page.getByText("Featured", { exact: true }).isVisible()).resolves.toBe(true);
    await expect.poll(() => cards().count()).toBe(6);

    await page.getByRole("button", { name: "Nutrition", exact: true }).click();
    await expect.poll(() => cards().count()).toBe(2);
    await expect(page.getByText("Featured", { exact: true }).count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Fitness", exact: true }).click();
    await expect.poll(() => cards().count()).toBe(2);
    await expect(page.getByText("Featured", { exact: true }).count()).resolves.toBe(0);

    await page.getByRole("link", { name: "Read More: Walking: The Underrated Workout" }).click();
    await page.getByRole("heading", { level: 1, name: "Walking: The Underrated Workout" }).waitFor();
    await expect(page.getByText(/By Carmen Reyes · July 28, 2026 · 3 min read/).isVisible()).resolves.toBe(true);
    await expect(page.title()).resolves.toMatch(/^Walking: The Underrated Workout/);
    expect(page.url()).toMatch(/\/blog\/walking-the-underrated-workout$/);
    await expect(page.getByRole("link", { name: "Book Free Consultation" }).getAttribute("href")).resolves.toBe(
      "/booking/15",
    );
    await expect(page.getByRole("link", { name: "Contact", exact: true }).first().getAttribute("href")).resolves.toBe(
      "/contact",
    );

    // Back to the list as she left it: still filtered to Fitness.
    await page.getByRole("link", { name: "← Back to Blog" }).click();
    await page.getByRole("button", { name: "All Posts" }).waitFor();
    expect(page.url()).toMatch(/\/blog\?category=fitness$/);
    await expect(page.getByRole("button", { name: "Fitness" }).getAttribute("aria-pressed")).resolves.toBe("true");
    await expect.poll(() => cards().count()).toBe(2);

    // Opened from a shared link, the way back is the whole blog.
    await page.goto("/blog/walking-the-underrated-workout");
    await page.getByRole("link", { name: "← Back to Blog" }).click();
    await page.getByRole("button", { name: "All Posts" }).waitFor();
    await expect.poll(() => cards().count()).toBe(6);

    await page.goto("/blog/no-such-article");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
  });

  it("validates the contact form with SPEC's messages, sends it, and resets", async () => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByRole("button", { name: "Send Message" }).click();
    for (const message of [
      "Please enter your full name",
      "Please enter a valid email address",
      "Please enter a subject",
      "Your message must be at least 10 characters",
    ]) {
      await form.getByText(message).waitFor();
    }

    await form.getByLabel("Name").fill("Rosa Delgado");
    await form.getByLabel("Email").fill("rosa@example.com");
    await form.getByLabel("Subject").fill("Training after a hip replacement");
    await form.getByLabel("Message").fill("I had a hip replaced last year. Could we work on strength safely?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await toast("Message Sent").waitFor();
    await expect(toast("Message Sent").textContent()).resolves.toContain(
      "Thank you for your message! I will get back to you soon.",
    );
    await expect(form.getByLabel("Name").inputValue()).resolves.toBe("");
    const [row] = await site.db.select().from(contacts).where(eq(contacts.email, "rosa@example.com"));
    expect(row?.subject).toBe("Training after a hip replacement");
  });

  it("stores one message when Send Message is tapped twice", async () => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name").fill("Dora Quintana");
    await form.getByLabel("Email").fill("dora@example.com");
    await form.getByLabel("Subject").fill("Saturday mornings");
    await form.getByLabel("Message").fill("Do you have a place on Saturday mornings for a beginner?");
    // Two taps before the page can re-render, as a quick double tap lands on a busy phone.
    await form.getByRole("button", { name: "Send Message" }).evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await toast("Message Sent").waitFor();
    await expect(form.getByLabel("Name").inputValue()).resolves.toBe("");
    // Whatever the second tap might have sent has had time to arrive.
    await page.waitForLoadState("networkidle");
    const rows = await site.db.select().from(contacts).where(eq(contacts.email, "dora@example.com"));
    expect(rows).toHaveLength(1);
  });

  it("validates the newsletter address with SPEC's toasts, and subscribes once the e-mailed link confirms", async () => {
    await page.goto("/blog");
    const box = page.getByRole("region", { name: "Stay Updated" });
    await box.getByRole("button", { name: "Subscribe" }).click();
    await toast("Email Required").waitFor();
    await expect(toast("Email Required").textContent()).resolves.toContain("Please enter your email address");

    await box.getByLabel("Email address").fill("joan@nodot");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await toast("Invalid Email").waitFor();
    await expect(toast("Invalid Email").textContent()).resolves.toContain("Please enter a valid email address");

    await box.getByLabel("Email address").fill("joan@example.com");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await toast("Check your inbox").waitFor();
    await expect(toast("Check your inbox").textContent()).resolves.toContain(
      "Almost there! Check your inbox and tap the link in our e-mail to confirm your subscription.",
    );
    await expect(box.getByLabel("Email address").inputValue()).resolves.toBe("");
    const subscriber = async () =>
      (
        await site.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "joan@example.com"))
      )[0];
    expect(await subscriber()).toMatchObject({ isActive: true, confirmedAt: null });

    // The confirmation e-mail's link opens a page; opening it confirms nothing, its button does.
    const [confirmation] = await mailsTo(smtp, "joan@example.com", 1);
    expect(confirmation?.subject).toBe("Confirm your subscription");
    const confirmLink = linkIn(confirmation?.text, "/newsletter/confirm");
    await page.goto(confirmLink);
    await page.getByRole("heading", { level: 1, name: "Confirm your subscription" }).waitFor();
    await expect(page.title()).resolves.toMatch(/^Confirm your subscription/);
    await page.getByText("Send the newsletter to joan@example.com?", { exact: false }).waitFor();
    await noOverflow();
    expect((await subscriber())?.confirmedAt).toBeNull();
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await page.getByRole("heading", { level: 1, name: "You're subscribed" }).waitFor();
    await page.getByText("Thank you for subscribing! Your free workout guide is on its way to your inbox.").waitFor();
    await noOverflow();
    expect((await subscriber())?.confirmedAt).toBeInstanceOf(Date);
    // Opened again: nothing changes, and the page says so.
    await page.goto(confirmLink);
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await page.getByText("Your subscription is already confirmed.", { exact: false }).waitFor();
    const mails = await mailsTo(smtp, "joan@example.com", 2);
    expect(mails.map((mail) => mail.subject)).toEqual(["Confirm your subscription", "Your free workout guide"]);

    // The link from the welcome e-mail opens a page whose button unsubscribes.
    await page.goto(linkIn(mails[1]?.text, "/unsubscribe"));
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByText("You have been unsubscribed.", { exact: false }).waitFor();
    const [after] = await site.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "joan@example.com"));
    expect(after?.isActive).toBe(false);
  });

  it("has real privacy and terms pages", async () => {
    await page.goto("/privacy");
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    for (const topic of ["What we collect", "How long we keep it", "Your choices"]) {
      await expect(page.getByRole("heading", { name: topic }).isVisible()).resolves.toBe(true);
    }
    await page.goto("/terms");
    await page.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor();
    await expect(page.getByText(/up to 24 hours before it starts/).isVisible()).resolves.toBe(true);
    await expect(page.title()).resolves.toMatch(/^Terms of Service/);
  });
});
