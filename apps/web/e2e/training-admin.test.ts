// The trainer's training screens: she builds a plan from her library, gives it to a client, adjusts the client's
// copy on her phone without touching the template, comments once on a day the client logged, and sees who has gone
// quiet. Screenshots of each screen at 390 and 1280 px go to /tmp/shots/training-admin/.
import { mkdirSync } from "node:fs";
import { exercises, planExercises, planWorkouts, trainingPlans, workoutComments } from "@studio/db";
import { HttpClient, signInAdmin, signInClient, type TestServer } from "@studio/server/testing";
import { addDays, mondayOf, studioDate } from "@studio/validators/studio-time";
import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextMonday } from "../src/features/training/admin/plan-days";
import {
  bookPackage,
  doubleTap,
  hasChromium,
  mailsTo,
  type Page,
  type Site,
  signInAsTrainer,
  startSiteWithMail,
  toast,
} from "./harness";

const SHOTS = "/tmp/shots/training-admin";
const ANA = "ana.lucia.fernandez-oyarzabal@example.com";
const ANA_NAME = "Ana Lucía Fernández-Oyarzábal de la Torre";
const BEA = "bea.quiet@example.com";

describe.skipIf(!hasChromium)("the trainer's training screens", () => {
  let site: Site;
  let smtp: Awaited<ReturnType<typeof startSiteWithMail>>["smtp"];
  /** What the server harness's sign-ins need of a site. */
  let server: TestServer;
  const today = studioDate(new Date());

  beforeAll(async () => {
    ({ site, smtp } = await startSiteWithMail());
    server = { db: site.db, client: () => new HttpClient(site.url) } as unknown as TestServer;
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(() => site?.close());

  /**
   * The whole page as it is now, at its own width (390) or at 1280 px: the window made as tall as the page, so the
   * frame's fixed header and the sticky save bar are drawn where she sees them, not over the middle.
   */
  async function shoot(page: Page, name: string) {
    const size = page.viewportSize() ?? { width: 390, height: 844 };
    const width = size.width > 390 ? 1280 : 390;
    await page.setViewportSize({ width, height: size.height });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width, height: Math.min(Math.max(height, size.height), 6000) });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
    await page.setViewportSize(size);
  }

  const library = async (name: string) =>
    (await site.db.select({ id: exercises.id }).from(exercises).where(eq(exercises.name, name)))[0]?.id;

  /** The plan's exercises by workout day, in order, by library id. */
  async function rowsOf(planId: number) {
    const rows = await site.db
      .select({ day: planWorkouts.day, exerciseId: planExercises.exerciseId, id: planExercises.id })
      .from(planExercises)
      .innerJoin(planWorkouts, eq(planWorkouts.id, planExercises.workoutId))
      .where(eq(planWorkouts.planId, planId))
      .orderBy(asc(planWorkouts.day), asc(planExercises.position));
    return rows;
  }

  it("builds a plan from two library exercises over two days, links a program and assigns it to a client", async () => {
    await bookPackage(site, { packageId: 1, clientName: ANA_NAME, clientEmail: ANA }, false);
    await signInClient(server, ANA, "10.20.0.1");

    const page = await site.page("desktop");
    await signInAsTrainer(page, "/admin/training");
    await page.getByRole("heading", { name: "Training", level: 1 }).waitFor();
    await page.getByRole("article", { name: "Gym Strength: 4 weeks" }).waitFor();
    await shoot(page, "plans");

    await page.getByRole("link", { name: "New plan" }).click();
    await page.getByRole("heading", { name: "Plan", level: 1 }).waitFor();
    await page.getByText("No workouts yet").waitFor();
    await shoot(page, "plan-new");
    await page
      .getByLabel(/^Title/)
      .first()
      .fill("Knees Friendly Strength");
    await page.getByText("Spanish version").first().click();
    await page.getByLabel("Título", { exact: true }).fill("Fuerza amable con las rodillas");

    // Week 1 · Mon: legs, with the goblet squat from her library.
    await page.getByRole("button", { name: "Add workout" }).click();
    const monday = page.getByRole("article", { name: /^Week 1 · Mon/ });
    await monday.getByLabel("Workout title").fill("Legs");
    await monday.getByRole("button", { name: "Add exercise" }).click();
    let picker = page.getByRole("dialog", { name: "Add an exercise to Legs" });
    await picker.getByLabel("Find an exercise").fill("goblet");
    await expect.poll(() => picker.getByRole("button", { name: /^Pick / }).count()).toBe(1);
    await shoot(page, "picker");
    await picker.getByRole("button", { name: "Pick Goblet Squat" }).click();
    const squat = monday.getByRole("region", { name: "1. Goblet Squat" });
    await squat.getByLabel("Reps").fill("8–12");
    await squat.getByLabel("Suggested lb").fill("20");
    await squat.getByLabel("Rest (seconds)").fill("60");
    await squat.getByLabel("Note", { exact: true }).fill("Sit back, chest up.");

    // A second workout, moved to Wednesday: upper body, with the row.
    await page.getByRole("button", { name: "Add workout" }).click();
    const tuesday = page.getByRole("article", { name: /^Week 1 · Tue/ });
    await tuesday.getByLabel("Weekday").selectOption({ label: "Wed" });
    const wednesday = page.getByRole("article", { name: /^Week 1 · Wed/ });
    await wednesday.getByLabel("Workout title").fill("Upper body");
    await wednesday.getByRole("button", { name: "Add exercise" }).click();
    picker = page.getByRole("dialog", { name: "Add an exercise to Upper body" });
    await picker.getByLabel("Find an exercise").fill("remo");
    await picker.getByRole("button", { name: "Pick Bent-Over Row" }).click();
    await wednesday.getByRole("region", { name: "1. Bent-Over Row" }).getByLabel("Sets").fill("2");
    await shoot(page, "plan-editor");

    // An empty reps box is refused on its box before anything is sent.
    await wednesday.getByRole("region", { name: "1. Bent-Over Row" }).getByLabel("Reps").fill("");
    await page.getByRole("button", { name: "Create plan" }).click();
    await wednesday.getByText("Reps is required").waitFor();
    await wednesday.getByRole("region", { name: "1. Bent-Over Row" }).getByLabel("Reps").fill("10");
    // Create tapped twice: one template.
    await doubleTap(page.getByRole("button", { name: "Create plan" }));
    await toast(page, "Plan saved").waitFor();
    await page.waitForURL(/\/admin\/training\/templates\/\d+$/);
    const templates = await site.db
      .select()
      .from(trainingPlans)
      .where(and(eq(trainingPlans.title, "Knees Friendly Strength"), isNull(trainingPlans.userId)));
    expect(templates).toHaveLength(1);
    const templateId = templates[0]?.id as number;
    expect(templates[0]?.translations).toEqual({ es: { title: "Fuerza amable con las rodillas" } });
    const [squatId, rowId] = [await library("Goblet Squat"), await library("Bent-Over Row")];
    const templateRows = await rowsOf(templateId);
    expect(templateRows.map((row) => [row.day, row.exerciseId])).toEqual([
      [0, squatId],
      [2, rowId],
    ]);
    // Saved again after a change, the rows keep their ids (her clients' logs stay linked).
    await page.getByRole("button", { name: /^Edit Week 1 · Mon/ }).click();
    await page.getByRole("region", { name: "1. Goblet Squat" }).getByLabel("Sets").fill("4");
    await page.getByRole("button", { name: "Save plan" }).click();
    await page.getByText("All changes saved").waitFor();
    expect((await rowsOf(templateId)).map((row) => row.id)).toEqual(templateRows.map((row) => row.id));

    // Linked to an online program, which the list then names.
    await page.getByLabel("Online program").selectOption({ label: "Beginner" });
    await page.getByRole("button", { name: "Link", exact: true }).click();
    await toast(page, "Program linked").waitFor();

    // Assigned to Ana from the template: the start is next Monday unless she picks another day.
    await page.getByRole("button", { name: "Assign to a client" }).click();
    const assign = page.getByRole("dialog", { name: "Assign Knees Friendly Strength" });
    expect(await assign.getByLabel("Her first day").inputValue()).toBe(nextMonday());
    await assign.getByRole("searchbox", { name: "Find a client" }).fill("fernández");
    await assign.getByRole("button", { name: new RegExp(ANA_NAME) }).click();
    await assign.getByLabel("Her first day").fill(addDays(today, -2));
    await shoot(page, "assign");
    await doubleTap(assign.getByRole("button", { name: "Assign plan" }));
    await toast(page, "Plan assigned").waitFor();
    await assign.getByRole("link", { name: "Adjust her copy" }).waitFor();
    const copies = await site.db.select().from(trainingPlans).where(eq(trainingPlans.templateId, templateId));
    expect(copies).toHaveLength(1);
    expect(copies[0]?.startsOn).toBe(addDays(today, -2));
    await assign.getByRole("button", { name: "Done" }).click();

    // Upper body copied to the next week's Wednesday; leaving unsaved asks first, and taking the copy out again
    // leaves nothing unsaved.
    await page.getByRole("button", { name: /^Edit Week 1 · Wed/ }).click();
    await page.getByRole("button", { name: "Copy to another day" }).last().click();
    await page
      .getByRole("dialog", { name: "Copy Upper body" })
      .getByRole("button", { name: "Copy to Week 2 · Wed" })
      .click();
    const copied = page.getByRole("article", { name: "Week 2 · Wed: Upper body" });
    await copied.getByText("1 exercise: Bent-Over Row").waitFor();
    await page.getByText("Unsaved changes").waitFor();
    await page.getByRole("link", { name: "← All plans" }).click();
    await page.getByRole("dialog", { name: "Leave without saving?" }).getByRole("button", { name: "Stay" }).click();
    await copied.getByRole("button", { name: /^Edit Week 2/ }).click();
    await copied.getByRole("button", { name: "Remove workout" }).click();
    await page.getByText("All changes saved").waitFor();

    await page.getByRole("link", { name: "← All plans" }).click();
    const card = page.getByRole("article", { name: "Knees Friendly Strength" });
    await card.getByText("Online program: Beginner").waitFor();
    await card.getByText("2 workouts over 3 days").waitFor();
    await page.context().close();
  });

  it("on her phone: the client's card, a swap in her copy only, and one comment on a logged day", async () => {
    const ana = await signInClient(server, ANA, "10.20.0.2");
    const [template] = await site.db
      .select()
      .from(trainingPlans)
      .where(and(eq(trainingPlans.title, "Knees Friendly Strength"), isNull(trainingPlans.userId)));
    const [copy] = await site.db
      .select()
      .from(trainingPlans)
      .where(eq(trainingPlans.templateId, template?.id ?? 0));
    const copyRows = await rowsOf(copy?.id as number);
    // She logged Monday's squat (day 0, two days ago), 10 reps at 20 lb then 8 at 25 lb.
    await ana.client.trpc.training.logExercise.mutate({
      id: crypto.randomUUID(),
      planExerciseId: copyRows[0]?.id as number,
      day: addDays(today, -2),
      sets: [
        { reps: 10, weightLb: 20 },
        { reps: 8, weightLb: 25 },
      ],
      effort: 7,
    });

    const page = await site.page("phone");
    await signInAsTrainer(page, `/admin/clients?email=${encodeURIComponent(ANA)}`);
    const training = page.getByRole("region", { name: "Training" });
    await training.getByRole("article", { name: "Knees Friendly Strength" }).waitFor();
    await training.getByText("8 × 25 lb").waitFor();
    await training.getByText("Goblet Squat: 25 lb").waitFor();
    // This Miami week: the workouts dated in it (Monday's two days ago and Wednesday's today), the first one done.
    const monday = mondayOf(today);
    const planned = [addDays(today, -2), today].filter((day) => day >= monday).length;
    const week = `${addDays(today, -2) >= monday ? 1 : 0} of ${planned} done`;
    await training.getByText(week).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await training.scrollIntoViewIfNeeded();
    await shoot(page, "client");

    // A knee-friendly swap in her copy: the squat becomes a glute bridge for her alone.
    await training.getByRole("link", { name: "Open her copy of Knees Friendly Strength" }).click();
    await page.getByRole("heading", { name: "Her plan", level: 1 }).waitFor();
    await page.getByText(`${ANA_NAME}'s copy`).waitFor();
    await page
      .getByRole("button", { name: /^Edit Week 1 · / })
      .first()
      .click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, "client-plan");
    await page.getByRole("button", { name: "Swap Goblet Squat" }).click();
    const picker = page.getByRole("dialog", { name: "Swap Goblet Squat" });
    await picker.getByLabel("Find an exercise").fill("bridge");
    await expect.poll(() => picker.getByRole("button", { name: /^Pick / }).count()).toBe(1);
    await shoot(page, "picker");
    await picker.getByRole("button", { name: "Pick Glute Bridge" }).click();
    await page.getByRole("region", { name: "1. Glute Bridge" }).waitFor();
    await page.getByRole("button", { name: "Save her plan" }).click();
    await toast(page, "Plan saved").waitFor();
    await page.getByText("All changes saved").waitFor();
    const [bridgeId, squatId] = [await library("Glute Bridge"), await library("Goblet Squat")];
    // Her copy's row now names the bridge and keeps its id, so the squat she logged on it still answers that day's
    // workout; the template's row is the squat still.
    expect((await rowsOf(copy?.id as number))[0]).toEqual({ ...copyRows[0], exerciseId: bridgeId });
    expect((await rowsOf(template?.id as number)).map((row) => row.exerciseId)[0]).toBe(squatId);
    // And through the screens: the template still opens on its squat.
    await page.getByRole("link", { name: "Open the template" }).click();
    await page.getByRole("heading", { name: "Plan", level: 1 }).waitFor();
    await page.getByText("1 exercise: Goblet Squat").waitFor();

    // Back on her page, one comment on her logged day, however often Send is tapped.
    await page.goto(`/admin/clients?email=${encodeURIComponent(ANA)}`);
    const day = page.getByRole("article", { name: /^Logged / });
    await day.getByRole("button", { name: /^Comment on / }).click();
    await day.getByLabel("Your comment").fill("Lovely depth on those squats. Try 25 lb for all sets next week!");
    await doubleTap(day.getByRole("button", { name: "Send comment" }));
    await toast(page, "Comment sent").waitFor();
    await day.getByText("Sent. She has been told by e-mail.").waitFor();
    await day.getByText("Lovely depth on those squats.", { exact: false }).waitFor();
    await page.getByRole("region", { name: "Training" }).getByText(week).waitFor();
    await shoot(page, "client-comment");
    const comments = await site.db.select().from(workoutComments).where(eq(workoutComments.userId, ana.userId));
    expect(comments).toHaveLength(1);
    await mailsTo(smtp, ANA, 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const toAna = smtp.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === ANA);
    expect(toAna.filter((mail) => mail.text?.includes("Lovely depth"))).toHaveLength(1);

    // The same page at 1280 px.
    const desktop = await site.page("desktop");
    await signInAsTrainer(desktop, `/admin/clients?email=${encodeURIComponent(ANA)}`);
    await desktop.getByRole("region", { name: "Training" }).getByText("Lovely depth", { exact: false }).waitFor();
    await shoot(desktop, "client");
    await desktop.goto(`/admin/training/plans/${copy?.id}?email=${encodeURIComponent(ANA)}`);
    await desktop.getByText(`${ANA_NAME}'s copy`).waitFor();
    await desktop
      .getByRole("button", { name: /^Edit Week 1 · / })
      .first()
      .click();
    await shoot(desktop, "client-plan");
    await desktop.context().close();
    await page.context().close();
  });

  it("lists the clients gone quiet, and counts them on Today", async () => {
    // Bea's plan started ten days ago and she has logged nothing.
    await bookPackage(site, { packageId: 1, clientName: "Bea Quiet", clientEmail: BEA }, false);
    const bea = await signInClient(server, BEA, "10.20.0.3");
    const admin = await signInAdmin(server);
    const [template] = await site.db
      .select()
      .from(trainingPlans)
      .where(and(eq(trainingPlans.title, "Gym Strength: 4 weeks"), isNull(trainingPlans.userId)));
    await admin.trpc.admin.training.assign.mutate({
      templateId: template?.id as number,
      userId: bea.userId,
      startsOn: addDays(today, -10),
      requestKey: crypto.randomUUID(),
    });

    for (const size of ["phone", "desktop"] as const) {
      const page = await site.page(size);
      await signInAsTrainer(page, "/admin");
      const attention = page.getByRole("alert").filter({ hasText: "Clients gone quiet" });
      await attention.getByText("A client with a plan has not logged a workout in 7 days.").waitFor();
      await shoot(page, "today");
      await attention.getByRole("link", { name: "See who →" }).click();
      await page.waitForURL(/\/admin\/training\?tab=quiet$/);
      const row = page.getByRole("listitem", { name: "Bea Quiet" });
      await row.getByText(`Nothing logged since her plan started`, { exact: false }).waitFor();
      await row.getByText("Plan: Gym Strength: 4 weeks").waitFor();
      expect(await page.getByRole("listitem", { name: ANA_NAME }).count()).toBe(0);
      await shoot(page, "quiet");
      await row.getByRole("link", { name: "Bea Quiet" }).click();
      await page.getByRole("heading", { name: "Bea Quiet", level: 2 }).waitFor();
      await page.getByRole("region", { name: "Training" }).getByText("Nothing logged yet.").waitFor();
      if (size === "phone") {
        // From her page, a plan chosen among the templates, from next Monday.
        await page.getByRole("region", { name: "Training" }).getByRole("button", { name: "Assign a plan" }).click();
        const assign = page.getByRole("dialog", { name: "A plan for Bea Quiet" });
        await assign.getByRole("searchbox", { name: "Find a plan" }).fill("knees");
        await assign.getByRole("button", { name: /^Knees Friendly Strength/ }).click();
        await shoot(page, "assign-from-client");
        await doubleTap(assign.getByRole("button", { name: "Assign plan" }));
        await assign.getByRole("link", { name: "Adjust her copy" }).waitFor();
        await assign.getByRole("button", { name: "Done" }).click();
        await page
          .getByRole("region", { name: "Training" })
          .getByRole("article", { name: "Knees Friendly Strength" })
          .waitFor();
        const beas = await site.db.select().from(trainingPlans).where(eq(trainingPlans.userId, bea.userId));
        expect(beas.map((plan) => plan.startsOn).sort()).toEqual([addDays(today, -10), nextMonday()]);

        await page.goto("/admin/training");
        await page.getByRole("article", { name: "Knees Friendly Strength" }).waitFor();
        await shoot(page, "plans");
        await page.getByRole("button", { name: "Assign Knees Friendly Strength" }).click();
        await page.getByRole("dialog", { name: "Assign Knees Friendly Strength" }).getByText("Bea Quiet").waitFor();
        await shoot(page, "assign");
        await page.keyboard.press("Escape");
        await page.getByRole("link", { name: "Edit Knees Friendly Strength" }).click();
        await page.getByRole("button", { name: /^Edit Week 1 · Mon/ }).click();
        await shoot(page, "plan-editor");
        await page.goto("/admin/training/templates/new");
        await page.getByText("No workouts yet").waitFor();
        await shoot(page, "plan-new");
      }
      await page.context().close();
    }
  });
});
