// Workouts of the Day and online programs built from the trainer's exercise library, through the real server on both
// databases: a workout's exercises picked from the library keep its id (never in the text a client downloads), the
// server refuses an exercise that is not one in use, a client's answer carries the library's picture, demo link,
// name and cues in her language, and a program's editor reads the plan template its buyers also get.
import { randomUUID } from "node:crypto";
import { exercises, workoutContent } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buyPackage,
  type HttpClient,
  latestCode,
  signInAdmin,
  startTestServer,
  type TestServer,
  type Trpc,
  trpcError,
} from "../harness";

let site: TestServer;
let admin: HttpClient;
/** The seeded library's Goblet Squat, and one she adds with a picture, a demo link and her Spanish. */
let squat: { id: number; cues: string[]; cuesEs: string[] };
let carry: number;
beforeAll(async () => {
  site = await startTestServer();
  admin = await signInAdmin(site);
  const [seeded] = await site.db.select().from(exercises).where(eq(exercises.name, "Goblet Squat"));
  if (!seeded) throw new Error("The seeded library has no Goblet Squat");
  squat = { id: seeded.id, cues: seeded.cues.split("\n"), cuesEs: (seeded.translations.es?.cues ?? "").split("\n") };
  carry = (
    await admin.trpc.admin.exercises.create.mutate({
      name: "Suitcase Carry",
      cues: "Hold one weight at your side\nStand tall, don't lean",
      equipment: ["kettlebell"],
      muscleGroups: ["core"],
      imageUrl: "/uploads/suitcase-carry.webp",
      videoUrl: "https://www.youtube.com/watch?v=carry123",
      translations: { es: { name: "Paseo con maleta", cues: "Sostén una pesa a un lado\nErguida, sin inclinarte" } },
    })
  ).id;
});
afterAll(() => site.close());

type WorkoutInput = Parameters<Trpc["admin"]["programs"]["publishWorkout"]["mutate"]>[0];

const workout = (exercisesOf: WorkoutInput["exercises"]) =>
  ({
    title: "Carry & Squat",
    description: "Strength for everyday lifting.",
    warmupInstructions: "March in place for 3 minutes.",
    exercises: exercisesOf,
    cooldownInstructions: "Hip flexor stretch, 30 seconds each side.",
    equipment: ["Kettlebell"],
    difficulty: "Intermediate",
    targetAreas: ["Legs", "Core"],
    estimatedDuration: 25,
    notes: null,
  }) satisfies Omit<WorkoutInput, "packageId">;

/** Picked from the library: its name (changed here), its cues as the details; then one typed by hand. */
const picked = () => [
  { exercise: "Goblet Squat (slow)", exerciseId: squat.id, sets: [{ sets: 3, reps: "10" }], details: squat.cues },
  { exercise: "Dead Hang", sets: [{ sets: 2, reps: "20 seconds" }], details: ["Shoulders down"] },
  {
    exercise: "Suitcase Carry",
    exerciseId: carry,
    sets: [{ sets: 3, reps: "40 steps", note: "each side" }],
    details: ["Walk slowly"],
  },
];

const versionsOf = async (packageId: number) =>
  site.db.select().from(workoutContent).where(eq(workoutContent.packageId, packageId));

/** The issue paths and messages of a refused publish. */
async function refused(call: Promise<unknown>) {
  const error = await trpcError(call);
  expect(error.data?.httpStatus).toBe(400);
  return error.data?.issues;
}

/** Her code, proven over SPEC's REST path: the verified answer, in the language her browser asks for. */
async function verifiedOverRest(email: string, ip: string, language: string) {
  const client = site.client();
  await client.post("/api/send-verification-code", { email }, { "x-forwarded-for": ip });
  const code = await latestCode(site, email);
  return client.post("/api/verify-and-get-program", { email, code }, { "accept-language": language });
}

