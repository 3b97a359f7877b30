import { describe, expect, it } from "vitest";
import { formatClock, formatPounds, typedNumber } from "./format";
import { readRows, startingRows } from "./sets";

const row = (reps: string, weight: string) => ({ reps, weight, done: false });

describe("the sets form", () => {
  it("starts from the plan's reps and last time's weights, or from her log as kept", () => {
    const planned = { sets: 3, reps: "10", weightLb: 20, lastTime: { sets: [{ reps: 8, weightLb: 22.5 }] } };
    expect(startingRows(planned, null)).toEqual([row("10", "22.5"), row("10", "22.5"), row("10", "22.5")]);
    expect(startingRows({ ...planned, reps: "8–12", lastTime: null }, null)).toEqual([
      row("", "20"),
      row("", "20"),
      row("", "20"),
    ]);
    expect(startingRows(planned, [{ reps: 12, weightLb: null }])).toEqual([{ reps: "12", weight: "", done: true }]);
  });

  it("reads what she typed: empty rows left out, a decimal comma, bodyweight, and the first row that is wrong", () => {
    expect(readRows([row("10", "20"), row("8", "22,5"), row("", ""), row("12", "")])).toEqual({
      sets: [
        { reps: 10, weightLb: 20 },
        { reps: 8, weightLb: 22.5 },
        { reps: 12, weightLb: null },
      ],
    });
    expect(readRows([row("", ""), row("", "")])).toBeNull();
    expect(readRows([row("10", "20"), row("8.5", "20")])).toEqual({ problem: "reps", row: 1 });
    expect(readRows([row("", "20")])).toEqual({ problem: "reps", row: 0 });
    expect(readRows([row("101", "")])).toEqual({ problem: "reps", row: 0 });
    expect(readRows([row("10", "twenty")])).toEqual({ problem: "weight", row: 0 });
    expect(readRows([row("10", "1500.1")])).toEqual({ problem: "weight", row: 0 });
  });

  it("writes pounds and rests as a phone shows them", () => {
    expect([formatPounds(22.5), formatPounds(1240), formatPounds(0.05), formatPounds(20)]).toEqual([
      "22.5",
      "1,240",
      "0.1",
      "20",
    ]);
    expect([formatClock(90), formatClock(45), formatClock(0.2), formatClock(-3)]).toEqual([
      "1:30",
      "0:45",
      "0:01",
      "0:00",
    ]);
    expect([typedNumber(" 7 "), typedNumber("2,5"), typedNumber(""), typedNumber("1e3")]).toEqual([
      7,
      2.5,
      null,
      Number.NaN,
    ]);
  });
});
