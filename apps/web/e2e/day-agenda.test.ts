// Her day on a phone: the calendar opens as the day's agenda, and each session is a tap from done or cancelled.
import { emailOutbox, packageSessions } from "@studio/db";
import { addDays, miamiInstant, studioDate } from "@studio/validators/studio-time";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, ADMIN_USER, bookPackage, hasChromium, type Site, startSite, toast } from "./harness";

describe.skipIf(!hasChromium)("the trainer's day agenda", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  it("shows the day's sessions in order on a phone; she marks one attended, undoes it, marks it a no-show, and cancels tomorrow's with the credit back", async () => {
    // Whenever the test runs, today's midnight session has started and tomorrow's have not; a run in the
    // last seconds of a Miami day waits for the next, so that "today" is one day throughout.
    const toMidnight = miamiInstant(addDays(studioDate(new Date()), 1), "00:00").getTime() - Date.now();
    if (toMidnight < 60_000) await new Promise((resolve) => setTimeout(resolve, toMidnight + 1000));
    const today = studioDate(new Date());
    const tomorrow = addDays(today, 1);
    const seat = async (clientName: string, date: string, time: string) => {
      const { id } = await bookPackage(site, {
        packageId: 6,
        clientName,
        clientEmail: `${clientName.split(" ")[0]?.toLowerCase()}@example.com`,
      });
      const [first] = await site.db.select().from(packageSessions).where(eq(packageSessions.bookingId, id)).limit(1);
      await site.db
        .update(packageSessions)
        .set({ date, time, status: "scheduled", startsAt: miamiInstant(date, time) })
        .where(eq(packageSessions.id, first?.id ?? 0));
      return first?.id ?? 0;
    };
    const early = await seat("Ana Early", today, "00:00");
    const late = await seat("Rosa Late", tomorrow, "00:00");
    await seat("Lina Later", tomorrow, "23:30");
    const statusOf = async (id: number) =>
      (await site.db.select().from(packageSessions).where(eq(packageSessions.id, id)))[0]?.status;

    const page = await site.page("phone");
    await page.goto("/admin/calendar");
    await page.getByLabel("Username").fill(ADMIN_USER);
    await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    const agenda = page.getByRole("list", { name: /^Sessions on / });
    await agenda.waitFor();
    const items = agenda.getByRole("article");
    const linesOf = async () => (await items.allInnerTexts()).map((text) => text.split(/\n+/).slice(0, 3));
    expect(await linesOf()).toEqual([["12:00 AM", "Ana Early", "12 Gym Sessions · session 1 of 12"]]);
    // No sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await items.first().getByRole("button", { name: "Attended" }).click();
    await toast(page, "Marked attended").waitFor();
    expect(await statusOf(early)).toBe("completed");
    await items.first().getByText("attended", { exact: true }).waitFor();
    // A wrong tap is undone in one more.
    await items.first().getByRole("button", { name: "Undo: Ana Early's session back to scheduled" }).click();
    await toast(page, "Mark undone").waitFor();
    expect(await statusOf(early)).toBe("scheduled");
    await items.first().getByRole("button", { name: "No-show" }).click();
    await toast(page, "Marked no-show").waitFor();
    expect(await statusOf(early)).toBe("no_show");

    await page.getByRole("button", { name: "Next day" }).click();
    await agenda.getByText("Lina Later").waitFor();
    expect(await linesOf()).toEqual([
      ["12:00 AM", "Rosa Late", "12 Gym Sessions · session 1 of 12"],
      ["11:30 PM", "Lina Later", "12 Gym Sessions · session 1 of 12"],
    ]);
    // Only a session that has started can be marked: tomorrow's offers a move or a cancel instead.
    await expect(items.first().getByRole("button", { name: "Attended" }).count()).resolves.toBe(0);
    await items.first().getByRole("button", { name: "Cancel" }).click();
    const dialog = page.getByRole("dialog", { name: /^Cancel Rosa Late's session/ });
    await dialog.getByText(/it is forfeited, or you can give the session back/).waitFor();
    // Her word to Rosa goes into Rosa's e-mail, which says Carmen cancelled it.
    await dialog.getByLabel("Note to Rosa (optional)").fill("The gym closes early tonight, sorry!");
    await dialog.getByRole("button", { name: "Cancel, Credit Back" }).click();
    await toast(page, "Session cancelled").waitFor();
    const [returned] = await site.db.select().from(packageSessions).where(eq(packageSessions.id, late));
    expect(returned).toMatchObject({ status: "pending", date: null });
    const [mail] = await site.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, "rosa@example.com"), eq(emailOutbox.template, "session-cancelled")));
    expect(mail?.text).toContain("Carmen cancelled this session.");
    expect(mail?.text).toContain("Carmen’s note: “The gym closes early tonight, sorry!”");
    await page.context().close();
  });
});
