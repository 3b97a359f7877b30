import { readFile } from "node:fs/promises";
import { emailOutbox, packageSessions, timeSlots } from "@studio/db";
import { latestCode } from "@studio/server/testing";
import { desc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookPackage, doubleTap, hasChromium, type Site, startSite, toast, trpcCalls, verifyOnPage } from "./harness";

describe.skipIf(!hasChromium)("client scheduling", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  it("a client schedules, reschedules and cancels a session of her package", async () => {
    const email = "nina@example.com";
    const booking = await bookPackage(site, { packageId: 6, clientName: "Nina", clientEmail: email });

    const page = await site.page("phone");
    await page.goto("/my-bookings");
    await verifyOnPage(site, page, email);
    await page.getByRole("article", { name: "12 Gym Sessions" }).waitFor();

    const firstRow = page.getByTestId("session-row").first();
    await firstRow.getByRole("button", { name: "Schedule" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Times in Miami (Eastern Time)").waitFor();
    // A later week always has plenty of free places, whatever day the test runs.
    await dialog
      .getByRole("button", { name: /places? left/ })
      .first()
      .waitFor({ state: "attached" })
      .catch(() => {});
    await dialog.getByRole("button", { name: "Later →" }).click();
    const times = dialog.getByRole("button", { name: /places? left/ });
    await expect.poll(() => times.count()).toBeGreaterThan(20);
    await times.nth(2).click();
    await toast(page, "Session booked").waitFor();
    await firstRow.getByText("scheduled").waitFor();
    const [session] = await site.db
      .select()
      .from(packageSessions)
      .where(eq(packageSessions.bookingId, booking.id))
      .orderBy(packageSessions.sessionNumber);
    expect(session?.status).toBe("scheduled");
    const firstSlot = session?.timeSlotId ?? 0;

    // "Add to calendar" downloads an .ics that a calendar imports at the right UTC instant.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      firstRow.getByRole("link", { name: "Add session 1 to your calendar" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("training-session-1.ics");
    const file = await readFile((await download.path()) ?? "", "utf8");
    const calendar = new ICAL.Component(ICAL.parse(file));
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    // Miami's time, with the zone's own VTIMEZONE in the file to turn it into an instant.
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
    expect(event.startDate.isDate).toBe(false);
    expect(event.startDate.zone.tzid).toBe("America/New_York");
    expect(event.startDate.toJSDate().toISOString()).toBe(session?.startsAt?.toISOString());
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(60 * 60 * 1000);
    expect(event.location).toContain("Brickell");

    await firstRow.getByRole("button", { name: "Reschedule" }).click();
    // A week ahead, so the new time is more than 24 hours away and the cancel below gives the credit back.
    await page.getByRole("dialog").getByRole("button", { name: "Later →" }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /places? left/ })
      .nth(5)
      .click();
    await toast(page, "Session booked").waitFor();
    await expect
      .poll(async () => (await site.db.select().from(timeSlots).where(eq(timeSlots.id, firstSlot)))[0]?.bookedCount)
      .toBe(0);

    await firstRow.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel Session" }).click();
    await toast(page, "Session cancelled").filter({ hasText: "back in your package" }).waitFor();
    await firstRow.getByText("Not scheduled yet").waitFor();
    await expect
      .poll(
        async () =>
          (
            await site.db
              .select()
              .from(packageSessions)
              .where(eq(packageSessions.id, session?.id ?? 0))
          )[0]?.status,
      )
      .toBe("pending");

    const invites = await site.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email))
      .orderBy(desc(emailOutbox.id));
    expect(invites.filter((m) => m.template.startsWith("session-")).map((m) => m.template)).toEqual([
      "session-cancelled",
      "session-rescheduled",
      "session-scheduled",
    ]);
    expect(invites[0]?.attachments?.[0]?.content).toContain("METHOD:CANCEL");
    await page.context().close();
  });
});

