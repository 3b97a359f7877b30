// Her history for the charts, summed by the database over whole weeks ending with this one: volume and adherence per
// week, one exercise's best weight per day, and her records, over a few weeks of logs.
import { SITE_LANGUAGE_HEADER } from "@studio/i18n/paths";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpClient, type TestServer, trpcError } from "../harness";
import { clientWithPlan, saveTemplate, startTrainingServer, threeWeeks } from "./training-fixtures";

let site: TestServer;
let admin: HttpClient;
let ids: Record<string, number>;
beforeAll(async () => {
  ({ site, admin, ids } = await startTrainingServer());
});
afterAll(() => site?.close());

describe("her history", () => {
  it("sums volume and adherence per week, a lift per day and her records, over the weeks asked for", async () => {
    const template = await saveTemplate(admin, threeWeeks(ids));
    // From Monday, Nov 2; "now" is Thursday, Nov 19.
    const { client, userId, plan } = await clientWithPlan(
      site,
      admin,
      "ana.history@example.com",
      template.id,
      "2026-11-02",
    );
    const planned = (day: number) => plan.workouts.find((workout) => workout.day === day)?.exercises[0]?.id as number;
    const log = (planExerciseId: number, day: string, ...sets: [number, number | null][]) =>
      client.trpc.training.logExercise.mutate({
        id: crypto.randomUUID(),
        planExerciseId,
        day,
        sets: sets.map(([reps, weightLb]) => ({ reps, weightLb })),
      });
    await log(planned(0), "2026-11-02", [10, 20], [10, 25]); // 450 lb
    await log(planned(7), "2026-11-09", [10, 30]); // 300 lb
    await log(planned(9), "2026-11-11", [10, 15], [10, 15]); // 300 lb
    await log(planned(14), "2026-11-16", [5, 35]); // 175 lb
    // An older plan's heavier squat, before the period: it is still her record.
    const older = await admin.trpc.admin.training.assign.mutate({
      templateId: template.id,
      userId,
      startsOn: "2026-09-07",
      requestKey: crypto.randomUUID(),
    });
    await log(older.workouts[0]?.exercises[0]?.id as number, "2026-09-07", [3, 40]);

    const history = await client.trpc.training.history.query({ weeks: 4 });
    expect([history.from, history.to]).toEqual(["2026-10-26", "2026-11-19"]);
    expect(history.weeks).toEqual([
      { weekOf: "2026-10-26", volumeLb: 0, planned: 0, done: 0 },
      { weekOf: "2026-11-02", volumeLb: 450, planned: 2, done: 1 },
      { weekOf: "2026-11-09", volumeLb: 600, planned: 2, done: 2 },
      { weekOf: "2026-11-16", volumeLb: 175, planned: 2, done: 1 },
    ]);
    expect(history.exercises).toEqual([
      { id: ids["Goblet Squat"], name: "Goblet Squat", logs: 3 },
      { id: ids["Bent-Over Row"], name: "Bent-Over Row", logs: 1 },
    ]);
    expect(history.exercise).toEqual({
      id: ids["Goblet Squat"],
      name: "Goblet Squat",
      days: [
        { day: "2026-11-02", bestWeightLb: 25, volumeLb: 450 },
        { day: "2026-11-09", bestWeightLb: 30, volumeLb: 300 },
        { day: "2026-11-16", bestWeightLb: 35, volumeLb: 175 },
      ],
    });
    expect(history.records).toEqual([
      { exerciseId: ids["Goblet Squat"], name: "Goblet Squat", bestWeightLb: 40, day: "2026-09-07" },
      { exerciseId: ids["Bent-Over Row"], name: "Bent-Over Row", bestWeightLb: 15, day: "2026-11-11" },
    ]);

    // The row's chart, in Spanish; twelve weeks by default.
    const rows = await client
      .trpcWith({ [SITE_LANGUAGE_HEADER]: "es" })
      .training.history.query({ exerciseId: ids["Bent-Over Row"] });
    expect(rows.weeks).toHaveLength(12);
    expect(rows.from).toBe("2026-08-31");
    expect(rows.exercise).toEqual({
      id: ids["Bent-Over Row"],
      name: "Remo inclinado",
      days: [{ day: "2026-11-11", bestWeightLb: 15, volumeLb: 300 }],
    });
    // Twelve weeks reach the older plan: its workouts count, and its squat.
    expect(rows.weeks.find((week) => week.weekOf === "2026-09-07")).toEqual({
      weekOf: "2026-09-07",
      volumeLb: 120,
      planned: 2,
      done: 1,
    });
  });

  it("is empty for a client who has logged nothing, and refuses a period out of its bounds in her language", async () => {
    const { client } = await clientWithPlan(
      site,
      admin,
      "bea.history@example.com",
      (await saveTemplate(admin, threeWeeks(ids))).id,
      "2026-11-16",
    );
    const empty = await client.trpc.training.history.query();
    expect(empty.exercises).toEqual([]);
    expect(empty.exercise).toBeNull();
    expect(empty.records).toEqual([]);
    expect(empty.weeks.at(-1)).toEqual({ weekOf: "2026-11-16", volumeLb: 0, planned: 2, done: 0 });
    const refused = await trpcError(
      client.trpcWith({ [SITE_LANGUAGE_HEADER]: "es" }).training.history.query({ weeks: 53 }),
    );
    expect(refused.data?.issues).toEqual([{ path: "weeks", message: "Elige de 4 a 52 semanas" }]);
    expect((await trpcError(site.trpc.training.history.query())).data?.httpStatus).toBe(401);
  });
});