describe("a Workout of the Day built from the exercise library", () => {
  it("is published with each picked exercise's library id kept, and its text reads as before", async () => {
    const published = await admin.trpc.admin.programs.publishWorkout.mutate({
      ...workout(picked()),
      packageId: null,
      requestKey: randomUUID(),
    });
    const [stored] = await versionsOf(published.packageId);
    expect(JSON.parse(stored?.mainWorkout ?? "[]")).toEqual([
      { exercise: "Goblet Squat (slow)", exerciseId: squat.id, sets: [{ sets: 3, reps: 10 }], details: squat.cues },
      { exercise: "Dead Hang", sets: [{ sets: 2, reps: "20 seconds" }], details: ["Shoulders down"] },
      {
        exercise: "Suitcase Carry",
        exerciseId: carry,
        sets: [{ sets: 3, reps: "40 steps", note: "each side" }],
        details: ["Walk slowly"],
      },
    ]);

    // The editor opens it with the picks, and what the library says of them.
    const opened = await admin.trpc.admin.programs.workout.query({ packageId: published.packageId });
    expect(opened.exercises.map((item) => item.exerciseId)).toEqual([squat.id, undefined, carry]);
    expect(opened.library).toEqual(
      expect.arrayContaining([
        {
          id: carry,
          name: "Suitcase Carry",
          cues: "Hold one weight at your side\nStand tall, don't lean",
          imageUrl: "/uploads/suitcase-carry.webp",
          videoUrl: "https://www.youtube.com/watch?v=carry123",
          archived: false,
        },
        expect.objectContaining({ id: squat.id, name: "Goblet Squat", imageUrl: null, archived: false }),
      ]),
    );
    expect(opened.library).toHaveLength(2);

    // The same publish again is the same version: the ids are part of what is compared.
    await admin.trpc.admin.programs.publishWorkout.mutate({ ...workout(picked()), packageId: published.packageId });
    expect(await versionsOf(published.packageId)).toHaveLength(1);
  });

  it("refuses an exercise that is not in the library, or archived, naming its field, and publishes nothing", async () => {
    const before = (await site.db.select({ id: workoutContent.id }).from(workoutContent)).length;
    const unknown = picked();
    unknown[2] = { ...unknown[2], exerciseId: 999_999 } as (typeof unknown)[number];
    expect(
      await refused(
        admin.trpc.admin.programs.publishWorkout.mutate({
          ...workout(unknown),
          packageId: null,
          requestKey: randomUUID(),
        }),
      ),
    ).toEqual([{ path: "exercises.2.exerciseId", message: "This exercise is not in the library" }]);

    const { id: bridge } = await admin.trpc.admin.exercises.create.mutate({
      name: "Banded Bridge",
      cues: "Band above the knees",
      equipment: ["resistance_band"],
      muscleGroups: ["glutes"],
      imageUrl: null,
      videoUrl: null,
    });
    await admin.trpc.admin.exercises.archive.mutate({ id: bridge });
    const archived = [{ exercise: "Banded Bridge", exerciseId: bridge, sets: [], details: [] }];
    expect(
      await refused(
        admin.trpc.admin.programs.publishWorkout.mutate({
          ...workout(archived),
          packageId: null,
          requestKey: randomUUID(),
        }),
      ),
    ).toEqual([
      { path: "exercises.0.exerciseId", message: "This exercise is archived: restore it in the library to use it" },
    ]);
    // By REST's name too, the answer is a 400 naming the field.
    const raw = await admin.post("/trpc/admin.programs.publishWorkout", {
      ...workout(archived),
      packageId: null,
    });
    expect(raw.status).toBe(400);
    expect(raw.json.error.data.issues[0].path).toBe("exercises.0.exerciseId");
    expect(await site.db.select({ id: workoutContent.id }).from(workoutContent)).toHaveLength(before);
  });

  it("keeps in an edit a pick archived since it was published, and refuses it as a new pick", async () => {
    const { id: lunge } = await admin.trpc.admin.exercises.create.mutate({
      name: "Reverse Lunge",
      cues: "Step back, knee soft to the floor",
      equipment: ["bodyweight"],
      muscleGroups: ["quads", "glutes"],
      imageUrl: null,
      videoUrl: null,
    });
    const lunges = [{ exercise: "Reverse Lunge", exerciseId: lunge, sets: [{ sets: 2, reps: "8" }], details: [] }];
    const published = await admin.trpc.admin.programs.publishWorkout.mutate({
      ...workout(lunges),
      title: "Lunge Day",
      packageId: null,
      requestKey: randomUUID(),
    });
    await admin.trpc.admin.exercises.archive.mutate({ id: lunge });
    // Her edit of the rest goes through with the archived exercise where it was.
    const edited = await admin.trpc.admin.programs.publishWorkout.mutate({
      ...workout(lunges),
      title: "Lunge Day",
      notes: "Hold a wall if you need to.",
      packageId: published.packageId,
    });
    expect(edited).toMatchObject({ versions: 2, library: [expect.objectContaining({ id: lunge, archived: true })] });
    // Another workout cannot pick it.
    expect(
      await refused(
        admin.trpc.admin.programs.publishWorkout.mutate({
          ...workout(lunges),
          title: "Lunge Day 2",
          packageId: null,
          requestKey: randomUUID(),
        }),
      ),
    ).toEqual([
      { path: "exercises.0.exerciseId", message: "This exercise is archived: restore it in the library to use it" },
    ]);
  });
});

