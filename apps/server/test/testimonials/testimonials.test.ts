import { testimonials } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpClient, signInAdmin, startTestServer, type TestServer } from "../harness";

let site: TestServer;
beforeAll(async () => {
  site = await startTestServer();
});
afterAll(() => site.close());

describe("GET /api/testimonials", () => {
  it("returns the testimonials", async () => {
    const { status, json } = await site.client().get("/api/testimonials");
    expect(status).toBe(200);
    expect(json.length).toBeGreaterThanOrEqual(3);
    expect(json[0]).toEqual(
      expect.objectContaining({ name: expect.any(String), comment: expect.any(String), duration: expect.any(String) }),
    );
  });
});

describe("testimonials", () => {
  let admin: HttpClient;
  beforeAll(async () => {
    admin = await signInAdmin(site);
  });

  it("adds, edits and deletes a testimonial with SPEC's validation", async () => {
    const bad = await admin.post("/api/testimonials", { name: "A", age: 17, comment: "short", duration: "1 m" });
    expect(bad.json.issues.map((i: { message: string }) => i.message)).toEqual([
      "Name must be at least 2 characters",
      "Age must be at least 18",
      "Comment must be at least 20 characters",
      "Duration must be at least 5 characters",
    ]);
    const created = await admin.post("/api/testimonials", {
      name: "Gina",
      age: 48,
      comment: "Carmen changed how I feel about my body at 48.",
      duration: "Client for 6 months",
      beforeImagePath: "/uploads/a.webp",
    });
    expect(created.json).toMatchObject({ name: "Gina", age: 48, afterImagePath: null });
    const updated = await admin.request("PUT", `/api/testimonials/${created.json.id}`, {
      ...created.json,
      name: "Gina R.",
    });
    expect(updated.json.name).toBe("Gina R.");
    expect((await admin.request("DELETE", `/api/testimonials/${created.json.id}`)).status).toBe(200);
    expect(await site.db.select().from(testimonials).where(eq(testimonials.id, created.json.id))).toHaveLength(0);
  });
});

describe("her Spanish version of a testimonial", () => {
  let admin: HttpClient;
  beforeAll(async () => {
    admin = await signInAdmin(site);
  });

  const english = {
    name: "Marisol",
    age: 52,
    comment: "Three mornings a week with Carmen and I climb the stairs without stopping.",
    duration: "Client for 8 months",
    transformationDescription: "Down two sizes",
  };
  const spanish = {
    comment: "Tres mañanas a la semana con Carmen y ya subo las escaleras sin parar.",
    duration: "Clienta desde hace 8 meses",
    transformationDescription: "Dos tallas menos",
  };
  const listed = async (headers: Record<string, string>, id: number) =>
    (await site.client().get("/api/testimonials", headers)).json.find((item: { id: number }) => item.id === id);

  it("saves her Spanish fields and a Spanish reader gets them, with the English where she wrote none", async () => {
    const created = await admin.post("/api/testimonials", { ...english, translations: { es: spanish } });
    expect(created.status).toBe(200);
    expect(created.json.translations).toEqual({ es: spanish });
    expect(await listed({ "accept-language": "es" }, created.json.id)).toMatchObject({ ...spanish, language: "es" });
    expect(await site.trpc.testimonials.list.query({ language: "es" })).toContainEqual(
      expect.objectContaining({ id: created.json.id, ...spanish, language: "es" }),
    );
    expect(await listed({}, created.json.id)).toMatchObject({ ...english, language: "en" });

    // Only the duration in Spanish: the comment and transformation stay English, and the page is told so.
    const partial = await admin.request("PUT", `/api/testimonials/${created.json.id}`, {
      ...english,
      translations: { es: { comment: " ", duration: spanish.duration, transformationDescription: "" } },
    });
    expect(partial.json.translations).toEqual({ es: { duration: spanish.duration } });
    expect(await listed({ "x-site-language": "es" }, created.json.id)).toMatchObject({
      comment: english.comment,
      duration: spanish.duration,
      transformationDescription: english.transformationDescription,
      language: "en",
    });

    // An edit that leaves translations out keeps them.
    const kept = await admin.request("PUT", `/api/testimonials/${created.json.id}`, { ...english, name: "Marisol R." });
    expect(kept.json.translations).toEqual({ es: { duration: spanish.duration } });
    const [row] = await site.db.select().from(testimonials).where(eq(testimonials.id, created.json.id));
    expect(row?.translations).toEqual({ es: { duration: spanish.duration } });
    await admin.request("DELETE", `/api/testimonials/${created.json.id}`);
  });

  it("refuses a Spanish field too long or not text, naming it", async () => {
    const tooLong = await admin.post("/api/testimonials", {
      ...english,
      translations: { es: { comment: "x".repeat(2001) } },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.issues).toContainEqual(
      expect.objectContaining({ path: "translations.es.comment", message: "Comment must be at most 2000 characters" }),
    );
    const notText = await admin.post("/api/testimonials", { ...english, translations: { es: { duration: 8 } } });
    expect(notText.status).toBe(400);
    expect(notText.json.issues).toContainEqual(expect.objectContaining({ path: "translations.es.duration" }));
  });
});
