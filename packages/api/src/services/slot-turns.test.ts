import type { Database } from "@studio/db";
import { describe, expect, it } from "vitest";
import { inTurn } from "./slot-turns";

const database = () => ({}) as Database;
const pause = () => new Promise((resolve) => setTimeout(resolve, 2));

describe("inTurn", () => {
  it("runs claims for one key one at a time, and tells the rest of a rush what the first found", async () => {
    const db = database();
    let running = 0;
    let most = 0;
    let asked = 0;
    const claim = () =>
      inTurn(db, "monday 07:00 gym", async (turn) => {
        running++;
        most = Math.max(most, running);
        try {
          if (turn.knownFull) return "told";
          asked++;
          await pause();
          if (asked >= 3) turn.markFull();
          return "asked";
        } finally {
          running--;
        }
      });
    const answers = await Promise.all(Array.from({ length: 10 }, claim));
    expect(most).toBe(1);
    expect(answers.filter((answer) => answer === "asked")).toHaveLength(3);
    expect(answers.filter((answer) => answer === "told")).toHaveLength(7);
    // The rush is over: the next claim asks again.
    await expect(claim()).resolves.toBe("asked");
  });

  it("keeps keys apart, and a failed claim does not stop the next", async () => {
    const db = database();
    let running = 0;
    let most = 0;
    const work = (key: string) =>
      inTurn(db, key, async () => {
        running++;
        most = Math.max(most, running);
        await pause();
        running--;
        return key;
      });
    await Promise.all([work("a"), work("b")]);
    expect(most).toBe(2);
    const failing = inTurn(db, "a", async () => Promise.reject(new Error("full")));
    await expect(failing).rejects.toThrow("full");
    await expect(work("a")).resolves.toBe("a");
  });
});
