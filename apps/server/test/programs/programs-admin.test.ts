// The trainer's programs and Workouts of the Day, through the real server on both databases.
import { randomUUID } from "node:crypto";
import { packages, workoutContent } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  buyPackage,
  failedWith,
  type HttpClient,
  signInAdmin,
  signInClient,
  startTestServer,
  type TestServer,
  type Trpc,
  trpcError,
} from "../harness";

let site: TestServer;
let admin: HttpClient;
beforeAll(async () => {
  site = await startTestServer();
  admin = await signInAdmin(site);
});
afterAll(() => site.close());

type WorkoutInput = Parameters<Trpc["admin"]["programs"]["publishWorkout"]["mutate"]>[0];
// By name, for input the procedure's own type refuses (a difficulty it does not know).
const rawPublish = (input: unknown) => admin.post("/trpc/admin.programs.publishWorkout", input);

const workout = {
  title: "Strong Legs in 30",
  description: "A lower-body workout for busy days.",
  warmupInstructions: "5 minutes of marching, then 10 bodyweight squats.",
  exercises: [
    {
      exercise: "Goblet Squat",
      sets: [{ sets: 3, reps: "12", note: "slow on the way down" }],
      details: ["Chest up", "Knees over toes"],
    },
    { exercise: "Step-Up", sets: [{ sets: 3, reps: "8 each side" }], details: [] },
  ],
  cooldownInstructions: "Quad and hamstring stretches, 30 seconds each.",
  equipment: ["Dumbbell", "Step or bench"],
  difficulty: "Beginner",
  targetAreas: ["Quads", "Glutes"],
  estimatedDuration: 30,
  notes: null,
} satisfies Omit<WorkoutInput, "packageId">;

describe("the trainer's programs", () => {
  it("edits an online program's text, and her clients open the new text", async () => {
    const { bookingId } = await buyPackage(site, "reader@example.com", 4);
    const before = await admin.trpc.admin.programs.program.query({ packageId: 4 });
    expect(before.saved).toBe(true);
    const body = `${before.body}\n\nWEEK 5 (BONUS)\nA gentle deload week.`;
    const saved = await admin.trpc.admin.programs.saveProgram.mutate({
      packageId: 4,
      title: "Beginner",
      weeks: 5,
      body,
    });
    expect(saved).toMatchObject({ weeks: 5, body });
    // Saved twice, it is one program.
    await admin.trpc.admin.programs.saveProgram.mutate({ packageId: 4, title: "Beginner", weeks: 5, body });
    const { client } = await signInClient(site, "reader@example.com");
    expect((await client.get(`/api/portal/programs/${bookingId}`)).json.workoutProgram).toContain("WEEK 5 (BONUS)");
  });

  it("refuses a program for a package that is not an online program, and bad input naming the field", async () => {
    const gym = admin.trpc.admin.programs.saveProgram.mutate({ packageId: 1, title: "X", weeks: 1, body: "X" });
    expect(await failedWith(gym)).toBe(409);
    const empty = await trpcError(
      admin.trpc.admin.programs.saveProgram.mutate({ packageId: 4, title: "X", weeks: 0, body: " " }),
    );
    expect(empty.data?.httpStatus).toBe(400);
    expect(empty.data?.issues?.map((issue) => issue.path)).toEqual(["weeks", "body"]);
  });
});

