import { recipes } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, ADMIN_USER, startTestServer, type TestServer } from "../harness";

let site: TestServer;
const clock = new Date("2026-11-20T14:00:00Z");
beforeAll(async () => {
  site = await startTestServer({}, { now: () => clock });
});
afterAll(() => site.close());

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
    await admin.trpc.admin.recipes.moderate.mutate({ id: shared.json.id, approved: true });
    expect((await site.client().get(`/api/recipes/${shared.json.id}`)).json.title).toBe("Lentil Salad");
    const lunch = await site.client().get("/api/recipes?category=lunch&dietType=vegan");
    expect(lunch.json.map((r: { id: number }) => r.id)).toContain(shared.json.id);
  });

  it("stores one recipe for one attempt shared twice at once, and never shows its key", async () => {
    const attempt = { ...recipe, title: "Double-Tap Soup", requestKey: crypto.randomUUID() };
    const answers = await Promise.all([1, 2].map(() => site.client().post("/api/recipes", attempt)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[1]?.json.id).toBe(answers[0]?.json.id);
    expect(await site.db.$count(recipes, eq(recipes.title, "Double-Tap Soup"))).toBe(1);
    expect(answers[0]?.json).not.toHaveProperty("requestKey");
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
