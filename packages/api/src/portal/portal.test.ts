import type { SessionStatus } from "@studio/db";
import type { CreditKind } from "@studio/validators/kinds";
import { describe, expect, it } from "vitest";
import { packBalance } from "./portal";

const sessions = (...statuses: SessionStatus[]) => statuses.map((status, index) => ({ id: index + 1, status }));

describe("packBalance", () => {
  it("is all to book and train for a pack just paid", () => {
    const pack = sessions(...Array<SessionStatus>(12).fill("pending"));
    expect(packBalance(pack, 12, new Map())).toEqual({
      toTrain: 12,
      left: 12,
      total: 12,
      scheduled: 0,
      completed: 0,
      forfeited: 0,
      expired: 0,
    });
  });

  it("counts a pack part way through: to train is what is left to book and what is booked", () => {
    // 1-2 completed, 3 scheduled, 4 missed, 5 cancelled late, 6 lapsed with the pack, 7 cancelled by the studio
    // (back to book: its last entry is 'returned'), 8-12 to book.
    const pack = sessions(
      "completed",
      "completed",
      "scheduled",
      "no_show",
      "cancelled",
      "cancelled",
      "cancelled",
      "pending",
      "pending",
      "pending",
      "pending",
      "postponed",
    );
    const lastChange = new Map<number, CreditKind>([
      [5, "forfeited"],
      [6, "expired"],
      [7, "cancelled"],
    ]);
    expect(packBalance(pack, 5, lastChange)).toEqual({
      toTrain: 6,
      left: 5,
      total: 12,
      scheduled: 1,
      completed: 2,
      forfeited: 2,
      expired: 1,
    });
  });

  it("takes what is left to book from the ledger, never from the sessions' count", () => {
    const pack = sessions("pending", "pending", "scheduled");
    expect(packBalance(pack, 0, new Map()).toTrain).toBe(1);
    expect(packBalance(pack, 2, new Map()).toTrain).toBe(3);
  });

  it("is nothing for a booking without sessions", () => {
    expect(packBalance([], 0, new Map())).toEqual({
      toTrain: 0,
      left: 0,
      total: 0,
      scheduled: 0,
      completed: 0,
      forfeited: 0,
      expired: 0,
    });
  });
});
