import { packages as packageTable } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "../harness";

let site: TestServer;
beforeAll(async () => {
  site = await startTestServer();
});
afterAll(() => site.close());

describe("GET /api/packages", () => {
  it("returns the seeded catalogue with prices as decimal strings", async () => {
    const { status, json } = await site.client().get("/api/packages");
    expect(status).toBe(200);
    const packages = json as unknown as {
      id: number;
      name: string;
      type: string;
      price: string;
      sessionCount: number;
    }[];
    expect(packages).toHaveLength(15);
    for (const item of packages) expect(item.price).toMatch(/^\d+\.\d{2}$/);
    const byId = new Map(packages.map((p) => [p.id, p]));
    expect(byId.get(6)).toMatchObject({ name: "12 Gym Sessions", price: "960.00", sessionCount: 12 });
    expect(byId.get(13)).toMatchObject({ name: "Back, Hamstring & Glutes", type: "workout_of_day", price: "25.00" });
    expect(byId.get(14)).toMatchObject({ name: "Upper Body: Chest & Biceps", type: "workout_of_day", price: "25.00" });
    const names = packages.map((p) => p.name);
    for (const name of ["Gym Session", "16 Gym Sessions", "20 Home Sessions", "Workout Routine Only", "Advanced"]) {
      expect(names).toContain(name);
    }
  });

  it("is served by tRPC with the same data", async () => {
    const rest = await site.client().get("/api/packages");
    expect(await site.trpc.packages.list.query()).toEqual(rest.json);
  });
});

describe("the cached catalogue", () => {
  it("is served fresh after any change to the packages table, and a deactivated package disappears", async () => {
    expect(((await site.client().get("/api/packages/2")).json as { price: string }).price).not.toBe("123.00");
    await site.db.update(packageTable).set({ price: "123.00" }).where(eq(packageTable.id, 2));
    await vi.waitFor(async () =>
      expect(((await site.client().get("/api/packages/2")).json as { price: string }).price).toBe("123.00"),
    );
    await site.db.update(packageTable).set({ active: false }).where(eq(packageTable.id, 3));
    await vi.waitFor(async () => expect((await site.client().get("/api/packages/3")).status).toBe(404));
    await site.db.update(packageTable).set({ active: true }).where(eq(packageTable.id, 3));
    await vi.waitFor(async () => expect((await site.client().get("/api/packages")).json).toHaveLength(15));
  });
});

describe("GET /api/packages from the cache", () => {
  /** Everything but the date and the request id, which differ between any two answers. */
  const headersOf = (headers: Headers) => [...headers].filter(([name]) => name !== "date" && name !== "x-request-id");
  const languages = [
    [{}, "en"],
    [{ "accept-language": "es-MX,es;q=0.9,en;q=0.8" }, "es"],
    [{ "x-site-language": "es" }, "es"],
  ] as const;

  it("answers in each language the bytes and headers the procedure answers", async () => {
    for (const [headers, language] of languages) {
      await site.client().get("/api/packages", headers); // the catalogue in that language is now cached
      const cached = await site.client().get("/api/packages", headers);
      // A query sends the request through the procedure.
      const called = await site.client().get(`/api/packages?language=${language}`);
      expect(cached.status).toBe(200);
      expect(cached.text).toBe(called.text);
      expect(headersOf(cached.headers)).toEqual(headersOf(called.headers));
      expect((cached.json as unknown as { language: string }[])[0]?.language).toBe(language);
    }
  });

  it("follows a change of the packages in both languages", async () => {
    const priceOf5 = async (headers: Record<string, string>) =>
      ((await site.client().get("/api/packages", headers)).json as unknown as { id: number; price: string }[]).find(
        (pkg) => pkg.id === 5,
      )?.price;
    const before = (await priceOf5({})) as string;
    for (const [headers] of languages) expect(await priceOf5(headers)).toBe(before);
    await site.db.update(packageTable).set({ price: "321.00" }).where(eq(packageTable.id, 5));
    for (const [headers] of languages) await vi.waitFor(async () => expect(await priceOf5(headers)).toBe("321.00"));
    await site.db.update(packageTable).set({ price: before }).where(eq(packageTable.id, 5));
    for (const [headers] of languages) await vi.waitFor(async () => expect(await priceOf5(headers)).toBe(before));
  });
});

describe("GET /api/packages/{id}", () => {
  it("returns one package", async () => {
    const { status, json } = await site.client().get("/api/packages/6");
    expect(status).toBe(200);
    expect(json).toMatchObject({ id: 6, name: "12 Gym Sessions", type: "monthly", sessionCount: 12 });
  });

  it("answers 404 for a package that does not exist", async () => {
    const { status, json } = await site.client().get("/api/packages/999");
    expect(status).toBe(404);
    expect(json).toEqual({ error: "Package not found" });
  });

  it.each(["abc", "-1", "0", "1.5", "99999999999"])("answers 400 naming the field for id %s", async (id) => {
    const { status, json } = await site.client().get(`/api/packages/${id}`);
    expect(status).toBe(400);
    expect(json.error).toMatch(/^id: /);
    expect(json.issues).toEqual([expect.objectContaining({ path: "id" })]);
  });
});
