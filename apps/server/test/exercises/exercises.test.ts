// The trainer's exercise library, through the real server on both databases: her adds and edits, the list found by
// name in either language and filtered by muscle group and equipment a page at a time, archive and restore.
import { randomUUID } from "node:crypto";
import { exercises } from "@studio/db";
import { MAX_PAGE_SIZE } from "@studio/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
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

const library = (client: HttpClient) => client.trpc.admin.exercises;

const newExercise = {
  name: "Suitcase Carry",
  cues: "Hold one weight at your side\nStand tall, don't lean",
  equipment: ["kettlebell"],
  muscleGroups: ["core", "full_body"],
  imageUrl: "/uploads/suitcase.webp",
  videoUrl: "https://www.youtube.com/watch?v=abc123",
  translations: { es: { name: "Paseo con maleta", cues: "Sostén una pesa a un lado\nErguida, sin inclinarte" } },
} satisfies Parameters<Trpc["admin"]["exercises"]["create"]["mutate"]>[0];

/** The issues' paths of a refused call. */
const refusedFields = async (call: Promise<unknown>) => {
  const error = await trpcError(call);
  expect(error.data?.httpStatus).toBe(400);
  return (error.data?.issues ?? []).map((issue) => issue.path);
};

describe("the trainer's exercise library", () => {
  it("starts with the seeded library, in name order, each with a Spanish name", async () => {
    const page = await library(admin).list.query({ pageSize: 100 });
    expect(page.total).toBe(20);
    const names = page.items.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names).toContain("Goblet Squat");
    expect(page.items.every((item) => item.translations.es?.name)).toBe(true);
  });

  it("adds an exercise once per attempt, with her Spanish version, and gets it back", async () => {
    const requestKey = randomUUID();
    const [created, twin] = await Promise.all([
      library(admin).create.mutate({ ...newExercise, requestKey }),
      library(admin).create.mutate({ ...newExercise, requestKey }),
    ]);
    expect(twin).toEqual(created);
    expect(created).toMatchObject({
      name: "Suitcase Carry",
      equipment: ["kettlebell"],
      muscleGroups: ["core", "full_body"],
      videoUrl: newExercise.videoUrl,
      translations: newExercise.translations,
      archivedAt: null,
    });
    expect(await site.db.select().from(exercises).where(eq(exercises.name, "Suitcase Carry"))).toHaveLength(1);
    expect(await library(admin).get.query({ id: created.id })).toEqual(created);
  });

  it("finds exercises by part of a name in either language, in any case", async () => {
    const english = await library(admin).list.query({ search: "SUITCASE" });
    expect(english.items.map((item) => item.name)).toEqual(["Suitcase Carry"]);
    const spanish = await library(admin).list.query({ search: "maleta" });
    expect(spanish.items.map((item) => item.name)).toEqual(["Suitcase Carry"]);
    const literal = await library(admin).list.query({ search: "%" });
    expect(literal.total).toBe(0);
  });

  it("filters by muscle group and by equipment, together with the search", async () => {
    const balance = await library(admin).list.query({ muscleGroup: "mobility_balance", pageSize: 100 });
    expect(balance.total).toBeGreaterThan(0);
    expect(balance.items.every((item) => item.muscleGroups.includes("mobility_balance"))).toBe(true);
    expect(balance.items.map((item) => item.name)).toContain("Single-Leg Balance");

    const bands = await library(admin).list.query({ equipment: "resistance_band", pageSize: 100 });
    expect(bands.items.map((item) => item.name).sort()).toEqual(
      ["Band Pull-Apart", "Lateral Band Walk", "Pallof Press"].sort(),
    );
    const both = await library(admin).list.query({ muscleGroup: "core", equipment: "resistance_band" });
    expect(both.items.map((item) => item.name)).toEqual(["Pallof Press"]);
    const searched = await library(admin).list.query({ muscleGroup: "glutes", search: "bridge" });
    expect(searched.items.map((item) => item.name)).toEqual(["Glute Bridge"]);
  });

  it("cuts the list into pages in the database, with the count the pager needs", async () => {
    const first = await library(admin).list.query({ pageSize: 5 });
    expect(first).toMatchObject({ total: 21, page: 1, pageSize: 5, pageCount: 5 });
    expect(first.items).toHaveLength(5);
    const last = await library(admin).list.query({ pageSize: 5, page: 5 });
    expect(last.items).toHaveLength(1);
    const second = await library(admin).list.query({ pageSize: 5, page: 2 });
    expect(second.items.map((item) => item.id)).not.toContain(first.items[0]?.id);
    const past = await library(admin).list.query({ pageSize: 5, page: 9 });
    expect(past).toMatchObject({ items: [], total: 21 });
    expect(await refusedFields(library(admin).list.query({ pageSize: MAX_PAGE_SIZE + 1 }))).toEqual(["pageSize"]);
    expect(await refusedFields(library(admin).list.query({ page: 0 }))).toEqual(["page"]);
  });

  it("saves her edit whole, Spanish included, and the same save twice is the same exercise", async () => {
    const [found] = (await library(admin).list.query({ search: "Suitcase" })).items;
    if (!found) throw new Error("No Suitcase Carry");
    const edit = {
      ...newExercise,
      id: found.id,
      cues: "One weight at your side\nShoulders level",
      equipment: ["dumbbells", "kettlebell"],
      videoUrl: "",
      translations: { es: { name: "Paseo de maleta", cues: "" } },
    } satisfies Parameters<Trpc["admin"]["exercises"]["update"]["mutate"]>[0];
    const saved = await library(admin).update.mutate(edit);
    expect(saved).toMatchObject({
      cues: edit.cues,
      equipment: ["dumbbells", "kettlebell"],
      videoUrl: null,
      translations: { es: { name: "Paseo de maleta" } },
    });
    const again = await library(admin).update.mutate(edit);
    expect({ ...again, updatedAt: null }).toEqual({ ...saved, updatedAt: null });
  });

  it("refuses a second live exercise of the same name, in any case, naming the field", async () => {
    const twin = await trpcError(library(admin).create.mutate({ ...newExercise, name: "  goblet SQUAT " }));
    expect(twin.data?.httpStatus).toBe(400);
    expect(twin.data?.issues?.map((issue) => issue.path)).toEqual(["name"]);
    expect(twin.message).toMatch(/already in the library/);

    const [hipThrust] = (await library(admin).list.query({ search: "Hip Thrust" })).items;
    if (!hipThrust) throw new Error("No Hip Thrust");
    expect(
      await refusedFields(library(admin).update.mutate({ ...newExercise, id: hipThrust.id, name: "Goblet squat" })),
    ).toEqual(["name"]);
  });

  it("archives and restores: hidden from the list unless asked, its name free while archived", async () => {
    const [calf] = (await library(admin).list.query({ search: "Calf Raise" })).items;
    if (!calf) throw new Error("No Calf Raise");
    const archived = await library(admin).archive.mutate({ id: calf.id });
    expect(archived.archivedAt).not.toBeNull();
    const again = await library(admin).archive.mutate({ id: calf.id });
    expect(again.archivedAt).toEqual(archived.archivedAt);

    expect((await library(admin).list.query({ search: "Calf Raise" })).total).toBe(0);
    const shelf = await library(admin).list.query({ state: "archived" });
    expect(shelf.items.map((item) => item.name)).toEqual(["Calf Raise"]);
    expect((await library(admin).list.query({ state: "all", pageSize: 100 })).total).toBe(21);

    // A new Calf Raise while the old one is archived; the old one then cannot come back under the same name.
    const fresh = await library(admin).create.mutate({ ...newExercise, name: "calf raise" });
    expect(await refusedFields(library(admin).restore.mutate({ id: calf.id }))).toEqual(["name"]);
    await library(admin).archive.mutate({ id: fresh.id });
    const restored = await library(admin).restore.mutate({ id: calf.id });
    expect(restored.archivedAt).toBeNull();
    expect(await library(admin).restore.mutate({ id: calf.id })).toEqual(restored);
  });

  it("refuses a video link that is not https, or too long, naming the field", async () => {
    for (const videoUrl of [
      "http://www.youtube.com/watch?v=abc",
      "javascript:alert(1)",
      "youtube.com/watch?v=abc",
      "https://",
      "https://exa mple.com/video",
      `https://example.com/${"v".repeat(500)}`,
    ]) {
      expect(
        await refusedFields(library(admin).create.mutate({ ...newExercise, name: "Video test", videoUrl })),
      ).toEqual(["videoUrl"]);
    }
  });

  it("refuses what is not on her lists, an empty set, a repeat or a picture that was not uploaded", async () => {
    const raw = async (fields: Record<string, unknown>) => {
      const answer = await admin.post("/trpc/admin.exercises.create", { ...newExercise, name: "Bad", ...fields });
      expect(answer.status).toBe(400);
      return JSON.stringify(answer.json);
    };
    expect(await raw({ equipment: ["trampoline"] })).toContain("equipment");
    expect(await raw({ muscleGroups: [] })).toContain("muscleGroups");
    expect(await raw({ muscleGroups: ["core", "core"] })).toContain("muscleGroups");
    expect(await raw({ imageUrl: "javascript:alert(1)" })).toContain("imageUrl");
    expect(await raw({ name: "" })).toContain("name");
    expect(await raw({ name: "n".repeat(81) })).toContain("name");
    expect(await raw({ cues: "c".repeat(801) })).toContain("cues");
    expect(await raw({ translations: { es: { name: "n".repeat(81) } } })).toContain("translations");
    expect(await site.db.select().from(exercises).where(eq(exercises.name, "Bad"))).toEqual([]);
  });

  it("is the trainer's alone: a visitor and a signed-in client are both asked for her sign-in", async () => {
    const visitor = site.client();
    expect(await failedWith(library(visitor).list.query({}))).toBe(401);
    expect(await failedWith(library(visitor).create.mutate(newExercise))).toBe(401);
    expect(await failedWith(library(visitor).archive.mutate({ id: 1 }))).toBe(401);

    // adminProcedure answers 401 to anyone without the trainer's session, a client's own included.
    const { client } = await signInClient(site, "ana@example.com");
    expect(await failedWith(library(client).list.query({}))).toBe(401);
    expect(await failedWith(library(client).get.query({ id: 1 }))).toBe(401);
    expect(await failedWith(library(client).create.mutate({ ...newExercise, name: "Client's own" }))).toBe(401);
    expect(await failedWith(library(client).update.mutate({ ...newExercise, id: 1 }))).toBe(401);
    expect(await failedWith(library(client).restore.mutate({ id: 1 }))).toBe(401);
  });

  it("answers 404 for an exercise that is not there", async () => {
    expect(await failedWith(library(admin).get.query({ id: 99_999 }))).toBe(404);
    expect(await failedWith(library(admin).update.mutate({ ...newExercise, id: 99_999 }))).toBe(404);
    expect(await failedWith(library(admin).archive.mutate({ id: 99_999 }))).toBe(404);
    expect(await failedWith(library(admin).restore.mutate({ id: 99_999 }))).toBe(404);
  });
});
