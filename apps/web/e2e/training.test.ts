// A client's training on her phone: she opens today's workout, logs an exercise set by set, logs a heavier one on
// another day and sees her record celebrated; offline, a log is kept on the phone and sent once the connection
// returns, and the server holds each log exactly once. In Spanish too, with every field labelled; screenshots of
// each state at 390 px and 1280 px go to /tmp/shots/training/.
import { mkdirSync } from "node:fs";
import { exerciseLogs, exercises } from "@studio/db";
import { HttpClient, latestCode } from "@studio/server/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, ADMIN_USER, hasChromium, type Page, proveEmail, type Site, startSite, toast } from "./harness";

const SHOTS = "/tmp/shots/training";

/** Thursday, November 19, 2026, 9:00 AM in Miami. */
const NOW = new Date("2026-11-19T14:00:00Z");

/** The trainer's template: legs on day 0, rest on day 1, upper body on day 2, legs again on day 3. */
function template(ids: Record<string, number>) {
  const id = (name: string) => {
    const found = ids[name];
    if (found === undefined) throw new Error(`No ${name} in the library`);
    return found;
  };
  const legs = [
    {
      exerciseId: id("Goblet Squat"),
      sets: 3,
      reps: "10",
      weightLb: 20,
      restSeconds: 60,
      note: "Sit between your heels.",
      translations: { es: { note: "Siéntate entre los talones." } },
    },
    { exerciseId: id("Glute Bridge"), sets: 2, reps: "12", weightLb: null, restSeconds: 45 },
  ];
  return {
    title: "Strong Foundations",
    translations: { es: { title: "Bases fuertes" } },
    workouts: [
      { day: 0, title: "Legs", translations: { es: { title: "Piernas", note: "" } }, exercises: legs },
      {
        day: 2,
        title: "Upper body",
        translations: { es: { title: "Tren superior", note: "" } },
        exercises: [{ exerciseId: id("Bent-Over Row"), sets: 3, reps: "10", weightLb: 15, restSeconds: 60 }],
      },
      { day: 3, title: "Legs", translations: { es: { title: "Piernas", note: "" } }, exercises: legs },
    ],
    requestKey: crypto.randomUUID(),
  };
}

