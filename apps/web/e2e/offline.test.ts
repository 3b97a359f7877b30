// The site installed on her phone, at 390 px: the manifest and the service worker pass Chromium's installability
// checks, the worker takes the page over, and with the connection gone her training opens on today's workout from
// what the worker kept, in English and in Spanish; signing out forgets what was kept of her. Screenshots go to
// /tmp/shots/offline/.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exercises, planWorkouts, trainingPlans } from "@studio/db";
import { HttpClient, latestCode } from "@studio/server/testing";
import { eq } from "drizzle-orm";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { ADMIN_PASSWORD, ADMIN_USER, hasChromium, type Page, proveEmail, type Site, startSite, toast } from "./harness";

const SHOTS = "/tmp/shots/offline";
/** Thursday, November 19, 2026, 9:00 AM in Miami. */
const NOW = new Date("2026-11-19T14:00:00Z");

/** The worker that controls the page, once it has taken it over. */
const controller = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
const keptReads = (page: Page) =>
  page.evaluate(async () => (await (await caches.open("her-reads")).keys()).map((request) => request.url));

describe.skipIf(!hasChromium)("the site installed on her phone, offline", () => {
  let site: Site;
  let admin: HttpClient;
  let templateId: number;

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
    site = await startSite({}, { now: () => NOW });
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
      ],
      requestKey: crypto.randomUUID(),
    });
    templateId = template.id;
  });
  afterAll(() => site?.close());

  it("passes Chromium's installability checks: the manifest, its icons and the worker that takes the page over", async () => {
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
      await page.goto("/");
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
});