describe("a client's answer for a Workout of the Day built from the library", () => {
  let packageId: number;
  beforeAll(async () => {
    ({ packageId } = await admin.trpc.admin.programs.publishWorkout.mutate({
      ...workout(picked()),
      title: "Carry & Squat for Two",
      packageId: null,
      requestKey: randomUUID(),
      translations: { es: { title: "Paseo y sentadilla" } },
    }));
  });

  it("carries the library's picture, demo link, name and cues in English, beside SPEC's unchanged fields", async () => {
    await buyPackage(site, "lifter@example.com", packageId);
    const { status, json } = await verifiedOverRest("lifter@example.com", "10.31.0.1", "en-US,en;q=0.9");
    expect(status).toBe(200);
    expect(json).toMatchObject({ type: "workout_of_day", packageName: "Carry & Squat for Two", language: "en" });
    // SPEC's list names no library id: the answer carries them apart.
    expect(json.workoutContent.mainWorkout).not.toContain("exerciseId");
    expect(JSON.parse(json.workoutContent.mainWorkout)[0]).toEqual({
      exercise: "Goblet Squat (slow)",
      sets: [{ sets: 3, reps: 10 }],
      details: squat.cues,
    });
    expect(json.workoutProgram).toContain("1. Goblet Squat (slow)\n   3 × 10\n   - Hold the weight at your chest");
    expect(json.workoutProgram).not.toMatch(/exerciseId|\b999|squat\.id/);
    expect(json.libraryExercises).toEqual([
      {
        exerciseId: squat.id,
        name: "Goblet Squat",
        language: "en",
        cues: squat.cues,
        cuesLanguage: "en",
        imageUrl: null,
        videoUrl: null,
        detailsAreCues: true,
      },
      null,
      {
        exerciseId: carry,
        name: "Suitcase Carry",
        language: "en",
        cues: ["Hold one weight at your side", "Stand tall, don't lean"],
        cuesLanguage: "en",
        imageUrl: "/uploads/suitcase-carry.webp",
        videoUrl: "https://www.youtube.com/watch?v=carry123",
        detailsAreCues: false,
      },
    ]);
  });

  it("carries her Spanish name and cues to a Spanish reader, on SPEC's path and on her signed-in page", async () => {
    const { bookingId } = await buyPackage(site, "lectora.wod@example.com", packageId, "Lectora", "es");
    const { json } = await verifiedOverRest("lectora.wod@example.com", "10.31.0.2", "es-US,es;q=0.9");
    expect(json).toMatchObject({ packageName: "Paseo y sentadilla", language: "es" });
    const spanish = [
      expect.objectContaining({
        exerciseId: squat.id,
        name: "Sentadilla goblet",
        language: "es",
        cues: squat.cuesEs,
        cuesLanguage: "es",
        detailsAreCues: true,
      }),
      null,
      expect.objectContaining({
        exerciseId: carry,
        name: "Paseo con maleta",
        language: "es",
        cues: ["Sostén una pesa a un lado", "Erguida, sin inclinarte"],
        imageUrl: "/uploads/suitcase-carry.webp",
        videoUrl: "https://www.youtube.com/watch?v=carry123",
      }),
    ];
    expect(json.libraryExercises).toEqual(spanish);

    // Signed in by that answer, her page (tRPC, in the page's language) opens the same.
    const client = site.client();
    await client.post(
      "/api/send-verification-code",
      { email: "lectora.wod@example.com" },
      { "x-forwarded-for": "10.31.0.3" },
    );
    await client.trpc.portal.verify.mutate({
      email: "lectora.wod@example.com",
      code: await latestCode(site, "lectora.wod@example.com"),
    });
    const opened = await client.trpcWith({ "x-site-language": "es" }).portal.openProgram.query({ bookingId });
    expect(opened.libraryExercises).toEqual(spanish);
    const english = await client.trpc.portal.openProgram.query({ bookingId });
    expect(english.libraryExercises[2]).toMatchObject({ name: "Suitcase Carry", language: "en" });
  });

  it("answers a program, and a workout typed by hand, with no library facts", async () => {
    const { bookingId: program } = await buyPackage(site, "plain@example.com", 4);
    const { bookingId: seeded } = await buyPackage(site, "plain@example.com", 13);
    const client = site.client();
    await client.post(
      "/api/send-verification-code",
      { email: "plain@example.com" },
      { "x-forwarded-for": "10.31.0.4" },
    );
    await client.trpc.portal.verify.mutate({
      email: "plain@example.com",
      code: await latestCode(site, "plain@example.com"),
    });
    expect((await client.trpc.portal.openProgram.query({ bookingId: program })).libraryExercises).toEqual([]);
    expect((await client.trpc.portal.openProgram.query({ bookingId: seeded })).libraryExercises).toEqual([]);
  });
});

