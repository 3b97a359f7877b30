// A week of training as her clients live it, on their phones at 390 px: Ana in English and Lucía in Spanish open
// the installed site on the day's workout each morning of a plan the trainer built from her library, log it set by
// set in under a minute, Ana once with no connection (sent the next morning, once), Lucía reads her trainer's
// comment, and on Friday Ana's squat is a record and her weight is down; on Saturday the trainer sees who trained
// and who did not. Screenshots of each morning go to /tmp/shots/week/.
import { mkdirSync } from "node:fs";
import { exerciseLogs, exercises } from "@studio/db";
import { HttpClient, latestCode } from "@studio/server/testing";
import { eq } from "drizzle-orm";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_PASSWORD,
  ADMIN_USER,
  hasChromium,
  type Page,
  proveEmail,
  type Site,
  signInAsTrainer,
  startSite,
  toast,
} from "./harness";

const SHOTS = "/tmp/shots/week";
/** 7:00 AM in Miami (EST) on a day of the week of Monday, November 16, 2026. */
const morningOf = (day: number) => new Date(Date.UTC(2026, 10, 16 + day, 12));
/** A workout logged in less than this, from opening the site to its last "Saved". */
const A_MINUTE = 60_000;

describe.skipIf(!hasChromium)("a week of training on her phone", () => {
  let site: Site;
  let admin: HttpClient;
  let now = morningOf(0);
  const clients = {
    ana: { email: "ana.week@example.com", name: "Ana Week", locale: "en-US", start: "/training" },
    lucia: { email: "lucia.semana@example.com", name: "Lucía Semana", locale: "es-US", start: "/es/training" },
  } as const;
  /** Each one's phone: the browser's storage (the worker, what it kept, her outbox) lasts the week. */
  const phones: Partial<Record<keyof typeof clients, BrowserContext>> = {};
  const userIds: Partial<Record<keyof typeof clients | "rita", number>> = {};
  const took: string[] = [];

  const shot = async (page: Page, name: string) => {
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };

  /** Her account, made by her first sign-in, and the plan assigned from `startsOn`. */
  async function assigned(email: string, templateId: number, startsOn: string) {
    const client = new HttpClient(site.url);
    await client.post("/api/sessions/send-verification", { email });
    const { userId } = await client.trpc.portal.verify.mutate({ email, code: await latestCode(site, email) });
    await admin.trpc.admin.training.assign.mutate({ templateId, userId, startsOn, requestKey: crypto.randomUUID() });
    return userId;
  }

  /** The site's clock and both phones' move to 7:00 AM on `day` of the week. */
  async function morning(day: number) {
    now = morningOf(day);
    for (const phone of Object.values(phones)) await phone?.clock.setSystemTime(now);
  }

  /** The trainer, signed in afresh (her session does not last the week). */
  async function trainer() {
    const client = new HttpClient(site.url);
    const signedIn = await client.post("/api/admin/login", { username: ADMIN_USER, password: ADMIN_PASSWORD });
    if (signedIn.status !== 200) throw new Error(`Admin sign-in failed: ${signedIn.text}`);
    return client;
  }

  /** Closes what she had open on her phone, as the night does. */
  async function closeApp(who: keyof typeof clients) {
    const phone = phones[who];
    if (!phone) throw new Error(`${who} has no phone yet`);
    await Promise.all(phone.pages().map((open) => open.close()));
    return phone;
  }

  /** Opens the installed site on her phone, as tapping its icon does: yesterday's page was closed. */
  async function openApp(who: keyof typeof clients) {
    const phone = await closeApp(who);
    const page = await phone.newPage();
    await page.goto(clients[who].start);
    await appReady(page);
    return page;
  }

  /** A person acts once the app has taken the page over (see harness.ts), after a reload too. */
  const appReady = (page: Page) => page.waitForSelector("html[data-app-ready]", { state: "attached" });

  /** Logs each set of an exercise card and taps Done; the card's words in her language. */
  async function logSets(page: Page, exercise: string, sets: [reps: string, pounds: string][], spanish = false) {
    const card = page.getByRole("region", { name: exercise });
    for (const [index, [reps, pounds]] of sets.entries()) {
      await card.getByLabel(spanish ? `Serie ${index + 1}: repeticiones` : `Set ${index + 1} reps`).fill(reps);
      const weight = card.getByLabel(
        spanish ? `Serie ${index + 1}: peso en libras` : `Set ${index + 1} weight in pounds`,
      );
      if (await weight.count()) await weight.fill(pounds);
    }
    await card.getByRole("button", { name: spanish ? "Listo" : "Done" }).click();
    return card;
  }

  const logsOf = async (userId: number | undefined) =>
    (
      await site.db
        .select({ id: exerciseLogs.id, day: exerciseLogs.day, bestWeightLb: exerciseLogs.bestWeightLb })
        .from(exerciseLogs)
        .where(eq(exerciseLogs.userId, userId ?? 0))
    ).sort((a, b) => a.day.localeCompare(b.day));

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    site = await startSite({}, { now: () => now });
    admin = await trainer();
    const library = await site.db.select({ id: exercises.id, name: exercises.name }).from(exercises);
    const id = (name: string) => library.find((row) => row.name === name)?.id as number;
    const legs = [
      { exerciseId: id("Goblet Squat"), sets: 3, reps: "10", weightLb: 20, restSeconds: 60 },
      { exerciseId: id("Glute Bridge"), sets: 2, reps: "12", weightLb: null, restSeconds: 45 },
    ];
    const upper = [{ exerciseId: id("Bent-Over Row"), sets: 2, reps: "10", weightLb: 15, restSeconds: 60 }];
    const es = (title: string) => ({ es: { title, note: "" } });
    const { id: templateId } = await admin.trpc.admin.training.templates.save.mutate({
      title: "Strong at Forty",
      translations: { es: { title: "Fuerte a los cuarenta" } },
      workouts: [
        { day: 0, title: "Legs", translations: es("Piernas"), exercises: legs },
        { day: 2, title: "Upper body", translations: es("Tren superior"), exercises: upper },
        { day: 4, title: "Legs", translations: es("Piernas"), exercises: legs },
      ],
      requestKey: crypto.randomUUID(),
    });
    userIds.ana = await assigned(clients.ana.email, templateId, "2026-11-16");
    userIds.lucia = await assigned(clients.lucia.email, templateId, "2026-11-16");
    // Rita's plan began on the Thursday before, and she has logged nothing since.
    userIds.rita = await assigned("rita.quiet@example.com", templateId, "2026-11-12");
    for (const who of ["ana", "lucia"] as const) {
      const context = await site.newContext({
        viewport: { width: 390, height: 844 },
        locale: clients[who].locale,
        serviceWorkers: "allow",
      });
      await context.clock.setSystemTime(now);
      phones[who] = context;
    }
  });
  afterAll(() => site?.close());

  it("Monday: each signs in once on her phone and logs legs", async () => {
    for (const who of ["ana", "lucia"] as const) {
      const spanish = who === "lucia";
      const page = await openApp(who);
      await proveEmail(site, page, clients[who].email);
      const started = Date.now();
      await page.getByRole("heading", { name: spanish ? "Piernas" : "Legs" }).waitFor();
      const squat = await logSets(
        page,
        spanish ? "Sentadilla goblet" : "Goblet Squat",
        [
          ["10", "20"],
          ["10", "20"],
          ["8", "20"],
        ],
        spanish,
      );
      await squat.getByText(spanish ? "Guardado" : "Saved", { exact: true }).waitFor();
      const bridge = await logSets(
        page,
        spanish ? "Puente de glúteos" : "Glute Bridge",
        [
          ["12", ""],
          ["12", ""],
        ],
        spanish,
      );
      await bridge.getByText(spanish ? "Guardado" : "Saved", { exact: true }).waitFor();
      took.push(`${who} Monday ${Date.now() - started} ms`);
      // By the time she has logged, the site's worker has taken her page over and kept her week ahead.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      expect(Date.now() - started).toBeLessThan(A_MINUTE);
      await shot(page, `mon-${who}`);
    }
    // Ana weighs in on Monday.
    const [ana] = phones.ana?.pages() ?? [];
    if (!ana) throw new Error("Ana's page was closed");
    await ana.goto("/progress-tracker");
    await appReady(ana);
    await ana.getByRole("tab", { name: "Body" }).click();
    const form = ana.getByRole("form", { name: "Your measurements" });
    await form.getByLabel("Weight (lb)").fill("161");
    await form.getByRole("button", { name: "Save measurements" }).click();
    await toast(ana, "Measurements saved").waitFor();
  });

  it("Wednesday: Ana logs with no connection, and the log waits on her phone; Lucía logs in Spanish", async () => {
    await morning(2);
    await phones.ana?.setOffline(true);
    const ana = await openApp("ana");
    await ana.getByRole("heading", { name: "Upper body" }).waitFor();
    const row = await logSets(ana, "Bent-Over Row", [
      ["10", "15"],
      ["10", "15"],
    ]);
    await row.getByText("Saved on this phone").waitFor();
    await shot(ana, "wed-ana-offline");
    expect((await logsOf(userIds.ana)).map((log) => log.day)).not.toContain("2026-11-18");

    const lucia = await openApp("lucia");
    await lucia.getByRole("heading", { name: "Tren superior" }).waitFor();
    const remo = await logSets(
      lucia,
      "Remo inclinado",
      [
        ["10", "15"],
        ["10", "17,5"],
      ],
      true,
    );
    await remo.getByText("Guardado", { exact: true }).waitFor();
    // That evening her trainer comments on it.
    await (await trainer()).trpc.admin.training.comment.mutate({
      userId: userIds.lucia as number,
      day: "2026-11-18",
      body: "¡Qué buena espalda! El viernes, 17,5 lb en las dos series.",
      requestKey: crypto.randomUUID(),
    });
    await shot(lucia, "wed-lucia");
  });

  it("Thursday: Ana's phone is back online and sends Wednesday's log once; Lucía reads her trainer's note", async () => {
    await morning(3);
    // Her phone finds its connection overnight, after Wednesday's page was closed: a page still open would send the
    // log itself as the connection came back, and say so there rather than on the page she opens.
    await closeApp("ana");
    await phones.ana?.setOffline(false);
    const ana = await openApp("ana");
    await toast(ana, "Your log from this phone was sent").waitFor();
    await ana.reload();
    await appReady(ana);
    await expect.poll(async () => (await logsOf(userIds.ana)).filter((log) => log.day === "2026-11-18").length).toBe(1);
    await shot(ana, "thu-ana-rest-day");

    const lucia = await openApp("lucia");
    await lucia.getByRole("tab", { name: "Notas" }).click();
    await lucia.getByText("¡Qué buena espalda!", { exact: false }).waitFor();
    await shot(lucia, "thu-lucia-notes");
  });

  it("Friday: Ana squats heavier, a record, her weight is down, and her history shows the week", async () => {
    await morning(4);
    const ana = await openApp("ana");
    const started = Date.now();
    await ana.getByRole("heading", { name: "Legs" }).waitFor();
    const squat = ana.getByRole("region", { name: "Goblet Squat" });
    await squat.getByText("Last time (Nov 16):", { exact: false }).waitFor();
    await logSets(ana, "Goblet Squat", [
      ["10", "25"],
      ["10", "25"],
      ["10", "25"],
    ]);
    await toast(ana, "New personal record!").waitFor();
    await logSets(ana, "Glute Bridge", [
      ["15", ""],
      ["15", ""],
    ]);
    await ana.getByRole("region", { name: "Glute Bridge" }).getByText("Saved", { exact: true }).waitFor();
    took.push(`ana Friday ${Date.now() - started} ms`);
    expect(Date.now() - started).toBeLessThan(A_MINUTE);
    await shot(ana, "fri-ana");

    await ana.getByRole("tab", { name: "History" }).click();
    await ana.getByRole("heading", { name: "Your records" }).waitFor();
    await ana.locator(".recharts-surface").first().waitFor();
    await shot(ana, "fri-ana-history");

    await ana.goto("/progress-tracker");
    await appReady(ana);
    await ana.getByRole("tab", { name: "Body" }).click();
    const form = ana.getByRole("form", { name: "Your measurements" });
    await form.getByLabel("Weight (lb)").fill("159.5");
    await form.getByRole("button", { name: "Save measurements" }).click();
    await toast(ana, "Measurements saved").waitFor();
    await ana.getByText(/^[-−]1\.5 lb since/).waitFor();
    await shot(ana, "fri-ana-measurements");

    expect((await logsOf(userIds.ana)).map((log) => [log.day, log.bestWeightLb])).toEqual([
      ["2026-11-16", "20.0"],
      ["2026-11-16", null],
      ["2026-11-18", "15.0"],
      ["2026-11-20", "25.0"],
      ["2026-11-20", null],
    ]);
  });

  it("Saturday: the trainer sees who trained this week and who has gone quiet", async () => {
    await morning(5);
    const page = await site.page("phone");
    await signInAsTrainer(page, "/admin/training?tab=quiet");
    const quiet = page.getByRole("list").filter({ has: page.getByRole("listitem") });
    await page.getByRole("listitem", { name: /rita\.quiet@example\.com|Rita/ }).waitFor();
    await expect(quiet.getByText("Ana Week").count()).resolves.toBe(0);
    await shot(page, "sat-trainer-quiet");
    await page.goto(`/admin/clients?email=${encodeURIComponent(clients.ana.email)}`);
    const training = page.getByRole("region", { name: "Training" });
    await training.getByText("3 of 3 done").waitFor();
    await shot(page, "sat-trainer-ana");
    console.log(`logged in: ${took.join(", ")}`);
  });
});
