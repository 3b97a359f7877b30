// Her plan templates: saved as one document, saved again keeping the rows it names (and only those), a double tap
// one template, found by title, archived and restored, and linked to one online program at a time.
import { planExercises, planWorkouts } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpClient, type TestServer, trpcError } from "../harness";
import { NOW, savedTemplate, smallTemplate, startTrainingServer } from "./training-fixtures";

let site: TestServer;
let admin: HttpClient;
let ids: Record<string, number>;
beforeAll(async () => {
  ({ site, admin, ids } = await startTrainingServer());
});
afterAll(() => site?.close());

const issuesOf = async (call: Promise<unknown>) => {
  const error = await trpcError(call);
  expect(error.data?.httpStatus).toBe(400);
  return error.data?.issues?.map((issue) => [issue.path, issue.message]);
};

describe("a template saved as one document", () => {
  it("keeps its workouts by day and their exercises in order, with her Spanish", async () => {
    const template = await savedTemplate(admin, ids);
    expect(template).toMatchObject({
      title: "Foundations",
      translations: { es: { title: "Foundations (es)" } },
      userId: null,
      startsOn: null,
      packageId: null,
    });
    expect(template.workouts.map((workout) => [workout.day, workout.title])).toEqual([
      [0, "Legs"],
      [2, "Upper body"],
    ]);
    expect(template.workouts[0]?.exercises.map((row) => [row.exerciseName, row.sets, row.reps, row.weightLb])).toEqual([
      ["Goblet Squat", 3, "8–12", 20],
      ["Glute Bridge", 3, "12", null],
    ]);
    expect(template.workouts[1]?.exercises[0]).toMatchObject({ restSeconds: 90, note: "" });
    expect(await admin.trpc.admin.training.templates.get.query({ id: template.id })).toEqual(template);
  });

  it("saved again, keeps the rows it names (moved, changed) and deletes the rows left out", async () => {
    const template = await savedTemplate(admin, ids, "Keep the ids");
    const [legs, upper] = template.workouts as [(typeof template.workouts)[0], (typeof template.workouts)[0]];
    const [squat, bridge] = legs.exercises as [(typeof legs.exercises)[0], (typeof legs.exercises)[0]];
    const saved = await admin.trpc.admin.training.templates.save.mutate({
      id: template.id,
      title: "Keep the ids, week 1",
      workouts: [
        {
          id: legs.id,
          day: 0,
          title: "Legs",
          // The bridge first now, heavier squats after; a new row at the end.
          exercises: [
            { id: bridge.id, exerciseId: bridge.exerciseId, sets: 3, reps: "12" },
            { id: squat.id, exerciseId: squat.exerciseId, sets: 4, reps: "8", weightLb: 25 },
            { exerciseId: ids["Calf Raise"] as number, sets: 2, reps: "15" },
          ],
        },
        // The upper-body day is left out: deleted with its exercises. A new day 4 takes the row of wall push-ups.
        {
          day: 4,
          title: "Push",
          exercises: [
            {
              id: upper.exercises[1]?.id,
              exerciseId: ids["Wall Push-Up"] as number,
              sets: 2,
              reps: "10",
            },
          ],
        },
      ],
    });
    expect(saved.title).toBe("Keep the ids, week 1");
    // Left out, her Spanish title stays as it was.
    expect(saved.translations).toEqual({ es: { title: "Keep the ids (es)" } });
    expect(saved.workouts.map((workout) => [workout.day, workout.title])).toEqual([
      [0, "Legs"],
      [4, "Push"],
    ]);
    expect(saved.workouts[0]?.id).toBe(legs.id);
    expect(saved.workouts[0]?.translations).toEqual(legs.translations);
    expect(saved.workouts[0]?.exercises.map((row) => [row.id, row.exerciseName, row.sets, row.weightLb])).toEqual([
      [bridge.id, "Glute Bridge", 3, null],
      [squat.id, "Goblet Squat", 4, 25],
      [expect.any(Number), "Calf Raise", 2, null],
    ]);
    expect(saved.workouts[1]?.exercises.map((row) => row.id)).toEqual([upper.exercises[1]?.id]);
    expect(await site.db.$count(planWorkouts, eq(planWorkouts.id, upper.id))).toBe(0);
    expect(await site.db.$count(planExercises, eq(planExercises.id, upper.exercises[0]?.id ?? 0))).toBe(0);

    // The same save again changes nothing.
    const again = await admin.trpc.admin.training.templates.save.mutate({
      id: template.id,
      title: saved.title,
      workouts: saved.workouts.map(({ id, day, title, note, exercises }) => ({
        id,
        day,
        title,
        note,
        exercises: exercises.map(({ id, exerciseId, sets, reps, weightLb, restSeconds, note }) => ({
          id,
          exerciseId,
          sets,
          reps,
          weightLb,
          restSeconds,
          note,
        })),
      })),
    });
    expect(again.workouts).toEqual(saved.workouts);
  });

  it("is one template for a form's attempt, however often it is sent", async () => {
    const requestKey = crypto.randomUUID();
    const sent = await Promise.all(
      [1, 2, 3].map(() =>
        admin.trpc.admin.training.templates.save.mutate({ ...smallTemplate(ids, "Tapped thrice"), requestKey }),
      ),
    );
    expect(new Set(sent.map((template) => template.id)).size).toBe(1);
    const listed = await admin.trpc.admin.training.templates.list.query({ search: "tapped" });
    expect(listed.items.map((item) => [item.title, item.workouts, item.days])).toEqual([["Tapped thrice", 2, 3]]);
  });

  it("refuses a row of another plan, an exercise not in the library or archived, and too much, naming the field", async () => {
    const mine = await savedTemplate(admin, ids, "Mine");
    const other = await savedTemplate(admin, ids, "Other");
    const otherRow = other.workouts[0]?.exercises[0]?.id as number;
    const base = smallTemplate(ids, "Mine");
    expect(
      await issuesOf(
        admin.trpc.admin.training.templates.save.mutate({
          ...base,
          id: mine.id,
          workouts: [
            {
              day: 0,
              title: "Legs",
              exercises: [{ id: otherRow, exerciseId: ids["Dead Bug"] as number, sets: 2, reps: "8" }],
            },
          ],
        }),
      ),
    ).toEqual([["workouts.0.exercises.0.id", "This exercise row is not part of this plan"]]);
    expect(
      await issuesOf(
        admin.trpc.admin.training.templates.save.mutate({
          ...base,
          id: mine.id,
          workouts: [{ day: 0, title: "Legs", exercises: [{ exerciseId: 999_999, sets: 2, reps: "8" }] }],
        }),
      ),
    ).toEqual([["workouts.0.exercises.0.exerciseId", "This exercise is not in the library"]]);

    const archived = await admin.trpc.admin.exercises.create.mutate({
      name: "Retired Move",
      cues: "",
      equipment: ["mat"],
      muscleGroups: ["core"],
      imageUrl: null,
    });
    await admin.trpc.admin.exercises.archive.mutate({ id: archived.id });
    expect(
      await issuesOf(
        admin.trpc.admin.training.templates.save.mutate({
          ...base,
          id: mine.id,
          workouts: [{ day: 0, title: "Legs", exercises: [{ exerciseId: archived.id, sets: 2, reps: "8" }] }],
        }),
      ),
    ).toEqual([
      ["workouts.0.exercises.0.exerciseId", "This exercise is archived: restore it in the library to use it"],
    ]);

    const crowded = Array.from({ length: 13 }, () => ({ exerciseId: ids["Dead Bug"] as number, sets: 2, reps: "8" }));
    expect(
      await issuesOf(
        admin.trpc.admin.training.templates.save.mutate({
          ...base,
          workouts: [{ day: 0, title: "Legs", exercises: crowded }],
        }),
      ),
    ).toEqual([["workouts.0.exercises", "A workout holds at most 12 exercises"]]);
    expect(
      await issuesOf(
        admin.trpc.admin.training.templates.save.mutate({
          ...base,
          workouts: [{ day: 728, title: "Legs", exercises: [] }],
        }),
      ),
    ).toEqual([["workouts.0.day", "Day must be 0 to 727 (day 0 is the plan's first day)"]]);
    // Nothing of the refused saves was kept.
    expect((await admin.trpc.admin.training.templates.get.query({ id: mine.id })).workouts).toEqual(mine.workouts);
  });

  it("is archived out of her list and restored into it", async () => {
    const template = await savedTemplate(admin, ids, "Seasonal");
    const archived = await admin.trpc.admin.training.templates.archive.mutate({ id: template.id });
    expect(archived.archivedAt).not.toBeNull();
    expect((await admin.trpc.admin.training.templates.list.query({ search: "seasonal" })).total).toBe(0);
    expect(
      (await admin.trpc.admin.training.templates.list.query({ search: "seasonal", state: "archived" })).total,
    ).toBe(1);
    const restored = await admin.trpc.admin.training.templates.restore.mutate({ id: template.id });
    expect(restored.archivedAt).toBeNull();
    expect((await trpcError(admin.trpc.admin.training.templates.get.query({ id: 999_999 }))).data?.httpStatus).toBe(
      404,
    );
  });

  it("lists the seeded starter templates on a fresh start", async () => {
    const listed = await admin.trpc.admin.training.templates.list.query({ search: "4 weeks" });
    expect(listed.items.map((item) => item.title).sort()).toEqual([
      "Gym Strength: 4 weeks",
      "Strong Foundations at Home: 4 weeks",
    ]);
    expect(listed.items.every((item) => item.workouts > 0)).toBe(true);
  });
});