describe.skipIf(!hasChromium)("her training on her phone", () => {
  let site: Site;
  let admin: HttpClient;
  let templateId: number;

  /** A client with the template assigned from `startsOn` (her account made by her first sign-in). */
  async function clientWithPlan(email: string, startsOn: string) {
    const client = new HttpClient(site.url);
    await client.post("/api/sessions/send-verification", { email });
    const { userId } = await client.trpc.portal.verify.mutate({ email, code: await latestCode(site, email) });
    const plan = await admin.trpc.admin.training.assign.mutate({
      templateId,
      userId,
      startsOn,
      requestKey: crypto.randomUUID(),
    });
    return { userId, planId: plan.id };
  }

  const shot = async (page: Page, name: string) => {
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };

  /** Every visible form field has a name a screen reader says. */
  const unlabelledFields = (page: Page) =>
    page
      .locator("main input:visible, main select:visible, main textarea:visible, main [role=slider]")
      .evaluateAll((fields) =>
        fields
          .filter((field) => {
            const labelled = field.getAttribute("aria-label") || field.getAttribute("aria-labelledby");
            const labels = (field as HTMLInputElement).labels;
            return !labelled && !(labels && labels.length > 0);
          })
          .map((field) => field.outerHTML.slice(0, 120)),
      );

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    site = await startSite({}, { now: () => NOW });
    admin = new HttpClient(site.url);
    const signedIn = await admin.post("/api/admin/login", { username: ADMIN_USER, password: ADMIN_PASSWORD });
    if (signedIn.status !== 200) throw new Error(`Admin sign-in failed: ${signedIn.text}`);
    const library = await site.db.select({ id: exercises.id, name: exercises.name }).from(exercises);
    const ids = Object.fromEntries(library.map((row) => [row.name, row.id]));
    templateId = (await admin.trpc.admin.training.templates.save.mutate(template(ids))).id;
  });
  afterAll(() => site?.close());

  it("asks a visitor for her e-mail code, in both languages", async () => {
    for (const [language, path] of [
      ["en", "/training"],
      ["es", "/es/training"],
    ] as const) {
      const page = await site.page("phone", { locale: language === "es" ? "es-US" : "en-US" });
      await page.goto(path);
      await page.locator('input[type="email"]').waitFor();
      await shot(page, `signed-out-390-${language}`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await shot(page, `signed-out-1280-${language}`);
      await page.context().close();
    }
  });

  it("logs a workout, celebrates a record, and sends what was logged offline exactly once", async () => {
    const email = "lucia.trains@example.com";
    const { userId } = await clientWithPlan(email, "2026-11-16");
    const page = await site.page("phone");
    // Her phone's clock agrees with the site's: offline, the page counts the day by it.
    await page.clock.setSystemTime(NOW);
    await page.goto("/training");
    await proveEmail(site, page, email);
    await toast(page, "Verification Successful").waitFor();

    // Today (Thursday) is the plan's fourth day: legs again.
    await page.getByRole("heading", { name: "Legs" }).waitFor();
    await page.getByText("Strong Foundations · Day 4").waitFor();
    await expect(unlabelledFields(page)).resolves.toEqual([]);
    await shot(page, "today-390-en");

    // Monday: the goblet squat, two sets (the third left empty).
    await page.getByRole("button", { name: /Monday, November 16$/ }).click();
    await page.getByText("Strong Foundations · Day 1").waitFor();
    const monday = page.getByRole("region", { name: "Goblet Squat" });
    await monday.getByLabel("Set 1 reps").fill("10");
    await monday.getByLabel("Set 1 weight in pounds").fill("20");
    await monday.getByLabel("Set 2 reps").fill("8");
    await monday.getByLabel("Set 2 weight in pounds").fill("22,5");
    await monday.getByLabel("Set 3 reps").fill("");
    await monday.getByLabel("Set 3 weight in pounds").fill("");
    await monday.getByLabel("Set 1 done").check();
    await page.getByRole("timer", { name: "Rest timer" }).waitFor();
    await monday.getByRole("button", { name: "Done" }).click();
    await toast(page, "Saved").waitFor();
    await monday.getByText("10 × 20 lb · 8 × 22.5 lb").waitFor();
    await monday.getByText("Saved", { exact: true }).waitFor();

    // The trainer comments on Monday: it is shown with that day's workout.
    await admin.trpc.admin.training.comment.mutate({
      userId,
      day: "2026-11-16",
      body: "Lovely depth on those squats. Next time, 22.5 lb for all three sets.",
      requestKey: crypto.randomUUID(),
    });
    await page.reload();
    await page.getByText("A note from Carmen").waitFor();
    await page.getByText("Lovely depth on those squats.", { exact: false }).waitFor();

    // Today: last time's numbers beside it; a heavier squat is a record.
    await page.getByRole("button", { name: "Back to today" }).click();
    const today = page.getByRole("region", { name: "Goblet Squat" });
    await today.getByText("Last time (Nov 16): 10 × 20 lb · 8 × 22.5 lb").waitFor();
    await today.getByLabel("Set 1 reps").fill("10");
    await today.getByLabel("Set 1 weight in pounds").fill("25");
    await today.getByLabel("Set 2 reps").fill("");
    await today.getByLabel("Set 2 weight in pounds").fill("");
    await today.getByLabel("Set 3 reps").fill("");
    await today.getByLabel("Set 3 weight in pounds").fill("");
    await today.getByRole("slider", { name: "How hard did it feel? (optional)" }).focus();
    await page.keyboard.press("End");
    await expect(
      today.getByRole("slider", { name: "How hard did it feel? (optional)" }).getAttribute("aria-valuetext"),
    ).resolves.toBe("10 of 10, all I had");
    await today.getByRole("button", { name: "Done" }).click();
    await toast(page, "New personal record!").waitFor();
    await today.getByText("New record · 25 lb").waitFor();

    // Offline: the glute bridge (bodyweight) is kept on the phone.
    await page.context().setOffline(true);
    const bridge = page.getByRole("region", { name: "Glute Bridge" });
    await bridge.getByLabel("Set 1 reps").fill("12");
    await bridge.getByLabel("Set 2 reps").fill("10");
    await bridge.getByRole("button", { name: "Done" }).click();
    await bridge.getByText("Saved on this phone").waitFor();
    await page.getByText("1 log is saved on this phone").waitFor();
    await shot(page, "today-offline-390-en");
    expect(await logsOf(userId)).toHaveLength(2);

    // Back online: it is sent, once.
    await page.context().setOffline(false);
    await toast(page, "Your log from this phone was sent").waitFor();
    await bridge.getByText("Saved", { exact: true }).waitFor();
    await expect(page.getByText("1 log is saved on this phone").count()).resolves.toBe(0);
    await shot(page, "today-390-en-logged");
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, "today-1280-en");
    await page.setViewportSize({ width: 390, height: 844 });

    // A reload sends nothing again: the outbox is empty, and the server has each log once.
    await page.reload();
    await page.getByRole("heading", { name: "Legs" }).waitFor();
    const logs = await logsOf(userId);
    expect(logs.map((log) => [log.day, log.sets.length, log.bestWeightLb])).toEqual([
      ["2026-11-16", 2, "22.5"],
      ["2026-11-19", 1, "25.0"],
      ["2026-11-19", 2, null],
    ]);
    expect(new Set(logs.map((log) => log.id)).size).toBe(3);

    // Her trainer's notes, in a list of their own.
    await page.getByRole("tab", { name: "Notes" }).click();
    await page.getByText("Carmen on Monday, November 16").waitFor();
    await shot(page, "notes-390-en");

    // History: the charts, each with its text, and her records.
    await page.getByRole("tab", { name: "History" }).click();
    await page.getByRole("heading", { name: "Weekly volume" }).waitFor();
    await page.getByText("This week: 630 lb lifted in all (reps × pounds).").waitFor();
    await page.getByRole("table", { name: "Weekly volume" }).waitFor({ state: "attached" });
    await page.getByRole("heading", { name: "Your records" }).waitFor();
    await page.locator(".recharts-surface").first().waitFor();
    await expect(unlabelledFields(page)).resolves.toEqual([]);
    await shot(page, "history-390-en");
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, "history-1280-en");
    await page.context().close();

    // In Spanish, on the same account.
    const spanish = await site.page("phone", { locale: "es-US" });
    await spanish.goto("/es/training");
    await proveEmail(site, spanish, email);
    await spanish.getByRole("heading", { name: "Piernas" }).waitFor();
    await spanish.getByRole("tab", { name: "Hoy" }).waitFor();
    const row = spanish.getByRole("region", { name: "Remo inclinado" });
    await spanish.getByRole("button", { name: /miércoles, 18 de noviembre$/ }).click();
    await row.getByLabel("Serie 1: repeticiones").waitFor();
    await row.getByLabel("Serie 1: peso en libras").waitFor();
    await row.getByLabel("Serie 1 lista").waitFor();
    await row.getByRole("button", { name: "Listo" }).waitFor();
    await expect(unlabelledFields(spanish)).resolves.toEqual([]);
    await spanish.getByRole("button", { name: "Volver a hoy" }).click();
    await spanish.getByText("Guardado", { exact: true }).first().waitFor();
    await shot(spanish, "today-390-es");
    await spanish.setViewportSize({ width: 1280, height: 900 });
    await shot(spanish, "today-1280-es");
    await spanish.setViewportSize({ width: 390, height: 844 });
    await spanish.getByRole("tab", { name: "Historial" }).click();
    await spanish.getByRole("heading", { name: "Volumen semanal" }).waitFor();
    await spanish.locator(".recharts-surface").first().waitFor();
    await shot(spanish, "history-390-es");
    await spanish.setViewportSize({ width: 1280, height: 900 });
    await shot(spanish, "history-1280-es");
    await spanish.context().close();
  });

  it("shows a rest day with the next workout, and My Sessions leads to today", async () => {
    const email = "marta.rests@example.com";
    await clientWithPlan(email, "2026-11-18");
    for (const language of ["en", "es"] as const) {
      const page = await site.page("phone", { locale: language === "es" ? "es-US" : "en-US" });
      await page.goto(language === "es" ? "/es/training" : "/training");
      await proveEmail(site, page, email);
      await page.getByRole("heading", { name: language === "es" ? "Día de descanso" : "Rest day" }).waitFor();
      await page
        .getByText(
          language === "es"
            ? "Tu próximo entrenamiento es el viernes, 20 de noviembre."
            : "Your next workout is on Friday, November 20.",
        )
        .waitFor();
      await shot(page, `rest-day-390-${language}`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await shot(page, `rest-day-1280-${language}`);
      await page.context().close();
    }

    const page = await site.page("phone");
    await page.goto("/my-bookings");
    await proveEmail(site, page, "lucia.trains@example.com");
    const card = page.getByTestId("training-today-card");
    await card.getByText("2 of 2 exercises logged").waitFor();
    await shot(page, "my-sessions-card-390-en");
    await card.getByRole("link", { name: "See today" }).click();
    await page.waitForURL(/\/training$/);
    await page.getByRole("heading", { name: "Legs" }).waitFor();
    await page.context().close();
  });

  it("keeps a log whose answer never came, sends it when the page opens again, and drops one the server refuses", async () => {
    const email = "nora.keeps@example.com";
    const { userId, planId } = await clientWithPlan(email, "2026-11-19");
    const page = await site.page("phone");
    // Her phone's clock agrees with the site's: offline, the page counts the day by it.
    await page.clock.setSystemTime(NOW);
    await page.goto("/training");
    await proveEmail(site, page, email);
    const squat = page.getByRole("region", { name: "Goblet Squat" });
    await squat.getByLabel("Set 1 reps").waitFor();

    // Online, but the server's answer is lost on the way back: the server has it, the phone keeps it to send again.
    await page.route(/\/trpc\/training\.logExercise/, async (route) => {
      await route.fetch();
      await route.abort("internetdisconnected");
    });
    await squat.getByRole("button", { name: "Done" }).click();
    await squat.getByText("Saved on this phone").waitFor();
    await page.unroute(/\/trpc\/training\.logExercise/);
    const [lost] = await logsOf(userId);
    expect(lost?.sets).toEqual([
      { reps: 10, weightLb: 20 },
      { reps: 10, weightLb: 20 },
      { reps: 10, weightLb: 20 },
    ]);

    // Opened again, the page sends it with the same id: still one log.
    await page.reload();
    await toast(page, "Your log from this phone was sent").waitFor();
    await squat.getByText("Saved", { exact: true }).waitFor();
    expect((await logsOf(userId)).map((log) => log.id)).toEqual([lost?.id]);

    // Offline, then the trainer takes the plan away: back online, the server refuses it, and the phone lets it go.
    await page.context().setOffline(true);
    const bridge = page.getByRole("region", { name: "Glute Bridge" });
    await bridge.getByRole("button", { name: "Done" }).click();
    await bridge.getByText("Saved on this phone").waitFor();
    await admin.trpc.admin.training.plans.archive.mutate({ id: planId });
    await page.context().setOffline(false);
    const refused = toast(page, "A log from this phone was not saved");
    await refused.getByText("This exercise is not in one of your plans.").waitFor();
    await expect(page.getByText("1 log is saved on this phone").count()).resolves.toBe(0);
    await expect(
      page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open("studio-training");
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const count = open.result.transaction("outbox").objectStore("outbox").count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      ),
    ).resolves.toBe(0);
    expect(await logsOf(userId)).toHaveLength(1);
    // With no plan left, the page says where her plan will be and how to reach the trainer.
    await page.getByRole("heading", { name: "Your plan will appear here" }).waitFor();
    await shot(page, "no-plan-390-en");
    await page.context().close();
  });

  async function logsOf(userId: number) {
    const rows = await site.db
      .select({
        id: exerciseLogs.id,
        day: exerciseLogs.day,
        sets: exerciseLogs.sets,
        bestWeightLb: exerciseLogs.bestWeightLb,
      })
      .from(exerciseLogs)
      .where(eq(exerciseLogs.userId, userId));
    return rows.sort(
      (a, b) => a.day.localeCompare(b.day) || (b.bestWeightLb ?? "").localeCompare(a.bestWeightLb ?? ""),
    );
  }
});
