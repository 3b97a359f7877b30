import { closures, emailOutbox, packageSessions } from "@studio/db";
import { addDays, mondayOf, studioDate } from "@studio/validators/studio-time";
import dayjs from "dayjs";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_PASSWORD,
  ADMIN_USER,
  bookPackage,
  hasChromium,
  type Page,
  type Site,
  startSite,
  toast,
  verifyOnPage,
} from "./harness";

/** The trainer, signed in through the REST API, schedules a client's session as her screen would. */
async function scheduleAsTrainer(site: Site, sessionId: number, date: string, time: string) {
  const login = await fetch(`${site.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-requested-with": "fetch" },
    body: JSON.stringify({ username: ADMIN_USER, password: ADMIN_PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((each) => each.split(";")[0])
    .join("; ");
  const answer = await fetch(`${site.url}/api/admin/sessions/${sessionId}/schedule`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-requested-with": "fetch", cookie },
    body: JSON.stringify({ date, time }),
  });
  expect(answer.status).toBe(200);
}

/** Moves the picker on, a week at a time, until it shows `day` ("Monday, Dec 7"). */
async function showDay(page: Page, day: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByText("Times in Miami (Eastern Time)").waitFor();
  const heading = dialog.getByText(day, { exact: true });
  for (let weeks = 0; weeks < 3; weeks++) {
    // A week is judged once it is drawn: the picker may still be passing over empty weeks on its own.
    await dialog.getByLabel("Loading times").waitFor({ state: "detached" });
    if (await heading.isVisible()) return heading;
    await dialog.getByRole("button", { name: "Later →" }).click();
    await heading.waitFor({ timeout: 3000 }).catch(() => {});
  }
  throw new Error(`The picker never showed ${day}`);
}

describe.skipIf(!hasChromium)("the trainer's days off", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  it("she closes next Monday with a reason, resolves the session on it, and a client cannot pick the day", async () => {
    // A Monday 2 to 8 days ahead: far enough that its 10 AM can be booked whatever day the test runs.
    const monday = mondayOf(addDays(studioDate(new Date()), 8));
    const mondayName = dayjs(monday).format("dddd, MMM D");
    const reason = "Closed for the Miami Marathon";
    const email = "marta@example.com";
    const booking = await bookPackage(site, { packageId: 6, clientName: "Marta", clientEmail: email });
    const [first] = await site.db
      .select()
      .from(packageSessions)
      .where(eq(packageSessions.bookingId, booking.id))
      .orderBy(packageSessions.sessionNumber);
    await scheduleAsTrainer(site, first?.id ?? 0, monday, "10:00");

    const admin = await site.page("desktop");
    await admin.goto("/admin/hours");
    await admin.getByLabel("Username").fill(ADMIN_USER);
    await admin.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
    await admin.getByRole("button", { name: "Sign In" }).click();
    await admin.getByRole("heading", { name: "Hours & Days Off" }).waitFor();

    // A closure needs a reason: without one nothing is sent.
    await admin.getByLabel("First day closed").fill(monday);
    await admin.getByRole("button", { name: "Add closure" }).click();
    await admin.getByText("Please give a reason clients will see, e.g. Closed for Thanksgiving").waitFor();
    await admin.getByLabel("Reason clients will see").fill(reason);
    await admin.getByRole("button", { name: "Add closure" }).click();
    await toast(admin, "Closure added").filter({ hasText: "1 booked session needs moving or cancelling" }).waitFor();
    await admin.getByRole("list", { name: "Closures" }).getByText(reason).waitFor();
    expect(await site.db.$count(closures, eq(closures.startsOn, monday))).toBe(1);

    // Closing the day changed no booking: the session waits in the list until she resolves it.
    const waiting = admin.getByRole("region", { name: "1 session booked on closed days" });
    const card = waiting.getByRole("article", { name: /^Session 1 of Marta on / });
    await card.getByText(reason).waitFor();
    expect(
      (
        await site.db
          .select()
          .from(packageSessions)
          .where(eq(packageSessions.id, first?.id ?? 0))
      )[0]?.status,
    ).toBe("scheduled");
    await card.getByRole("button", { name: "Cancel, credit back" }).click();
    const confirm = admin.getByRole("dialog", { name: "Cancel session 1 for Marta?" });
    await confirm.getByText(/goes back into her 12 Gym Sessions package/).waitFor();
    await confirm.getByRole("button", { name: "Cancel session" }).click();
    await toast(admin, "Session cancelled").waitFor();
    await waiting.waitFor({ state: "detached" });
    const [cancelled] = await site.db
      .select()
      .from(packageSessions)
      .where(eq(packageSessions.id, first?.id ?? 0));
    expect(cancelled).toMatchObject({ status: "pending", date: null });
    const told = await site.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, "session-cancelled")));
    expect(told).toHaveLength(1);
    await admin.context().close();

    // On My Sessions, the client sees the day closed with the reason, and no time to pick on it.
    const page = await site.page("phone");
    await page.goto("/my-bookings");
    await verifyOnPage(site, page, email);
    await page.getByRole("article", { name: "12 Gym Sessions" }).waitFor();
    await page.getByTestId("session-row").first().getByRole("button", { name: "Schedule" }).click();
    await showDay(page, mondayName);
    const dialog = page.getByRole("dialog");
    await dialog.getByText(reason).waitFor();
    await expect(dialog.getByRole("button", { name: new RegExp(`^${mondayName} at `) }).count()).resolves.toBe(0);
    // The next day is open as usual.
    const tuesday = dayjs(addDays(monday, 1)).format("dddd, MMM D");
    await expect
      .poll(() => dialog.getByRole("button", { name: new RegExp(`^${tuesday} at `) }).count())
      .toBeGreaterThan(0);
    await page.context().close();
  });
});

describe.skipIf(!hasChromium)("the trainer's travel time", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  const firstSession = async (bookingId: number) =>
    (
      await site.db
        .select()
        .from(packageSessions)
        .where(eq(packageSessions.bookingId, bookingId))
        .orderBy(packageSessions.sessionNumber)
    )[0]?.id ?? 0;

  it("on her phone she lengthens it, sees the two sessions it now breaks, and moves one", async () => {
    // A Tuesday 3 to 9 days ahead, so its hours can be booked whatever day the test runs.
    const tuesday = addDays(mondayOf(addDays(studioDate(new Date()), 8)), 1);
    const admin = await site.page("phone");
    await admin.goto("/admin/hours");
    await admin.getByLabel("Username").fill(ADMIN_USER);
    await admin.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
    await admin.getByRole("button", { name: "Sign In" }).click();
    const travel = admin.getByRole("textbox", { name: "Between two places" });
    await expect.poll(() => travel.inputValue()).toBe("30 min");

    // With no travel time, the gym at 10 AM and a home at 11 AM can both be booked.
    await travel.fill("0");
    await admin.getByRole("button", { name: "Save travel time" }).click();
    await toast(admin, "Travel time saved").filter({ hasText: "no travel time" }).waitFor();
    const gym = await bookPackage(site, { packageId: 6, clientName: "Gloria", clientEmail: "gloria@example.com" });
    const home = await bookPackage(site, {
      packageId: 9,
      clientName: "Hilda",
      clientEmail: "hilda@example.com",
      address: "3300 Grand Ave, Coconut Grove",
    });
    const gymSession = await firstSession(gym.id);
    await scheduleAsTrainer(site, gymSession, tuesday, "10:00");
    await scheduleAsTrainer(site, await firstSession(home.id), tuesday, "11:00");

    // Half an hour to get from the gym to Coconut Grove: the pair is listed, each naming the other.
    await travel.fill("30");
    await admin.getByRole("button", { name: "Save travel time" }).click();
    await toast(admin, "Travel time saved").filter({ hasText: "30 min" }).waitFor();
    const listed = admin.getByRole("region", { name: "2 sessions put you in two places" });
    const gloria = listed.getByRole("article", { name: /^Session 1 of Gloria on / });
    await gloria.getByText(/^Clashes with Hilda at her home, 3300 Grand Ave, Coconut Grove, /).waitFor();
    await listed
      .getByRole("article", { name: /^Session 1 of Hilda on / })
      .getByText(/^Clashes with Gloria at the gym, /)
      .waitFor();

    // She moves Gloria to 7 AM: the list empties and Gloria is e-mailed the new time.
    await gloria.getByRole("button", { name: "Move to another time" }).click();
    await gloria.getByLabel("Date").fill(tuesday);
    await gloria.getByLabel("Time (Miami)").selectOption("07:00");
    await gloria.getByRole("button", { name: "Move session" }).click();
    await toast(admin, "Session moved").waitFor();
    await listed.waitFor({ state: "detached" });
    const [moved] = await site.db.select().from(packageSessions).where(eq(packageSessions.id, gymSession));
    expect(moved).toMatchObject({ status: "scheduled", date: tuesday, time: "07:00" });
    const told = await site.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, "gloria@example.com"), eq(emailOutbox.template, "session-rescheduled")));
    expect(told).toHaveLength(1);
    await admin.context().close();
  });
});
