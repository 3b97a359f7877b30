// The trainer runs her clients, her inbox and her newsletter audience herself, on her laptop and on her phone.
import { readFile } from "node:fs/promises";
import { clientNotes, contactReplies, contacts, newsletterSubscribers } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_PASSWORD,
  ADMIN_USER,
  bookPackage,
  doubleTap,
  hasChromium,
  type Page,
  type Site,
  startSite,
  toast,
} from "./harness";

const sizes = ["desktop", "phone"] as const;

/** A Tuesday to Friday at least `days` days from now, as a date field takes it: the studio is open then. */
function weekdayAhead(days: number) {
  const day = new Date(Date.now() + days * 86_400_000);
  while (day.getUTCDay() < 2 || day.getUTCDay() > 5) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

describe.skipIf(!hasChromium)("the trainer's clients, inbox and audience", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
    // Two clients with a paid 12-session package each (one per screen size), and one with a single session.
    for (const size of sizes) {
      await bookPackage(site, {
        packageId: 6,
        clientName: `Carla ${size} Mendoza`,
        clientEmail: `carla.${size}@example.com`,
      });
    }
    await bookPackage(site, { packageId: 1, clientName: "Linda Moore", clientEmail: "linda@example.com" });
    await site.db.insert(contacts).values(
      sizes.map((size) => ({
        name: `Diane ${size} Walker`,
        email: `diane.${size}@example.com`,
        subject: `Knee-friendly training (${size})?`,
        message: "Hello Carmen, I had knee surgery last year. Could we train around it?",
      })),
    );
    await site.db
      .insert(newsletterSubscribers)
      .values([
        { email: "reader@example.com", confirmedAt: new Date() },
        { email: "gone@example.com", isActive: false, unsubscribedAt: new Date(), confirmedAt: new Date() },
        { email: "waiting@example.com" },
      ]);
  });
  afterAll(() => site?.close());

  const signIn = async (size: (typeof sizes)[number], path: string, heading: string) => {
    const page = await site.page(size);
    await page.goto(path);
    await page.getByLabel("Username").fill(ADMIN_USER);
    await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
    return page;
  };
  const close = (page: Page) => page.context().close();

  for (const size of sizes) {
    it(`finds a client by name, sees her sessions left and adds a note (${size})`, async () => {
      const page = await signIn(size, "/admin/clients", "Clients");
      await page.getByLabel("Search by name or e-mail").fill(`${size} mendoza`);
      const card = page.getByRole("article", { name: `Carla ${size} Mendoza` });
      // Only she matches, once the server has answered the search: Linda and the other Carla leave the list.
      await expect.poll(() => page.getByRole("article").count()).toBe(1);
      await card.waitFor();
      await card.getByText("12 sessions", { exact: true }).waitFor();
      await card.getByText("12 to train · 0 booked · 12 to book").waitFor();

      await card.getByRole("link", { name: `Carla ${size} Mendoza` }).click();
      await page.getByRole("heading", { name: `Carla ${size} Mendoza`, level: 2 }).waitFor();
      expect(new URL(page.url()).searchParams.get("email")).toBe(`carla.${size}@example.com`);

      await page.getByLabel("New note").fill("Left knee: no deep lunges. Prefers 7 AM.");
      await doubleTap(page.getByRole("button", { name: "Save note" }));
      await toast(page, "Note saved").waitFor();
      await page.getByRole("list", { name: "Notes, newest first" }).getByText("Left knee: no deep lunges.").waitFor();
      const notes = await site.db
        .select()
        .from(clientNotes)
        .where(eq(clientNotes.clientEmail, `carla.${size}@example.com`));
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ writtenBy: ADMIN_USER, body: "Left knee: no deep lunges. Prefers 7 AM." });

      // She books one of her pending sessions for her, through the sessions' own rules.
      await page.getByRole("button", { name: "Schedule session 1", exact: true }).click();
      const form = page.getByRole("form", { name: "Schedule session 1", exact: true });
      await form.getByLabel("Date").fill(weekdayAhead(3));
      const time = form.getByLabel("Time (Miami)");
      await expect.poll(() => time.locator("option").count()).toBeGreaterThan(1);
      await time.selectOption({ index: 1 });
      await form.getByRole("button", { name: "Book this time" }).click();
      await toast(page, "Session scheduled").waitFor();
      await page.getByText("12 Gym Sessions: 12 to train · 1 booked · 11 to book").waitFor();

      // Back to the directory as she left it, her search still in the box.
      await page.getByRole("link", { name: "← All clients" }).click();
      await expect(page.getByLabel("Search by name or e-mail").inputValue()).resolves.toBe(`${size} mendoza`);
      await close(page);
    });

    it(`answers a contact message: opened, read, replied once, handled (${size})`, async () => {
      const page = await signIn(size, "/admin/inbox", "Inbox");
      const subject = `Knee-friendly training (${size})?`;
      await page.getByRole("link", { name: new RegExp(`Diane ${size} Walker \\(unread\\)`) }).click();
      await page.getByRole("heading", { name: subject, level: 2 }).waitFor();
      const stored = async () => (await site.db.select().from(contacts).where(eq(contacts.subject, subject)))[0];
      // Opening it marked it read.
      await expect.poll(async () => (await stored())?.readAt).toBeInstanceOf(Date);

      await page
        .getByRole("textbox", { name: "Reply to Diane", exact: true })
        .fill("Hi Diane,\nYes: we will start gently and build from there.\nCarmen");
      await doubleTap(page.getByRole("button", { name: "Send reply" }));
      await toast(page, "Reply sent").waitFor();
      await page.getByText("Reply by coach").waitFor();
      // Answered, so handled: the message now offers to reopen it.
      await page.getByRole("button", { name: "Reopen" }).waitFor();
      const message = await stored();
      const replies = await site.db
        .select()
        .from(contactReplies)
        .where(eq(contactReplies.contactId, message?.id ?? 0));
      expect(replies).toHaveLength(1);
      expect(message?.handledAt).toBeInstanceOf(Date);

      await page.getByRole("button", { name: "Archive" }).click();
      await toast(page, "Archived").waitFor();
      await page.locator("label", { hasText: /^Archived$/ }).click();
      await page.getByRole("link", { name: new RegExp(`Diane ${size} Walker`) }).waitFor();
      await close(page);
    });

    it(`exports the subscribers as CSV (${size})`, async () => {
      const page = await signIn(size, "/admin/newsletter", "Newsletter");
      await page.getByText("active subscriber").waitFor();
      // A sign-up not yet confirmed from its e-mail is listed, marked, and not counted as a subscriber.
      await page
        .getByRole("listitem")
        .filter({ hasText: "waiting@example.com" })
        .getByText("Awaiting confirmation")
        .waitFor();
      await expect(
        page.getByText("1 active subscriber · 1 awaiting confirmation · 1 unsubscribed").isVisible(),
      ).resolves.toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Export CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-all-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await download.path()) ?? "", "utf8");
      const lines = csv.trimEnd().split("\n");
      expect(lines[0]).toBe("email,status,subscribed_at,unsubscribed_at,confirmed_at");
      expect(lines.slice(1).map((line) => line.split(",").slice(0, 2).join(","))).toEqual([
        "waiting@example.com,pending",
        "gone@example.com,unsubscribed",
        "reader@example.com,active",
      ]);
      await close(page);
    });
  }
});