describe("an online program's editor", () => {
  it("reads the plan template its buyers also get, in English and her Spanish, and none when none is linked", async () => {
    expect((await admin.trpc.admin.programs.program.query({ packageId: 4 })).plan).toBeNull();
    const templates = await admin.trpc.admin.training.templates.list.query({ search: "Strong Foundations" });
    const template = templates.items[0];
    if (!template) throw new Error("No seeded template to link");
    await admin.trpc.admin.training.templates.link.mutate({ id: template.id, packageId: 4 });

    const { plan } = await admin.trpc.admin.programs.program.query({ packageId: 4 });
    expect(plan).toMatchObject({ id: template.id, title: template.title });
    expect(plan?.translations.es?.title).toBeTruthy();
    const first = plan?.workouts[0];
    expect(first).toMatchObject({
      day: 0,
      title: "Legs and core",
      translations: { es: { title: "Piernas y abdomen" } },
    });
    expect(first?.exercises[0]).toMatchObject({ name: "Sit-to-Stand", sets: 3, reps: "10", restSeconds: 60 });
    expect(first?.exercises[0]?.translations.es?.name).toBeTruthy();
    // Every workout of the four weeks, in day order.
    const days = plan?.workouts.map((item) => item.day) ?? [];
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(Math.max(...days)).toBeGreaterThanOrEqual(21);

    // Unlinked (or archived), the program has none again; another program never had it.
    expect((await admin.trpc.admin.programs.program.query({ packageId: 5 })).plan).toBeNull();
    await admin.trpc.admin.training.templates.link.mutate({ id: template.id, packageId: null });
    expect((await admin.trpc.admin.programs.program.query({ packageId: 4 })).plan).toBeNull();
  });
});
