import type { Database } from "@studio/db";
import { describe, expect, it } from "vitest";
import { batchedRead } from "./batched-read";

const database = () => ({}) as Database;

describe("batchedRead", () => {
  it("reads the keys asked for in one turn of the loop with one query, each once", async () => {
    const queries: number[][] = [];
    const read = batchedRead(async (_db, ids: number[]) => {
      queries.push(ids);
      return new Map(ids.filter((id) => id !== 404).map((id) => [id, `row ${id}`]));
    });
    const db = database();
    const answers = await Promise.all([1, 2, 2, 404, 3].map((id) => read(db, id)));
    expect(answers).toEqual(["row 1", "row 2", "row 2", undefined, "row 3"]);
    expect(queries).toEqual([[1, 2, 404, 3]]);
    // A later turn is a new query, and each database has its own batches.
    await Promise.all([read(db, 7), read(database(), 8)]);
    expect(queries.slice(1)).toEqual([[7], [8]]);
  });

  it("fails every request of a batch whose query fails, and the next batch tries again", async () => {
    let fail = true;
    const read = batchedRead(async (_db, ids: number[]) => {
      if (fail) throw new Error("database down");
      return new Map(ids.map((id) => [id, id]));
    });
    const db = database();
    const failed = [read(db, 1), read(db, 2)];
    await expect(Promise.all(failed)).rejects.toThrow("database down");
    await expect(failed[1]).rejects.toThrow("database down");
    fail = false;
    await expect(read(db, 1)).resolves.toBe(1);
  });
});
