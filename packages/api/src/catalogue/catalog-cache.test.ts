import type { Database } from "@studio/db";
import { describe, expect, it } from "vitest";
import { CatalogCache } from "./catalog-cache";
import type { CatalogRow } from "./packages";

const row: CatalogRow = {
  id: 1,
  name: "Gym Session",
  description: "One hour",
  type: "gym",
  price: "80.00",
  durationMinutes: 60,
  sessionCount: 1,
  validMonths: null,
  billing: "once",
  unlimited: false,
  imageUrl: null,
  features: null,
  translations: { es: { name: "Sesión en el gimnasio" } },
};

/** A database whose catalogue query answers when `answer` is called, counting the queries. */
function database() {
  const reads: ((rows: CatalogRow[]) => void)[] = [];
  const query = () => new Promise<CatalogRow[]>((resolve) => reads.push(resolve));
  const db = { select: () => ({ from: () => ({ where: () => ({ orderBy: query }) }) }) } as unknown as Database;
  return { db, reads, answer: (rows = [row]) => reads.shift()?.(rows) };
}

describe("CatalogCache.listed", () => {
  it("has nothing until a read in that language has finished, then exactly what list resolved to", async () => {
    const { db, answer } = database();
    const cache = new CatalogCache();
    expect(cache.listed("en")).toBeUndefined();
    const english = cache.list(db, "en");
    expect(cache.listed("en")).toBeUndefined();
    answer();
    const listed = await english;
    expect(cache.listed("en")).toBe(listed);
    expect(Object.isFrozen(listed)).toBe(true);
    // Each language is shown from the same rows, and known once its own list has been asked for.
    expect(cache.listed("es")).toBeUndefined();
    const spanish = await cache.list(db, "es");
    expect(spanish[0]?.name).toBe("Sesión en el gimnasio");
    expect(cache.listed("es")).toBe(spanish);
  });

  it("forgets on clear, and a read that was under way when the catalogue changed is not kept", async () => {
    const { db, reads, answer } = database();
    const cache = new CatalogCache();
    const before = cache.list(db, "en");
    cache.clear();
    answer([{ ...row, price: "70.00" }]);
    expect((await before)[0]?.price).toBe("70.00");
    expect(cache.listed("en")).toBeUndefined();
    const after = cache.list(db, "en");
    expect(reads).toHaveLength(1);
    answer();
    expect(cache.listed("en")).toBeUndefined();
    await after;
    expect(cache.listed("en")?.[0]?.price).toBe("80.00");
    cache.clear();
    expect(cache.listed("en")).toBeUndefined();
  });
});
