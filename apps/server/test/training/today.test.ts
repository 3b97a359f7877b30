// Her day's training: the workouts her live plans date on the day, each exercise with the library's own in her
// language, the prescription, her log of the day and last time's numbers; the next workout's day; hers alone.
import { SITE_LANGUAGE_HEADER } from "@studio/i18n/paths";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress } from "../fixtures";
import { type HttpClient, signInClient, type TestServer, trpcError } from "../harness";
import { clientWithPlan, plannedExercise, savedTemplate, startTrainingServer, TODAY } from "./training-fixtures";

let site: TestServer;
let admin: HttpClient;
let ids: Record<string, number>;
beforeAll(async () => {
  ({ site, admin, ids } = await startTrainingServer());
});
afterAll(() => site?.close());

describe("her training of a day", () => {
  it("is today's workouts (Miami), each exercise with the library, the prescription, her log and last time", async () => {
    const template = await savedTemplate(admin, ids, "Today's plan");
    // Day 0 (legs) falls on Monday the 16th and, two weeks on... here a second plan starts today.
    const { client, plan } = await clientWithPlan(site, admin, "ana.today@example.com", template.id, "2026-11-16");
    const squat = plannedExercise(plan, 0, "Goblet Squat");
    await client.trpc.training.logExercise.mutate({
      id: crypto.randomUUID(),
      planExerciseId: squat,
      day: "2026-11-16",
      sets: [
        { reps: 10, weightLb: 20 },
        { reps: 8, weightLb: 22.5 },
      ],
    });
    const second = await admin.trpc.admin.training.assign.mutate({
      templateId: template.id,
      userId: plan.userId as number,
      startsOn: TODAY,
      requestKey: crypto.randomUUID(),
    });

    const today = await client.trpc.training.today.query();
    expect(today).toMatchObject({ day: TODAY, today: TODAY, nextWorkoutDay: "2026-11-21", comments: [] });
    expect(today.plans.map((item) => [item.id, item.startsOn, item.endsOn])).toEqual([
      [plan.id, "2026-11-16", "2026-11-18"],
      [second.id, TODAY, "2026-11-21"],
    ]);
    expect(today.workouts.map((workout) => [workout.planId, workout.planDay, workout.title])).toEqual([
      [second.id, 0, "Legs"],
    ]);
    const [first] = today.workouts[0]?.exercises ?? [];
    expect(first).toMatchObject({
      position: 0,
      sets: 3,
      reps: "8–12",
      weightLb: 20,
      restSeconds: 90,
      log: null,
      lastTime: {
        day: "2026-11-16",
        sets: [
          { reps: 10, weightLb: 20 },
          { reps: 8, weightLb: 22.5 },
        ],
        bestWeightLb: 22.5,
      },
    });
    expect(first?.exercise).toMatchObject({ id: ids["Goblet Squat"], name: "Goblet Squat", language: "en" });
    expect(first?.exercise.cues).toContain("Hold the weight at your chest");

    // She logs it: today's answer shows her log.
    const logId = crypto.randomUUID();
    await client.trpc.training.logExercise.mutate({
      id: logId,
      planExerciseId: first?.planExerciseId as number,
      day: TODAY,
      sets: [{ reps: 12, weightLb: 22.5 }],
      effort: 6,
    });
    const logged = await client.trpc.training.today.query({});
    expect(logged.workouts[0]?.exercises[0]?.log).toMatchObject({ id: logId, effort: 6, bestWeightLb: 22.5 });
  });

  it("looks at another day, in Spanish where the trainer wrote it, and says when the next workout is", async () => {
    const template = await savedTemplate(admin, ids, "Spanish plan");
    const { client } = await clientWithPlan(site, admin, "bea.today@example.com", template.id, "2026-11-16");
    const spanish = client.trpcWith({ [SITE_LANGUAGE_HEADER]: "es" });
    const monday = await spanish.training.today.query({ day: "2026-11-16" });
    expect(monday.workouts[0]).toMatchObject({
      title: "Piernas",
      note: "Despacio al bajar.",
      language: "es",
      planTitle: "Spanish plan (es)",
    });
    expect(monday.workouts[0]?.exercises[0]?.exercise).toMatchObject({ name: "Sentadilla goblet", language: "es" });
    // The upper-body day has no Spanish: English, said to be English.
    const wednesday = await spanish.training.today.query({ day: "2026-11-18" });
    expect(wednesday.workouts[0]).toMatchObject({ title: "Upper body", language: "en" });
    // Today has nothing, and nothing follows: the plan is over.
    const today = await spanish.training.today.query();
    expect(today.workouts).toEqual([]);
    expect(today.nextWorkoutDay).toBeNull();
    expect((await spanish.training.today.query({ day: "2026-11-15" })).nextWorkoutDay).toBe("2026-11-16");
  });

  it("is hers alone: another client sees none of it, a plan taken away is gone from it", async () => {
    const template = await savedTemplate(admin, ids, "Private plan");
    const { client, plan } = await clientWithPlan(site, admin, "cara.today@example.com", template.id, TODAY);
    const other = await signInClient(site, "dora.today@example.com", clientAddress(site));
    expect((await other.client.trpc.training.today.query()).workouts).toEqual([]);
    expect((await trpcError(site.trpc.training.today.query())).data?.httpStatus).toBe(401);
    expect((await client.trpc.training.today.query()).workouts).toHaveLength(1);
    await admin.trpc.admin.training.plans.archive.mutate({ id: plan.id });
    const after = await client.trpc.training.today.query();
    expect([after.workouts, after.plans]).toEqual([[], []]);
  });
});