describe("the trainer's Workouts of the Day", () => {
  it("publishes a new one as a $25 package, once per attempt, and visitors can buy it at once", async () => {
    const requestKey = randomUUID();
    const input = { ...workout, packageId: null, requestKey };
    const [first, second] = await Promise.all([
      admin.trpc.admin.programs.publishWorkout.mutate(input),
      admin.trpc.admin.programs.publishWorkout.mutate(input),
    ]);
    const published = first;
    expect(second).toEqual(published);
    expect(published).toMatchObject({ price: "25.00", versions: 1, active: true, packageName: "Strong Legs in 30" });
    expect(await site.db.select().from(packages).where(eq(packages.name, workout.title))).toHaveLength(1);
    await vi.waitFor(async () =>
      expect((await site.client().get(`/api/packages/${published.packageId}`)).json).toMatchObject({
        type: "workout_of_day",
        price: "25.00",
        durationMinutes: 30,
      }),
    );
  });

  it("keeps for each client the version she bought, and shows a new buyer the newest", async () => {
    const created = await admin.trpc.admin.programs.publishWorkout.mutate({
      ...workout,
      title: "Arms Day",
      packageId: null,
    });
    const { bookingId: early } = await buyPackage(site, "early@example.com", created.packageId);

    const edited = {
      ...workout,
      title: "Arms Day",
      packageId: created.packageId,
      exercises: [{ exercise: "Hammer Curl", sets: [{ sets: 3, reps: "10" }], details: [] }],
    };
    const answer = await admin.trpc.admin.programs.publishWorkout.mutate(edited);
    expect(answer.versions).toBe(2);
    // The same edit sent again is the same version.
    await admin.trpc.admin.programs.publishWorkout.mutate(edited);
    expect(
      await site.db.select().from(workoutContent).where(eq(workoutContent.packageId, created.packageId)),
    ).toHaveLength(2);

    const { bookingId: late } = await buyPackage(site, "late@example.com", created.packageId);
    const { client: earlyClient } = await signInClient(site, "early@example.com", "10.9.0.1");
    const mine = (await earlyClient.get(`/api/portal/programs/${early}`)).json;
    expect(JSON.parse(mine.workoutContent.mainWorkout)[0]).toMatchObject({
      exercise: "Goblet Squat",
      sets: [{ reps: 12 }],
    });
    expect(mine.workoutProgram).toContain("1. Goblet Squat");
    const { client: lateClient } = await signInClient(site, "late@example.com", "10.9.0.2");
    const theirs = (await lateClient.get(`/api/portal/programs/${late}`)).json;
    expect(JSON.parse(theirs.workoutContent.mainWorkout)[0]).toMatchObject({ exercise: "Hammer Curl" });

    // The editor opens on the newest version, reps as she wrote them.
    expect(await admin.trpc.admin.programs.workout.query({ packageId: created.packageId })).toMatchObject({
      versions: 2,
      exercises: [{ exercise: "Hammer Curl", sets: [{ sets: 3, reps: "10" }] }],
    });
  });

  it("opens the seeded workouts in the editor", async () => {
    const seeded = await admin.trpc.admin.programs.workout.query({ packageId: 13 });
    expect(seeded.title).toBe("Back, Hamstring & Glutes");
    expect(seeded.exercises.length).toBeGreaterThan(2);
  });

  it.each([
    ["exercises", { exercises: [] }, "Add at least one exercise"],
    ["difficulty", { difficulty: "Extreme" }, "Choose a difficulty"],
    ["estimatedDuration", { estimatedDuration: 5 }, "Duration must be 10 to 180 minutes"],
    ["title", { title: "" }, "Title is required"],
  ])("refuses a bad %s with a 400 naming it, and publishes nothing", async (field, change, message) => {
    const before = await site.db.select({ id: workoutContent.id }).from(workoutContent);
    const answer = await rawPublish({ ...workout, ...change, packageId: null });
    expect(answer.status).toBe(400);
    expect(answer.json.error.data.issues[0]).toEqual({ path: field, message });
    expect(await site.db.select({ id: workoutContent.id }).from(workoutContent)).toHaveLength(before.length);
  });

  it("publishes only onto a Workout of the Day, and only for the trainer", async () => {
    expect(await failedWith(admin.trpc.admin.programs.publishWorkout.mutate({ ...workout, packageId: 1 }))).toBe(409);
    const visitor = site.client();
    expect(await failedWith(visitor.trpc.admin.programs.publishWorkout.mutate({ ...workout, packageId: null }))).toBe(
      401,
    );
  });
});

describe("her Spanish versions", () => {
  it("open in Spanish for a client on a Spanish page, and in English, noted, where she wrote none", async () => {
    const { bookingId: programBooking } = await buyPackage(site, "lectora@example.com", 5, "Lectora", "es");
    const program = await admin.trpc.admin.programs.program.query({ packageId: 5 });
    await admin.trpc.admin.programs.saveProgram.mutate({
      ...program,
      packageId: 5,
      translations: { es: { title: "Intermedio", body: "SEMANA 1\nSentadillas con mancuerna." } },
    });
    const published = await admin.trpc.admin.programs.publishWorkout.mutate({
      ...workout,
      packageId: null,
      requestKey: randomUUID(),
      translations: { es: { title: "Piernas fuertes en 30", warmupInstructions: "5 minutos de marcha." } },
    });
    expect(published.translations).toEqual({
      es: { title: "Piernas fuertes en 30", warmupInstructions: "5 minutos de marcha." },
    });
    const { bookingId: workoutBooking } = await buyPackage(
      site,
      "lectora@example.com",
      published.packageId,
      "Lectora",
      "es",
    );
    const { client } = await signInClient(site, "lectora@example.com");
    const spanishPage = { "x-site-language": "es" };
    const open = (bookingId: number, headers: Record<string, string> = spanishPage) =>
      client.trpcWith(headers).portal.openProgram.query({ bookingId });

    expect(await open(programBooking)).toMatchObject({
      workoutProgram: "SEMANA 1\nSentadillas con mancuerna.",
      packageName: "Intermedio",
      language: "es",
    });
    const spanishWorkout = await open(workoutBooking);
    expect(spanishWorkout).toMatchObject({ packageName: "Piernas fuertes en 30", language: "es" });
    expect(spanishWorkout.workoutContent).toMatchObject({
      title: "Piernas fuertes en 30",
      warmupInstructions: "5 minutos de marcha.",
      // Not written in Spanish: her English, field by field.
      cooldownInstructions: workout.cooldownInstructions,
    });
    expect(spanishWorkout.workoutProgram).toContain("PIERNAS FUERTES EN 30");
    expect(spanishWorkout.workoutProgram).toContain("CALENTAMIENTO\n5 minutos de marcha.");
    expect(spanishWorkout.workoutProgram).toContain("Nivel: Principiante");
    expect(await open(programBooking, {})).toMatchObject({ packageName: "Intermediate", language: "en" });

    // A program she wrote no Spanish for is shown in English on a Spanish page, and says so.
    const { bookingId: advanced } = await buyPackage(site, "lectora@example.com", 12, "Lectora", "es");
    expect(await open(advanced)).toMatchObject({ language: "en", packageName: "Avanzado" });
  });
});
