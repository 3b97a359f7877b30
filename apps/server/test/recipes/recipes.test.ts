import { recipes } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, ADMIN_USER, failedWith, signInAdmin, startTestServer, type TestServer } from "../harness";

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

  it("shows each seeded recipe in the trainer's Spanish on a Spanish page, and the English on an English one", async () => {
    const spanish = await site.client().get("/api/recipes", { "x-site-language": "es" });
    const english = await site.client().get("/api/recipes");
    expect(spanish.json.length).toBe(english.json.length);
    // Every one but the recipe a client shared above, which she has not translated.
    const seeded = spanish.json.filter((one: { description: string }) => one.description !== recipe.description);
    expect(seeded.length).toBeGreaterThanOrEqual(12);
    for (const one of seeded) expect(one).toMatchObject({ language: "es" });
    for (const recipe of english.json) expect(recipe).toMatchObject({ language: "en" });
    const bowl = (list: { title: string; id: number }[], title: string) => list.find((r) => r.title === title);
    const yogurt = bowl(english.json, "Greek Yogurt Protein Bowl");
    expect(yogurt).toBeDefined();
    const inSpanish = await site.client().get(`/api/recipes/${yogurt?.id}?language=es`);
    expect(inSpanish.json).toMatchObject({
      title: "Bowl de yogur griego con proteína",
      ingredients: expect.arrayContaining(["1 taza de yogur griego natural", "1 cdita de miel"]),
      language: "es",
      prepTime: 5,
    });
    expect(inSpanish.json.ingredients).toHaveLength(5);
    expect(inSpanish.json.instructions.split("\n")).toHaveLength(3);
    expect(inSpanish.json).not.toHaveProperty("translations");
    // The language asked for beats the page's header, as the Spanish list's own query asks it.
    expect(
      (await site.client().get(`/api/recipes/${yogurt?.id}?language=en`, { "x-site-language": "es" })).json.title,
    ).toBe("Greek Yogurt Protein Bowl");
  });

  it("keeps the Spanish version she writes, shows it on the Spanish site, and shows the English where she wrote none", async () => {
    const admin = await signInAdmin(site);
    const shared = await site.client().post("/api/recipes", { ...recipe, title: "Black Bean Tacos" });
    await admin.trpc.admin.recipes.moderate.mutate({ id: shared.json.id, approved: true });
    const before = await site.client().get(`/api/recipes/${shared.json.id}?language=es`);
    expect(before.json).toMatchObject({ title: "Black Bean Tacos", language: "en" });

    const version = {
      id: shared.json.id,
      translations: {
        es: {
          title: "Tacos de frijoles negros",
          description: " ",
          ingredients: "1 taza de lentejas\n\n 1 pepino ",
          instructions: "",
        },
      },
    };
    const [saved, again] = await Promise.all([
      admin.trpc.admin.recipes.translate.mutate(version),
      admin.trpc.admin.recipes.translate.mutate(version),
    ]);
    // Fields left empty are not kept: the English shows in their place.
    expect(saved.translations).toEqual({
      es: { title: "Tacos de frijoles negros", ingredients: "1 taza de lentejas\n\n 1 pepino" },
    });
    expect(again.translations).toEqual(saved.translations);
    const after = await site.client().get(`/api/recipes/${shared.json.id}?language=es`);
    expect(after.json).toMatchObject({
      title: "Tacos de frijoles negros",
      description: recipe.description,
      ingredients: ["1 taza de lentejas", "1 pepino"],
      instructions: recipe.instructions,
      language: "es",
    });
    expect((await site.client().get(`/api/recipes/${shared.json.id}`)).json.title).toBe("Black Bean Tacos");
    expect((await admin.trpc.admin.recipes.list.query()).find((r) => r.id === shared.json.id)?.translations).toEqual(
      saved.translations,
    );

    // Too long a version is refused naming the field, and changes nothing; a recipe that is not there is 404.
    const long = await admin.post("/trpc/admin.recipes.translate", {
      id: shared.json.id,
      translations: { es: { title: "T".repeat(2001) } },
    });
    expect(long.status).toBe(400);
    expect(long.json.error.data.issues[0].path).toBe("translations.es.title");
    expect((await site.client().get(`/api/recipes/${shared.json.id}?language=es`)).json.title).toBe(
      "Tacos de frijoles negros",
    );
    expect(await failedWith(admin.trpc.admin.recipes.translate.mutate({ ...version, id: 999_999 }))).toBe(404);
    // Only the trainer writes it.
    expect(await failedWith(site.client().trpc.admin.recipes.translate.mutate(version))).toBe(401);
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