/** Two taps on one button before the page can re-render, as a quick double tap lands on a busy phone. */
describe.skipIf(!hasChromium)("saying the 24-hour policy before she acts, resending codes, and double taps", () => {
  let site: Site;
  // Monday, Nov 23, 2026, 9:00 AM in Miami; the browser's clock is set to the server's.
  const clock = new Date("2026-11-23T14:00:00Z");
  beforeAll(async () => {
    site = await startSite({}, { now: () => clock });
  });
  afterAll(() => site?.close());

  async function pagedAt(size: "phone" | "desktop") {
    const page = await site.page(size);
    await page.clock.install({ time: clock });
    return page;
  }

  const bookTwelveSessions = (email: string) =>
    bookPackage(site, { packageId: 6, clientName: "Lena", clientEmail: email });

  it("shows each session's deadline; inside 24 hours no Reschedule, and Cancel says it is forfeited", async () => {
    const email = "lena@example.com";
    const booking = await bookTwelveSessions(email);
    const page = await pagedAt("desktop");
    const calls = trpcCalls(page);
    await page.goto("/my-bookings");
    await verifyOnPage(site, page, email);
    await page.getByRole("article", { name: "12 Gym Sessions" }).waitFor();
    const rows = page.getByTestId("session-row");
    const row = (number: number) => rows.filter({ has: page.getByText(`Session ${number}`, { exact: true }) });

    // Session 1 on Wednesday at 11 AM, 50 hours away; a double tap on the time books it once.
    await row(1).getByRole("button", { name: "Schedule" }).click();
    const picker = page.getByRole("dialog", { name: "Choose a time for session 1" });
    await picker.getByText(/changed or cancelled with the credit back until 24 hours before/).waitFor();
    await doubleTap(picker.getByRole("button", { name: /^Wednesday, Nov 25 at 11:00 AM, \d+ places? left$/ }));
    await toast(page, "Session booked").waitFor();
    await row(1).getByText("Free changes until Tue, Nov 24, 11:00 AM").waitFor();
    expect(calls("portal.schedule")).toBe(1);

    // Session 2 tomorrow at 8 AM, 23 hours away: the picker says so before she chooses it, and asks before booking.
    await row(2).getByRole("button", { name: "Schedule" }).click();
    const picker2 = page.getByRole("dialog", { name: "Choose a time for session 2" });
    // The hour session 1 holds is hers: said so, not offered to session 2.
    const taken = picker2.getByRole("button", {
      name: "Wednesday, Nov 25 at 11:00 AM: you already have a session at this hour",
    });
    await expect(taken.isDisabled()).resolves.toBe(true);
    await expect(taken.textContent()).resolves.toContain("Yours");
    const soon = picker2.getByRole("button", {
      name: /^Tuesday, Nov 24 at 8:00 AM, \d+ places? left, less than 24 hours away/,
    });
    await soon.click();
    const ask = picker2.getByRole("group", { name: "Tuesday, Nov 24 at 8:00 AM is less than 24 hours away" });
    await ask.getByText("Once booked, this session cannot be moved, and cancelling it forfeits it.").waitFor();
    expect(calls("portal.schedule")).toBe(1);
    await ask.getByRole("button", { name: "Choose another time" }).click();
    await ask.waitFor({ state: "hidden" });
    await soon.click();
    await doubleTap(ask.getByRole("button", { name: "Book it" }));
    await toast(page, "Session booked").last().waitFor();
    await row(2).getByText("scheduled", { exact: true }).waitFor();
    await row(2).getByText("Free changes ended Mon, Nov 23, 8:00 AM").waitFor();
    expect(calls("portal.schedule")).toBe(2);
    // Her sessions read in the order she trains them: session 2, on Tuesday, above session 1, on Wednesday.
    await expect(rows.nth(0).getByText("Session 2", { exact: true }).isVisible()).resolves.toBe(true);
    await expect(rows.nth(1).getByText("Session 1", { exact: true }).isVisible()).resolves.toBe(true);

    // More than 24 hours away: Reschedule is offered and cancelling gives the credit back.
    await expect(row(1).getByRole("button", { name: "Reschedule" }).isVisible()).resolves.toBe(true);
    await row(1).getByRole("button", { name: "Cancel" }).click();
    let dialog = page.getByRole("dialog", { name: "Cancel session 1?" });
    await dialog.getByText(/goes back into your package/).waitFor();
    await expect(dialog.getByText(/forfeit/).count()).resolves.toBe(0);
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await dialog.waitFor({ state: "hidden" });

    // Inside 24 hours: no Reschedule, and the dialog says plainly that this session will be forfeited.
    await expect(row(2).getByRole("button", { name: "Reschedule" }).count()).resolves.toBe(0);
    await row(2).getByRole("button", { name: "Cancel" }).click();
    dialog = page.getByRole("dialog", { name: "Cancel session 2?" });
    await dialog.getByText("Sessions cancelled within 24 hours are forfeited.", { exact: false }).waitFor();
    await dialog.getByText(/will be forfeited/).waitFor();
    await expect(dialog.getByText(/goes back into your package/).count()).resolves.toBe(0);
    await doubleTap(dialog.getByRole("button", { name: "Cancel and Forfeit" }));
    await toast(page, "Session cancelled").filter({ hasText: "forfeited" }).waitFor();
    // Its row says what happened to it: forfeited, not a plain "cancelled".
    await row(2).getByText("forfeited", { exact: true }).waitFor();
    expect(calls("portal.cancelSession")).toBe(1);

    const sessions = await site.db
      .select()
      .from(packageSessions)
      .where(eq(packageSessions.bookingId, booking.id))
      .orderBy(packageSessions.sessionNumber);
    expect(sessions.slice(0, 2).map((session) => session.status)).toEqual(["scheduled", "cancelled"]);
    const mails = await site.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mails.filter((mail) => mail.template === "session-scheduled")).toHaveLength(2);
    await page.context().close();
  });

  it("resends the code after a visible cooldown, and shows the server's wait once the codes run out", async () => {
    const email = "rita@example.com";
    const page = await pagedAt("phone");
    const calls = trpcCalls(page);
    await page.goto("/my-bookings");
    await page.getByLabel("Email address").fill(email);
    // A double tap on Send sends one code.
    await doubleTap(page.getByRole("button", { name: "Send Verification Code" }));
    await toast(page, "Verification Code Sent").waitFor();
    expect(calls("portal.sendCode")).toBe(1);

    const resend = page.getByRole("button", { name: /^Resend code/ });
    await expect(resend.textContent()).resolves.toMatch(/^Resend code in (29|30) s$/);
    await expect(resend.isDisabled()).resolves.toBe(true);
    const status = page.getByTestId("resend-status");
    await expect(status.getAttribute("aria-live")).resolves.toBe("polite");
    await expect(status.textContent()).resolves.toBe("You can request a new code in 30 seconds.");
    await page.clock.fastForward(10_000);
    await expect.poll(() => resend.textContent()).toMatch(/^Resend code in (19|20) s$/);
    await expect(status.textContent()).resolves.toBe("You can request a new code in 20 seconds.");
    await page.clock.fastForward(21_000);
    await expect.poll(() => resend.textContent()).toBe("Resend code");
    await expect(resend.isDisabled()).resolves.toBe(false);
    await expect(status.textContent()).resolves.toBe("You can request a new code now.");

    // A double tap on Resend sends one code, and the cooldown starts again.
    await doubleTap(resend);
    await expect.poll(() => resend.textContent()).toMatch(/^Resend code in (29|30) s$/);
    expect(calls("portal.sendCode")).toBe(2);
    const codes = async () =>
      (await site.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).filter(
        (mail) => mail.template === "verification-code",
      ).length;
    await expect.poll(codes, { timeout: 10_000 }).toBe(2);

    // Five codes an hour for one e-mail: the sixth is refused with the server's own words, naming the wait.
    for (let sent = 2; sent < 5; sent++) {
      await page.clock.fastForward(31_000);
      await resend.click();
      // The cooldown starts once the answer is back.
      await expect.poll(() => resend.textContent()).toMatch(/^Resend code in \d+ s$/);
      await expect.poll(codes, { timeout: 10_000 }).toBe(sent + 1);
    }
    await page.clock.fastForward(31_000);
    await resend.click();
    await page
      .getByRole("alert")
      .filter({ hasText: /^Too many codes requested\. Please try again in \d+ minutes?\.$/ })
      .waitFor();
    await expect.poll(codes).toBe(5);

    // The last code sent still opens her page.
    await page.getByLabel("Verification code").fill(await latestCode(site, email));
    await toast(page, "No Sessions Found").waitFor();
    await page.context().close();
  });

  it("verifies a corrected code once when Verify Code is tapped twice", async () => {
    const email = "vera@example.com";
    await bookTwelveSessions(email);
    const page = await pagedAt("phone");
    const calls = trpcCalls(page);
    await page.goto("/my-bookings");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    await toast(page, "Verification Code Sent").waitFor();
    const code = await latestCode(site, email);
    // A mistyped sixth digit is checked as it is typed, and refused.
    await page.getByLabel("Verification code").fill(code.slice(0, 5) + String((Number(code[5]) + 1) % 10));
    await toast(page, "Verification Failed").waitFor();
    expect(calls("portal.verifySessions")).toBe(1);
    // Corrected, then Verify Code tapped twice: one check, and she is in.
    await page.getByLabel("Verification code").fill(code);
    await doubleTap(page.getByRole("button", { name: "Verify Code" }));
    await toast(page, "Verification Successful").waitFor();
    await page.getByRole("article", { name: "12 Gym Sessions" }).waitFor();
    expect(calls("portal.verifySessions")).toBe(2);
    await page.context().close();
  });
});
