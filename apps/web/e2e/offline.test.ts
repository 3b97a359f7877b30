// The site installed on her phone, at 390 px: a visitor's phone gets no service worker, a signed-in client's does;
// the manifest and the worker pass Chromium's installability checks, the worker takes the page over, and with the
// connection gone her training opens on the day's workout from what the worker kept (today's, or a later day's, kept
// ahead while she was online), in English and in Spanish; a read asked for after the `offline` event is answered by
// the worker; signing out forgets what was kept of her. Screenshots go to /tmp/shots/offline/.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exerciseLogs, exercises, planWorkouts, trainingPlans } from "@studio/db";
import { HttpClient, latestCode } from "@studio/server/testing";
import { eq } from "drizzle-orm";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { ADMIN_PASSWORD, ADMIN_USER, hasChromium, type Page, proveEmail, type Site, startSite, toast } from "./harness";

const SHOTS = "/tmp/shots/offline";
/** Thursday, November 19, 2026, 9:00 AM in Miami. */
const NOW = new Date("2026-11-19T14:00:00Z");
/** Saturday, November 21, 2026, 9:00 AM in Miami: her plan's sixth day, upper body. */
const SATURDAY = new Date("2026-11-21T14:00:00Z");

/** The worker that controls the page, once it has taken it over. */
const controller = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
const keptReads = (page: Page) =>
  page.evaluate(async () => (await (await caches.open("her-reads")).keys()).map((request) => request.url));
/** How the worker names its copy of her training on a day. */
const keptDay = (day: string) =>
  `/trpc/training.today?language=en&input=${encodeURIComponent(JSON.stringify({ day }))}`;
/** The site's workers registered in the page's browser, whether or not one controls the page yet. */
const registrations = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((found) => found.scope));
/** Once the page has loaded and the phone has been idle a while, past when a worker would have been registered. */
const idle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => setTimeout(() => requestIdleCallback(() => resolve()), 1500)),
      ),
  );