describe("a template as an online program's plan", () => {
  it("links only to an online program's package, one live template per package", async () => {
    const first = await savedTemplate(admin, ids, "Beginner program");
    const second = await savedTemplate(admin, ids, "Beginner program, take two");
    const linked = await admin.trpc.admin.training.templates.link.mutate({ id: first.id, packageId: 4 });
    expect(linked).toMatchObject({ packageId: 4, linkedAt: NOW.toISOString() });
    expect(linked.packageName).toEqual(expect.any(String));

    expect(await issuesOf(admin.trpc.admin.training.templates.link.mutate({ id: second.id, packageId: 4 }))).toEqual([
      ["packageId", "Another template is this program's plan already: unlink that one first"],
    ]);
    expect(await issuesOf(admin.trpc.admin.training.templates.link.mutate({ id: second.id, packageId: 6 }))).toEqual([
      ["packageId", "Only an online program's package can bring a plan"],
    ]);
    // Archived, the first frees the program; restored while the second has it, it is refused.
    await admin.trpc.admin.training.templates.archive.mutate({ id: first.id });
    await admin.trpc.admin.training.templates.link.mutate({ id: second.id, packageId: 4 });
    expect(await issuesOf(admin.trpc.admin.training.templates.restore.mutate({ id: first.id }))).toEqual([
      ["packageId", "Another template is this program's plan already: unlink that one first"],
    ]);
    const unlinked = await admin.trpc.admin.training.templates.link.mutate({ id: second.id, packageId: null });
    expect(unlinked).toMatchObject({ packageId: null, linkedAt: null });
  });

  it("is the trainer's alone", async () => {
    expect((await trpcError(site.trpc.admin.training.templates.list.query({}))).data?.httpStatus).toBe(401);
  });
});
