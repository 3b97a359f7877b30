import { testimonials } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, hydrated, type Page, type Site, startSite } from "./harness";

describe.skipIf(!hasChromium)("home page", () => {
  let site: Site;
  let page: Page;
  beforeAll(async () => {
    site = await startSite();
    page = await site.page();
  });
  afterAll(() => site?.close());

  it("has its sections in SPEC order", async () => {
    await page.goto("/");
    await page.locator("#contact").waitFor();
    const order = await page.evaluate(() =>
      [...document.querySelectorAll("main h1, main h2")].map((heading) => heading.textContent?.trim()),
    );
    expect(order).toEqual([
      "Premium Personal Training Tailored for Women Over 40",
      "I train women who are done being told to slow down",
      "Training that fits your body and your life",
      "Your Fitness Journey",
      "Stronger at every age",
      "Training Locations",
      "Let's talk about your goals",
    ]);
    for (const badge of [
      "NSCA Certified",
      "Professional Trainer Certification",
      "TRX Certified",
      "Silver Sneakers",
      "CPR/AED Certified",
    ]) {
      await expect(page.getByText(badge, { exact: true }).isVisible()).resolves.toBe(true);
    }
    for (const step of ["Initial Consultation", "Custom Program", "Training Sessions", "Progress & Adjustments"]) {
      await expect(page.getByRole("heading", { name: step }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByText("Gym open 5:00 AM - 10:00 PM daily").isVisible()).resolves.toBe(true);
    for (const hours of ["Mon-Fri 6AM-8PM", "Sat 8AM-4PM", "Sun 9AM-2PM"]) {
      await expect(page.getByText(hours).isVisible()).resolves.toBe(true);
    }
  });

  it("leaves no word alone on the last line of the hero's title or eyebrow on a phone, in English and Spanish", async () => {
    const phone = await site.page("phone");
    for (const path of ["/", "/es"]) {
      await phone.goto(path);
      const title = await linesOf(phone, "#hero-title");
      const eyebrow = await linesOf(phone, "section[aria-labelledby=hero-title] span");
      expect(title.length).toBeGreaterThan(2);
      for (const lines of [title, eyebrow].filter((broken) => broken.length > 1))
        expect(lines.at(-1)?.split(" ").length, `${path}: ${lines.join(" / ")}`).toBeGreaterThan(1);
    }
    await phone.context().close();
  });

  it("scrolls to the section a hash names, on arrival and from in-page links", async () => {
    const fresh = await site.page();
    await fresh.goto("/#testimonials");
    await fresh.locator("#testimonials").waitFor();
    await expect.poll(() => distanceFromTop(fresh, "testimonials"), { timeout: 5000 }).toBeLessThan(120);

    await fresh.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
    await expect.poll(() => fresh.evaluate(() => window.location.hash)).toBe("#services");
    await expect.poll(() => distanceFromTop(fresh, "services"), { timeout: 5000 }).toBeLessThan(120);
    await fresh.context().close();
  });

  it("lets each service card switch package, price and features", async () => {
    await page.goto("/");
    const gym = page.getByRole("article", { name: "Gym Training" });
    await gym.getByRole("button", { name: "Single Session" }).waitFor();
    await hydrated(gym);
    await expect(gym.getByTestId("price").textContent()).resolves.toBe("$80");
    await expect(gym.getByTestId("duration").textContent()).resolves.toBe("Duration: 1 hour");

    await gym.getByRole("button", { name: "12 Sessions" }).click();
    await expect(gym.getByTestId("price").textContent()).resolves.toBe("$960");
    await expect(gym.getByRole("button", { name: "12 Sessions" }).getAttribute("aria-pressed")).resolves.toBe("true");
    await expect(gym.getByTestId("features").textContent()).resolves.toContain("12 private 60-minute sessions");
    await expect(gym.getByRole("link", { name: "Book Now" }).getAttribute("href")).resolves.toBe("/booking/6");
    await expect(gym.getByText(/Best value/).count()).resolves.toBe(0);

    await gym.getByRole("button", { name: "20 Sessions" }).click();
    await expect(gym.getByTestId("price").textContent()).resolves.toBe("$1,400");
    // $1,400 against 20 × $80: the card says what the prices give (12.5%, rounded down), not SPEC's fixed 10%.
    await expect(gym.getByText("Best value: save 12% with 20 sessions").isVisible()).resolves.toBe(true);
    const home = page.getByRole("article", { name: "In-Home Training" });
    await home.getByRole("button", { name: "20 Sessions" }).click();
    await expect(home.getByTestId("price").textContent()).resolves.toBe("$3,000");
    await expect(home.getByText(/Best value/).count()).resolves.toBe(0);

    const online = page.getByRole("article", { name: "Online Programs" });
    await expect(online.getByText("4-week routine", { exact: true }).isVisible()).resolves.toBe(true);
    await online.getByRole("button", { name: "Intermediate" }).click();
    await expect(online.getByTestId("price").textContent()).resolves.toBe("$200");
    await expect(online.getByText("/month", { exact: true }).isVisible()).resolves.toBe(true);
    await expect(online.getByText("8 weeks", { exact: true }).isVisible()).resolves.toBe(true);
    await expect(online.getByTestId("duration").textContent()).resolves.toBe("Duration: 45 minutes");

    await expect(page.getByRole("article", { name: "Workout of the Day" }).isVisible()).resolves.toBe(true);
    const banner = page.getByRole("note").filter({ hasText: "when you commit to 20 sessions" });
    await expect(banner.textContent()).resolves.toBe("Save 12% when you commit to 20 sessions, at the gym.");
  });

  it("slides testimonials with wrap-around and dots", async () => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Client testimonials" });
    await carousel.waitFor();
    const slide = carousel.getByRole("group");
    await expect(slide.getAttribute("aria-label")).resolves.toBe("1 of 3");
    const first = await slide.textContent();

    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(slide.getAttribute("aria-label")).resolves.toBe("3 of 3");
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(slide.getAttribute("aria-label")).resolves.toBe("1 of 3");
    await expect(slide.textContent()).resolves.toBe(first);

    await carousel.getByRole("button", { name: "Show testimonial 2" }).click();
    await expect(slide.getAttribute("aria-label")).resolves.toBe("2 of 3");
    await expect(
      carousel.getByRole("button", { name: "Show testimonial 2" }).getAttribute("aria-current"),
    ).resolves.toBe("true");
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(slide.getAttribute("aria-label")).resolves.toBe("1 of 3");
  });

  it("shows a client's portrait, and her before or after photo when only one was given", async () => {
    const [portrait] = await site.db
      .insert(testimonials)
      .values({
        name: "Maribel Ortiz",
        comment: "I carry my own groceries up three floors again.",
        duration: "6 months",
        imagePath: "/images/og-card.png",
        afterImagePath: "/apple-touch-icon.png",
        // Photos are published only with the client's consent on record.
        photoConsentAt: new Date(),
      })
      .returning();
    const fresh = await site.page("phone");
    await fresh.goto("/");
    const carousel = fresh.getByRole("region", { name: "Client testimonials" });
    await carousel.waitFor();
    const slide = carousel.getByRole("group"); // the newest first
    await slide.getByText("Maribel Ortiz").waitFor();
    await expect(slide.locator('img[src="/images/og-card.png"]').isVisible()).resolves.toBe(true);
    await expect(slide.getByRole("img", { name: "Maribel Ortiz, after" }).isVisible()).resolves.toBe(true);
    await expect(slide.getByText("Before", { exact: true }).count()).resolves.toBe(0);
    await fresh.context().close();
    if (portrait) await site.db.delete(testimonials).where(eq(testimonials.id, portrait.id));
  });

  it("falls back to SPEC's packages and says so about testimonials when the server fails", async () => {
    // The server draws the home page with its content; opened from another page, the browser asks for it.
    const failing = await site.page();
    await failing.goto("/privacy");
    await failing.route(/\/trpc\//, (route) => route.fulfill({ status: 500, body: "{}" }));
    await failing.getByRole("link", { name: "Testimonials" }).first().click();
    await failing.getByText("Error loading testimonials. Please try again later.").waitFor();
    const gym = failing.getByRole("article", { name: "Gym Training" });
    // The studio's own single session, which can be booked.
    await expect(gym.getByRole("link", { name: "Book Now" }).getAttribute("href")).resolves.toBe("/booking/1");
    await expect(failing.getByRole("article", { name: "Workout of the Day" }).count()).resolves.toBe(0);
    await failing.context().close();
  });

  it("says when there are no testimonials", async () => {
    await site.db.delete(testimonials);
    const fresh = await site.page();
    await fresh.goto("/");
    await fresh.getByText("No testimonials available at this time.").waitFor();
    await fresh.context().close();
  });
});

function distanceFromTop(page: Page, id: string) {
  return page.evaluate((target) => Math.abs(document.getElementById(target)?.getBoundingClientRect().top ?? 9999), id);
}

/** The lines a browser broke an element's text into, as it drew them: its words grouped by their line's top. */
function linesOf(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const text = element.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) throw new Error("expected text");
      const words = [...(text.textContent ?? "").matchAll(/\S+/g)];
      const lines = new Map<number, string[]>();
      for (const word of words) {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const top = Math.round(range.getBoundingClientRect().top);
        lines.set(top, [...(lines.get(top) ?? []), word[0]]);
      }
      return [...lines.values()].map((line) => line.join(" "));
    });
}