describe.skipIf(!hasChromium)("the site installed on her phone, offline", () => {
  let site: Site;
  let admin: HttpClient;
  let templateId: number;
  /** The site's clock: Thursday, unless a test moves it on. */
  let now = NOW;

  /** A client with a plan whose workout today (its day 4) is legs, her account made by her first sign-in. */
  async function clientWithPlan(email: string) {
    const client = new HttpClient(site.url);
    await client.post("/api/sessions/send-verification", { email });
    const { userId } = await client.trpc.portal.verify.mutate({ email, code: await latestCode(site, email) });
    await admin.trpc.admin.training.assign.mutate({
      templateId,
      userId,
      startsOn: "2026-11-16",
      requestKey: crypto.randomUUID(),
    });
    return userId;
  }

  /** Renames her plan's workouts on the server: a page drawn from what the worker kept still shows the old names. */
  async function renameOnServer(userId: number, title: string) {
    const [plan] = await site.db.select().from(trainingPlans).where(eq(trainingPlans.userId, userId));
    await site.db
      .update(planWorkouts)
      .set({ title, translations: { es: { title, note: "" } } })
      .where(eq(planWorkouts.planId, plan?.id ?? 0));
  }

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    site = await startSite({}, { now: () => now });
    admin = new HttpClient(site.url);
    const signedIn = await admin.post("/api/admin/login", { username: ADMIN_USER, password: ADMIN_PASSWORD });
    if (signedIn.status !== 200) throw new Error(`Admin sign-in failed: ${signedIn.text}`);
    const library = await site.db.select({ id: exercises.id, name: exercises.name }).from(exercises);
    const id = (name: string) => library.find((row) => row.name === name)?.id ?? 0;
    const legs = [
      { exerciseId: id("Goblet Squat"), sets: 3, reps: "10", weightLb: 20, restSeconds: 60 },
      { exerciseId: id("Glute Bridge"), sets: 2, reps: "12", weightLb: null, restSeconds: 45 },
    ];
    const template = await admin.trpc.admin.training.templates.save.mutate({
      title: "Strong Foundations",
      translations: { es: { title: "Bases fuertes" } },
      workouts: [
        { day: 0, title: "Legs", translations: { es: { title: "Piernas", note: "" } }, exercises: legs },
        { day: 3, title: "Legs", translations: { es: { title: "Piernas", note: "" } }, exercises: legs },
        {
          day: 5,
          title: "Upper body",
          translations: { es: { title: "Tren superior", note: "" } },
          exercises: [{ exerciseId: id("Bent-Over Row"), sets: 2, reps: "10", weightLb: 15, restSeconds: 60 }],
        },
      ],
      requestKey: crypto.randomUUID(),
    });
    templateId = template.id;
  });
  afterAll(() => site?.close());

  it("gives a first-time visitor's phone no service worker, and a signed-in client's one that stays", async () => {
    const page = await site.page("phone");
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await idle(page);
    expect(await registrations(page)).toEqual([]);
    // Her training's sign-in step, before anyone has signed in: still none.
    await page.goto("/training");
    await page.locator('input[type="email"]').waitFor();
    await idle(page);
    expect(await registrations(page)).toEqual([]);

    const email = "marta.signs.in@example.com";
    await clientWithPlan(email);
    await proveEmail(site, page, email);
    await page.getByRole("heading", { name: "Legs" }).waitFor();
    await expect.poll(() => registrations(page), { timeout: 20_000 }).toEqual([`${site.url}/`]);
    await expect.poll(() => controller(page), { timeout: 20_000 }).toBe(`${site.url}/sw.js`);
    // It stays: the home page, which registers nothing, opens through it.
    await page.goto("/");
    expect(await controller(page)).toBe(`${site.url}/sw.js`);
    await page.context().close();
  });

  it("passes Chromium's installability checks on her training once she is signed in: the manifest, its icons and the worker that takes the page over", async () => {
    const email = "ana.installs@example.com";
    await clientWithPlan(email);
    // An installed app is never made from a private window, which is what a test's browser context is: the check
    // runs in a profile of its own.
    const profile = mkdtempSync(join(tmpdir(), "installable-"));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
      baseURL: site.url,
      viewport: { width: 390, height: 844 },
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto("/training");
      await page.waitForSelector("html[data-app-ready]", { state: "attached" });
      await proveEmail(site, page, email);
      await page.getByRole("heading", { name: "Legs" }).waitFor();
      await expect.poll(() => controller(page), { timeout: 20_000 }).toBe(`${site.url}/sw.js`);
      const devtools = await context.newCDPSession(page);
      const { installabilityErrors } = await devtools.send("Page.getInstallabilityErrors");
      expect(installabilityErrors).toEqual([]);
      const manifest = await devtools.send("Page.getAppManifest", {});
      expect(manifest.errors).toEqual([]);
      expect(manifest.url).toBe(`${site.url}/manifest.webmanifest`);
      const parsed = JSON.parse(manifest.data ?? "{}");
      expect(parsed).toMatchObject({
        name: "Carmen Reyes Fitness",
        start_url: "/training",
        scope: "/",
        display: "standalone",
        theme_color: "#7a2e4f",
        background_color: "#fbf7f4",
      });
      const purposes = (parsed.icons as { sizes: string; purpose: string }[]).map(
        (icon) => `${icon.sizes} ${icon.purpose}`,
      );
      expect(purposes).toEqual(["192x192 any", "512x512 any", "192x192 maskable", "512x512 maskable"]);
      // The installed app's identity as Chromium reads it: the icons it would put on her home screen.
      const { primaryIcon } = await devtools.send("Page.getManifestIcons");
      expect(primaryIcon?.length).toBeGreaterThan(0);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it("opens her training on today's workout with no connection, from what the worker kept", async () => {
    const email = "rosa.offline@example.com";
    const userId = await clientWithPlan(email);
    const page = await site.page("phone");
    // Her phone's clock agrees with the site's: offline, the page counts the day by it.
    await page.clock.setSystemTime(NOW);
    await page.goto("/training");
    await proveEmail(site, page, email);
    await toast(page, "Verification Successful").waitFor();
    await page.getByRole("heading", { name: "Legs" }).waitFor();
    // The worker is registered once the page is idle and takes it over; the next visit goes through it.
    await expect.poll(() => controller(page), { timeout: 20_000 }).toBe(`${site.url}/sw.js`);
    await page.reload();
    await page.getByRole("heading", { name: "Legs" }).waitFor();
    await expect.poll(() => keptReads(page)).toContainEqual(expect.stringContaining("/trpc/training.today?"));

    await page.context().setOffline(true);
    await renameOnServer(userId, "Renamed while she was offline");
    const opened = await page.reload();
    expect(opened?.fromServiceWorker()).toBe(true);
    await page.getByRole("heading", { name: "Legs" }).waitFor();
    await page.getByText("Strong Foundations · Day 4").waitFor();
    await page.getByRole("region", { name: "Goblet Squat" }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SHOTS}/training-offline-390-en.png`, fullPage: true });

    // Back online, the network's answer wins again.
    await page.context().setOffline(false);
    await page.reload();
    await page.getByRole("heading", { name: "Renamed while she was offline" }).waitFor();
    await page.context().close();
  });

  it("opens the installed app's /training in Spanish offline for a client who reads Spanish, and forgets her on sign-out", async () => {
    const email = "ines.offline@example.com";
    await clientWithPlan(email);
    const page = await site.page("phone", { locale: "es-US" });
    await page.clock.setSystemTime(NOW);
    // Her phone reads Spanish: the server sends the app's start address to the Spanish page.
    await page.goto("/training");
    expect(new URL(page.url()).pathname).toBe("/es/training");
    await proveEmail(site, page, email);
    await page.getByRole("heading", { name: "Piernas" }).waitFor();
    await expect.poll(() => controller(page), { timeout: 20_000 }).toBe(`${site.url}/sw.js`);
    await page.goto("/training");
    await page.getByRole("heading", { name: "Piernas" }).waitFor();
    // My Sessions, kept the same way.
    await page.goto("/es/my-bookings");
    await page.getByText(email).waitFor();

    await page.context().setOffline(true);
    await page.goto("/training");
    expect(new URL(page.url()).pathname).toBe("/es/training");
    await page.getByRole("heading", { name: "Piernas" }).waitFor();
    await page.getByText("Bases fuertes · Día 4").waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SHOTS}/training-offline-390-es.png`, fullPage: true });
    await page.goto("/es/my-bookings");
    await page.getByText(email).waitFor();

    await page.context().setOffline(false);
    expect((await keptReads(page)).length).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect.poll(() => keptReads(page)).toEqual([]);
    // Offline again, nothing of hers shows: the page asks who she is.
    await page.context().setOffline(true);
    await page.goto("/es/training");
    await page.locator('input[type="email"]').waitFor();
    await expect(page.getByRole("heading", { name: "Piernas" }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it("keeps her coming week while online, answers a read asked for after the connection went, and opens Saturday's workout on Saturday offline, logged to Saturday", async () => {
    const email = "eva.week@example.com";
    const userId = await clientWithPlan(email);
    const page = await site.page("phone");
    await page.clock.setSystemTime(NOW);
    await page.goto("/training");
    await proveEmail(site, page, email);
    await page.getByRole("heading", { name: "Legs" }).waitFor();
    await expect.poll(() => controller(page), { timeout: 20_000 }).toBe(`${site.url}/sw.js`);
    // Her notes, kept by the worker on this visit; then today's workout, with the six days after it.
    const noNotes = "When your trainer comments on a workout you logged, you'll find her notes here.";
    await page.goto("/training?tab=notes");
    await page.getByText(noNotes).waitFor();
    await page.goto("/training");
    await page.getByRole("heading", { name: "Legs" }).waitFor();
    const week = ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25"];
    const missing = async () => {
      const kept = await keptReads(page);
      return week.filter((day) => !kept.some((url) => url.endsWith(keptDay(day))));
    };
    await expect.poll(missing).toEqual([]);
    // A week, no more.
    expect((await keptReads(page)).filter((url) => url.includes("/trpc/training.today?"))).toHaveLength(7);

    try {
      // The connection goes with the page open (the browser's `offline` event): a read asked for now still goes out,
      // and the worker answers it from what it kept, where TanStack Query's default would hold it back.
      await page.context().setOffline(true);
      const notes = page.waitForResponse((answer) => new URL(answer.url()).pathname === "/trpc/training.comments");
      await page.getByRole("tab", { name: "Notes" }).click();
      expect((await notes).fromServiceWorker()).toBe(true);
      await page.getByText(noNotes).waitFor();

      // Saturday by her phone, still offline: the app opens on Saturday's workout, kept on Thursday.
      await page.clock.setSystemTime(SATURDAY);
      const opened = await page.goto("/training");
      expect(opened?.fromServiceWorker()).toBe(true);
      await page.getByRole("heading", { name: "Upper body" }).waitFor();
      await page.getByText("Strong Foundations · Day 6").waitFor();
      const days = page.getByRole("navigation", { name: "Choose a day" });
      await days.getByText("Today, Saturday, November 21").first().waitFor();
      await expect(
        days.getByRole("button", { name: /Saturday, November 21/ }).getAttribute("aria-pressed"),
      ).resolves.toBe("true");
      await expect(page.getByRole("heading", { name: "Legs" }).count()).resolves.toBe(0);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `${SHOTS}/training-offline-saturday-390-en.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${SHOTS}/training-offline-saturday-1280-en.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });

      // She logs it offline: it waits on her phone, for Saturday.
      const row = page.getByRole("region", { name: "Bent-Over Row" });
      await row.getByRole("button", { name: "Done" }).click();
      await row.getByText("Saved on this phone").waitFor();
      const waiting = await page.evaluate(
        () =>
          new Promise<string[]>((resolve, reject) => {
            const open = indexedDB.open("studio-training");
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const keys = open.result.transaction("outbox").objectStore("outbox").getAllKeys();
              keys.onsuccess = () => resolve(keys.result.map(String));
            };
          }),
      );
      expect(waiting).toEqual([expect.stringMatching(new RegExp(`^${userId}:\\d+:2026-11-21$`))]);

      // Saturday on the site too, and the connection back: the log is sent, to Saturday, and the page is the server's.
      now = SATURDAY;
      await page.context().setOffline(false);
      await toast(page, "Your log from this phone was sent").waitFor();
      await row.getByText("Saved", { exact: true }).waitFor();
      const logs = await site.db
        .select({ day: exerciseLogs.day, sets: exerciseLogs.sets })
        .from(exerciseLogs)
        .where(eq(exerciseLogs.userId, userId));
      expect(logs).toEqual([
        {
          day: "2026-11-21",
          sets: [
            { reps: 10, weightLb: 15 },
            { reps: 10, weightLb: 15 },
          ],
        },
      ]);
    } finally {
      now = NOW;
      await page.context().close();
    }
  });
});
