// Her training is her data: her plans (her own copies), what she logged and the trainer's comments are in "Download
// my data", as JSON and as spreadsheets in her language, and go when she erases her data; a logged day keeps her
// tracker's streak going.
import { myDataFile } from "@studio/api";
import { adminAudit, exerciseLogs, planExercises, planWorkouts, trainingPlans, workoutComments } from "@studio/db";
import { SITE_LANGUAGE_HEADER } from "@studio/i18n/paths";
import { eq, inArray } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpClient, latestCode, startTestServer, type TestServer } from "../harness";
import { clientWithPlan, NOW, plannedExercise, TODAY, trainerWithTemplate } from "./training-fixtures";

let site: TestServer;
let admin: HttpClient;
let templateId: number;
beforeAll(async () => {
  site = await startTestServer({}, { now: () => NOW });
  ({ admin, templateId } = await trainerWithTemplate(site, "Her own plan"));
});
afterAll(() => site?.close());

/** A client with the plan from Monday, her squats logged on Monday and rows on Wednesday, and a comment on Monday. */
async function clientWhoTrained(email: string) {
  const her = await clientWithPlan(site, admin, email, templateId, "2026-11-16");
  const log = (planExerciseId: number, day: string, weightLb: number) =>
    her.client.trpc.training.logExercise.mutate({
      id: crypto.randomUUID(),
      planExerciseId,
      day,
      sets: [{ reps: 10, weightLb }],
      effort: 6,
    });
  await log(plannedExercise(her.plan, 0, "Goblet Squat"), "2026-11-16", 20);
  await log(plannedExercise(her.plan, 2, "Bent-Over Row"), "2026-11-18", 15);
  await admin.trpc.admin.training.comment.mutate({ userId: her.userId, day: "2026-11-16", body: "Lovely depth." });
  return her;
}

describe("her training as her data", () => {
  it("is in her download, hers only: plans with dated workouts and prescriptions, logs and comments", async () => {
    const ana = await clientWhoTrained("ana.data@example.com");
    await clientWhoTrained("bea.data@example.com");
    const answer = await ana.client.get("/api/portal/my-data.json");
    expect(answer.status).toBe(200);
    const file = myDataFile.parse(JSON.parse(answer.text));
    expect(file.trainingPlans).toEqual([
      {
        id: ana.plan.id,
        title: "Her own plan",
        startsOn: "2026-11-16",
        archivedAt: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(file.plannedWorkouts.map((workout) => [workout.planId, workout.date, workout.title])).toEqual([
      [ana.plan.id, "2026-11-16", "Legs"],
      [ana.plan.id, "2026-11-18", "Upper body"],
    ]);
    expect(file.plannedExercises.map((row) => [row.exerciseName, row.sets, row.reps, row.weightLb])).toEqual([
      ["Goblet Squat", 3, "8–12", "20.0"],
      ["Glute Bridge", 3, "12", null],
      ["Bent-Over Row", 3, "10", "15.0"],
      ["Wall Push-Up", 2, "10", null],
    ]);
    expect(file.exerciseLogs.map((log) => [log.day, log.exerciseName, log.sets, log.effort, log.volumeLb])).toEqual([
      ["2026-11-16", "Goblet Squat", [{ reps: 10, weightLb: 20 }], 6, "200.0"],
      ["2026-11-18", "Bent-Over Row", [{ reps: 10, weightLb: 15 }], 6, "150.0"],
    ]);
    expect(file.workoutComments).toEqual([
      { id: expect.any(Number), day: "2026-11-16", comment: "Lovely depth.", createdAt: expect.any(String) },
    ]);

    // The spreadsheets, named and headed in the language of the page she asked from.
    const zip = await fetch(`${site.url}/api/portal/my-data.zip`, {
      headers: {
        cookie: [...ana.client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        [SITE_LANGUAGE_HEADER]: "es",
      },
    });
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const logs = strFromU8(files["registro de ejercicios.csv"] ?? new Uint8Array());
    expect(logs.split("\n")[0]).toBe(
      "ID,Día,Ejercicio,Series,Esfuerzo (1 a 10),Mejor peso (lb),Volumen (lb),Último cambio",
    );
    expect(logs).toContain("Goblet Squat");
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        "planes de entrenamiento.csv",
        "entrenamientos planificados.csv",
        "ejercicios planificados.csv",
        "comentarios de tu entrenadora.csv",
      ]),
    );
  });

  it("goes when she erases her data, the template and other clients' training kept", async () => {
    const cara = await clientWhoTrained("cara.data@example.com");
    const dora = await clientWhoTrained("dora.data@example.com");
    const workoutIds = cara.plan.workouts.map((workout) => workout.id);
    await cara.client.trpc.portal.sendEraseCode.mutate();
    await cara.client.trpc.portal.eraseMyData.mutate({ code: await latestCode(site, "cara.data@example.com") });

    expect(await site.db.$count(trainingPlans, eq(trainingPlans.userId, cara.userId))).toBe(0);
    expect(await site.db.$count(planWorkouts, inArray(planWorkouts.id, workoutIds))).toBe(0);
    expect(await site.db.$count(planExercises, inArray(planExercises.workoutId, workoutIds))).toBe(0);
    expect(await site.db.$count(exerciseLogs, eq(exerciseLogs.userId, cara.userId))).toBe(0);
    expect(await site.db.$count(workoutComments, eq(workoutComments.userId, cara.userId))).toBe(0);
    expect(await site.db.$count(adminAudit, eq(adminAudit.clientEmail, "cara.data@example.com"))).toBe(0);

    expect(await site.db.$count(exerciseLogs, eq(exerciseLogs.userId, dora.userId))).toBe(2);
    expect(await site.db.$count(workoutComments, eq(workoutComments.userId, dora.userId))).toBe(1);
    const template = await admin.trpc.admin.training.templates.get.query({ id: templateId });
    expect(template.workouts).toHaveLength(2);
  });
});

describe("her tracker's streak", () => {
  it("counts a day she logged an exercise as a day she moved", async () => {
    const eva = await clientWithPlan(site, admin, "eva.data@example.com", templateId, "2026-11-16");
    expect((await eva.client.trpc.progress.streak.query({})).data.streak).toBe(0);
    const squat = plannedExercise(eva.plan, 0, "Goblet Squat");
    for (const day of ["2026-11-17", "2026-11-18", TODAY])
      await eva.client.trpc.training.logExercise.mutate({
        id: crypto.randomUUID(),
        planExerciseId: squat,
        day,
        sets: [{ reps: 10, weightLb: 20 }],
      });
    expect((await eva.client.trpc.progress.streak.query({})).data).toEqual({ streak: 3, emoji: "🔥" });
    // A tracker entry on a day between logged ones joins them; saving today's counts the logged days too.
    const saved = await eva.client.trpc.progress.save.mutate({ moodRating: 4, energyLevel: 4 });
    expect(saved.streak.streak).toBe(3);
  });
});
