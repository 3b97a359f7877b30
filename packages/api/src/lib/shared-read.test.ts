import type { Database } from "@studio/db";
import { describe, expect, it } from "vitest";
import { sharedRead } from "./shared-read";

const database = () => ({}) as Database;

describe("sharedRead", () => {
  it("gives concurrent identical reads one query, and reads again once it has settled", async () => {
    const db = database();
    let queries = 0;
    const read = async () => {
      queries++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { queries };
    };
    const together = await Promise.all([
      sharedRead(db, "k", read),
      sharedRead(db, "k", read),
      sharedRead(db, "k", read),
    ]);
    expect(queries).toBe(1);
    expect(new Set(together).size).toBe(1);
    await sharedRead(db, "k", read);
    expect(queries).toBe(2);
  });

  it("keeps other keys and other databases apart, and forgets a failure", async () => {
    const first = database();
    const second = database();
    let queries = 0;
    const read = async () => ++queries;
    await Promise.all([sharedRead(first, "a", read), sharedRead(first, "b", read), sharedRead(second, "a", read)]);
    expect(queries).toBe(3);
    await expect(sharedRead(first, "a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await expect(sharedRead(first, "a", read)).resolves.toBe(4);
  });
});
