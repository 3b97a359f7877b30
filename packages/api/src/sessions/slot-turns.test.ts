import type { Database } from "@studio/db";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hourKey, inTurn, placeFreed } from "./slot-turns";

const database = () => ({}) as Database;
const pause = () => new Promise((resolve) => setTimeout(resolve, 2));

describe("inTurn", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs claims for one key one at a time, and tells the rest of a rush what the first found", async () => {
    vi.useFakeTimers({ toFake: ["performance"] });
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
    // A claim just after the rush is still told; a second later it asks again.
    await expect(claim()).resolves.toBe("told");
    vi.advanceTimersByTime(1000);
    await expect(claim()).resolves.toBe("asked");
  });

  it("asks again as soon as a place in that hour is freed here", async () => {
    const db = database();
    const key = hourKey("2026-03-11", "07:00", "gym");
    const claim = () => inTurn(db, key, async (turn) => (turn.knownFull ? "told" : (turn.markFull(), "asked")));
    await expect(claim()).resolves.toBe("asked");
    await expect(claim()).resolves.toBe("told");
    placeFreed(db, key);
    await expect(claim()).resolves.toBe("asked");
    // Another hour is not affected.
    await expect(inTurn(db, hourKey("2026-03-11", "08:00", "gym"), async (turn) => turn.knownFull)).resolves.toBe(
      false,
    );
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
