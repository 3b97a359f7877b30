import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookPackage, hasChromium, type Site, startSite, toast, verifyOnPage } from "./harness";

/** The feed's path and query, from either of its addresses (https or webcal), to ask this test's server. */
const feedPath = (address: string) => new URL(address.replace(/^webcal:/, "http:")).pathname;

describe.skipIf(!hasChromium)("her calendar feed on My Sessions", () => {
  let site: Site;
  // Monday, Nov 23, 2026, 9:00 AM in Miami; the browser's clock is set to the server's.
  const clock = new Date("2026-11-23T14:00:00Z");
  beforeAll(async () => {
    site = await startSite({}, { now: () => clock });
  });
  afterAll(() => site?.close());

  const feedAt = async (address: string) => {
    const answer = await fetch(site.url + feedPath(address));
    return { status: answer.status, type: answer.headers.get("content-type"), text: await answer.text() };
  };

  it("on a phone, she subscribes with her private link, copies it, and resets it", async () => {
    const email = "sofia@example.com";
    await bookPackage(site, { packageId: 6, clientName: "Sofia", clientEmail: email });
    const page = await site.page("phone");
    await page.clock.install({ time: clock });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/my-bookings");
    await verifyOnPage(site, page, email);
    await page.getByRole("article", { name: "12 Gym Sessions" }).waitFor();

    // One session on her calendar, scheduled as My Sessions schedules it (same cookie, same header).
    const [sessionId] = await page.evaluate(async () => {
      const answer = await fetch("/api/portal/sessions", { headers: { "x-requested-with": "fetch" } });
      const body = (await answer.json()) as { sessions: { sessions: { id: number }[] }[] };
      return body.sessions.flatMap((pkg) => pkg.sessions.map((session) => session.id));
    });
    const scheduled = await page.request.post(`/api/portal/sessions/${sessionId}/schedule`, {
      data: { date: "2026-11-25", time: "11:00" },
      headers: { "x-requested-with": "fetch" },
    });
    expect(scheduled.status()).toBe(200);

    const card = page.getByRole("region", { name: "Subscribe in your calendar" });
    const subscribe = card.getByRole("link", { name: "Subscribe (Apple, Outlook)" });
    await subscribe.waitFor();
    const webcal = (await subscribe.getAttribute("href")) ?? "";
    expect(webcal).toMatch(/^webcal:\/\/.+\/api\/calendar\/feeds\/\d+-[\w-]{43}\.ics$/);
    const google = (await card.getByRole("link", { name: "Google Calendar" }).getAttribute("href")) ?? "";
    expect(google).toBe(`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`);

    // What her calendar downloads: her session, at its instant (Wed Nov 25, 11 AM in Miami = 16:00Z).
    const feed = await feedAt(webcal);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(feed.text));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => [event.uid, event.startDate.toJSDate().toISOString()])).toEqual([
      [`session-${sessionId}@carmenreyesfitness.com`, "2026-11-25T16:00:00.000Z"],
    ]);

    await card.getByRole("button", { name: "Copy link" }).click();
    await toast(page, "Link copied").waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.replace(/^https?:/, "webcal:")).toBe(webcal);

    // Reset asks first, saying the old link stops working; then the card shows the new link.
    await card.getByRole("button", { name: "Reset link" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset your calendar link?" });
    await dialog.getByText(/stops working at once/).waitFor();
    await dialog.getByRole("button", { name: "Reset link" }).click();
    await toast(page, "Calendar link reset").waitFor();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => subscribe.getAttribute("href")).not.toBe(webcal);
    const fresh = (await subscribe.getAttribute("href")) ?? "";
    expect((await feedAt(webcal)).status).toBe(404);
    expect((await feedAt(fresh)).status).toBe(200);
    await page.context().close();
  });
});
