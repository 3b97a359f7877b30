import { recipes } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, ADMIN_USER, type HttpClient, signInClient, startTestServer, type TestServer } from "./harness";

let site: TestServer;
let clock = new Date("2026-11-20T14:00:00Z");
beforeAll(async () => {
  site = await startTestServer({}, { now: () => clock });
});
afterAll(() => site.close());

const signedIn = (email: string) => signInClient(site, email);

const entry = (client: HttpClient, body: Record<string, unknown>) =>
  client.post("/api/progress-tracker", {
    moodRating: 3,
    energyLevel: 3,
    workoutCompleted: true,
    workoutType: "gym",
    ...body,
  });

describe("progress tracker", () => {
  it("is private to its owner", async () => {
    const ana = await signedIn("ana.tracker@example.com");
    const bea = await signedIn("bea.tracker@example.com");
    await entry(ana.client, { notes: "ana's notes" });
    expect((await bea.client.get(`/api/progress-tracker/user/${ana.userId}`)).status).toBe(403);
    expect((await bea.client.get(`/api/progress-tracker/streak/${ana.userId}`)).status).toBe(403);
    expect((await entry(bea.client, { userId: ana.userId })).status).toBe(403);
    expect((await site.client().get(`/api/progress-tracker/user/${ana.userId}`)).status).toBe(401);
    const own = await ana.client.get(`/api/progress-tracker/user/${ana.userId}`);
    expect(own.json.data).toHaveLength(1);
    expect(own.json.data[0].notes).toBe("ana's notes");
  });

  it("keeps one entry per Miami day, builds a streak and awards achievements", async () => {
    const { client, userId } = await signedIn("cara.tracker@example.com");
    clock = new Date("2026-11-21T04:30:00Z"); // 11:30 PM on Nov 20 in Miami
    const first = await entry(client, { moodRating: 2 });
    expect(first.json.achievementEmojis).toBe("workout-complete");
    clock = new Date("2026-11-21T04:50:00Z"); // still Nov 20 in Miami: updates the same entry
    await entry(client, { moodRating: 2, workoutCompleted: false });
    expect((await client.get(`/api/progress-tracker/user/${userId}`)).json.data).toHaveLength(1);

    clock = new Date("2026-11-21T15:00:00Z");
    const second = await entry(client, { moodRating: 4 });
    expect(second.json.achievementEmojis).toBe("workout-complete,mood-improver");
    clock = new Date("2026-11-22T15:00:00Z");
    const third = await entry(client, { moodRating: 4 });
    expect(third.json.achievementEmojis).toBe("workout-complete,3-day-streak");
    const streak = await client.get(`/api/progress-tracker/streak/${userId}`);
    expect(streak.json.data).toEqual({ streak: 3, emoji: "🔥" });
  });

  it("names the rule for a bad entry", async () => {
    const { client } = await signedIn("dora.tracker@example.com");
    const bad = await entry(client, { moodRating: 9 });
    expect(bad.status).toBe(400);
    expect(bad.json.issues).toEqual([{ path: "moodRating", message: "Mood must be 1 to 5" }]);
  });
});

describe("recipes", () => {
  const recipe = {
    title: "Lentil Salad",
    description: "A protein-packed lentil salad for lunch.",
    ingredients: ["1 cup lentils", "", "1 cucumber"],
    instructions: "Cook the lentils for 20 minutes.\nChop the cucumber.\nToss everything together.",
    prepTime: 10,
    cookTime: 20,
    servings: 2,
    calories: "",
    protein: null,
    carbs: 30,
    fat: undefined,
    category: "lunch",
    dietType: "vegan",
    imageUrl: "",
    submittedBy: 0,
  };

  it("lists a dozen approved recipes and filters them", async () => {
    const all = await site.client().get("/api/recipes");
    expect(all.json.length).toBeGreaterThanOrEqual(12);
    expect(all.json[0].featured).toBe(true);
    const vegan = await site.client().get("/api/recipes?dietType=vegan");
    expect(vegan.json.every((r: { dietType: string }) => r.dietType === "vegan")).toBe(true);
    expect((await site.client().get("/api/recipes?category=pizza")).status).toBe(400);
  });

  it("stores a shared recipe with null optional numbers, hidden until the admin approves it", async () => {
    const shared = await site.client().post("/api/recipes", recipe);
    expect(shared.status).toBe(201);
    expect(shared.json).toMatchObject({
      calories: null,
      protein: null,
      carbs: 30,
      fat: null,
      ingredients: ["1 cup lentils", "1 cucumber"],
      approved: false,
      submittedBy: null,
    });
    expect(shared.json.message).toMatch(/once Carmen has reviewed it/);
    expect((await site.client().get(`/api/recipes/${shared.json.id}`)).status).toBe(404);

    const admin = site.client();
    await admin.post("/api/admin/login", { username: ADMIN_USER, password: ADMIN_PASSWORD });
    await admin.post("/trpc/admin.recipes.moderate", { id: shared.json.id, approved: true });
    expect((await site.client().get(`/api/recipes/${shared.json.id}`)).json.title).toBe("Lentil Salad");
    const lunch = await site.client().get("/api/recipes?category=lunch&dietType=vegan");
    expect(lunch.json.map((r: { id: number }) => r.id)).toContain(shared.json.id);
  });

  it("refuses bad recipes with SPEC's messages", async () => {
    const bad = await site.client().post("/api/recipes", {
      ...recipe,
      title: "Li",
      description: "short",
      instructions: "too short",
      ingredients: ["  "],
      prepTime: 0,
      category: "",
      dietType: "",
    });
    expect(bad.status).toBe(400);
    const messages = bad.json.issues.map((i: { message: string }) => i.message);
    for (const message of [
      "Title must be at least 3 characters long",
      "Description must be at least 10 characters long",
      "Instructions must be at least 30 characters long",
      "Please enter at least one ingredient",
      "Prep time must be at least 1 minute",
      "Please select a category",
      "Please select a diet type",
    ]) {
      expect(messages).toContain(message);
    }
    expect(await site.db.select().from(recipes).where(eq(recipes.title, "Li"))).toHaveLength(0);
  });
});
