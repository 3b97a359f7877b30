// What the trainer sees of her clients' training: one client's plans, this week planned against done, her last
// logged day, her records and her logged days a page at a time; and the clients gone quiet for a week.
import { daysBetween } from "@studio/validators/studio-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpClient, startTestServer, type TestServer, trpcError } from "../harness";
import { clientWithPlan, NOW, threeWeeks, trainerWithTemplate } from "./training-fixtures";

let site: TestServer;
let admin: HttpClient;
let ids: Record<string, number>;
let templateId: number;
beforeAll(async () => {
  site = await startTestServer({}, { now: () => NOW });
  // Three weeks of Monday squats and Wednesday rows.
  ({ admin, ids, templateId } = await trainerWithTemplate(site, threeWeeks));
});
afterAll(() => site?.close());

/** A client with the plan from `startsOn`, who logged the workout dated on each of `days` (a Monday or Wednesday). */
async function clientWho(email: string, startsOn: string, days: string[]) {
  const her = await clientWithPlan(site, admin, email, templateId, startsOn);
  for (const day of days) {
    await her.client.trpc.training.logExercise.mutate({
      id: crypto.randomUUID(),
      planExerciseId: (
        her.plan.workouts.find((workout) => workout.day === daysBetween(startsOn, day)) ?? her.plan.workouts[0]
      )?.exercises[0]?.id as number,
      day,
      sets: [{ reps: 10, weightLb: day === "2026-11-16" ? 30 : 25 }],
    });
  }
  return her;
}

describe("the trainer's view of her clients' training", () => {
  it("shows one client's week, last day, records and logged days with their comments", async () => {
    // Mondays: the 2nd, the 9th and the 16th; her squat the heaviest on the 16th.
    const ana = await clientWho("ana.view@example.com", "2026-11-02", ["2026-11-02", "2026-11-09", "2026-11-16"]);
    const comment = await admin.trpc.admin.training.comment.mutate({
      userId: ana.userId,
      day: "2026-11-16",
      body: "Heavier already!",
    });
    const view = await admin.trpc.admin.training.client.query({ userId: ana.userId, pageSize: 2 });
    expect(view).toMatchObject({
      userId: ana.userId,
      email: "ana.view@example.com",
      plans: [{ id: ana.plan.id, startsOn: "2026-11-02", endsOn: "2026-11-18", workouts: 6, templateId }],
      week: { from: "2026-11-16", to: "2026-11-22", planned: 2, done: 1 },
      lastLoggedDay: "2026-11-16",
      records: [{ exerciseId: ids["Goblet Squat"], name: "Goblet Squat", bestWeightLb: 30, day: "2026-11-16" }],
    });
    expect(view.days).toMatchObject({ total: 3, page: 1, pageSize: 2, pageCount: 2 });
    expect(view.days.items.map((day) => [day.day, day.logs.length, day.comments.map((c) => c.body)])).toEqual([
      ["2026-11-16", 1, ["Heavier already!"]],
      ["2026-11-09", 1, []],
    ]);
    expect(view.days.items[0]?.logs[0]).toMatchObject({ exerciseName: "Goblet Squat", bestWeightLb: 30 });
    expect(view.days.items[0]?.comments[0]?.id).toBe(comment.id);
    const older = await admin.trpc.admin.training.client.query({ userId: ana.userId, pageSize: 2, page: 2 });
    expect(older.days.items.map((day) => day.day)).toEqual(["2026-11-02"]);
    expect((await trpcError(admin.trpc.admin.training.client.query({ userId: 999_999 }))).data?.httpStatus).toBe(404);
  });

  it("lists the clients quiet for a week, longest quiet first, a page at a time", async () => {
    await clientWho("bea.view@example.com", "2026-11-02", ["2026-11-10"]); // quiet since the 10th
    await clientWho("cara.view@example.com", "2026-11-16", []); // a new plan: a week's grace
    const dora = await clientWho("dora.view@example.com", "2026-11-09", []); // never logged in 10 days
    await clientWho("eva.view@example.com", "2026-09-01", []); // her plan ended in September
    const fay = await clientWho("fay.view@example.com", "2026-11-02", []);
    await admin.trpc.admin.training.plans.archive.mutate({ id: fay.plan.id }); // taken away
    await clientWho("gia.view@example.com", "2026-11-02", ["2026-11-11"]); // eight days ago
    await clientWho("ivy.view@example.com", "2026-11-02", ["2026-11-12"]); // seven days ago: quiet
    await clientWho("jo.view@example.com", "2026-11-02", ["2026-11-13"]); // six days ago: not yet

    const quiet = await admin.trpc.admin.training.quiet.query({});
    expect(quiet.items.map((item) => [item.email, item.lastLoggedDay, item.planStartedOn])).toEqual([
      ["dora.view@example.com", null, "2026-11-09"],
      ["bea.view@example.com", "2026-11-10", "2026-11-02"],
      ["gia.view@example.com", "2026-11-11", "2026-11-02"],
      ["ivy.view@example.com", "2026-11-12", "2026-11-02"],
    ]);
    expect(quiet.items[0]).toMatchObject({ userId: dora.userId, planId: dora.plan.id, planTitle: "Three weeks" });
    const second = await admin.trpc.admin.training.quiet.query({ page: 2, pageSize: 1 });
    expect(second).toMatchObject({ total: 4, pageCount: 4, items: [{ email: "bea.view@example.com" }] });
    expect((await trpcError(site.trpc.admin.training.quiet.query({}))).data?.httpStatus).toBe(401);
  });
});
