// The sets form's rows: what she typed, read into what is sent, and the words for sets already done.
import type { Translate } from "@studio/i18n";
import { TRAINING_LIMITS } from "@studio/validators/kinds";
import type { RouterOutputs } from "../../lib/trpc";
import { formatPounds, typedNumber } from "./format";
import type { LoggedSet } from "./outbox";

/** An exercise of her day as `training.today` answers it. */
export type TodayExercise = RouterOutputs["training"]["today"]["workouts"][number]["exercises"][number];

export interface SetRow {
  reps: string;
  weight: string;
  done: boolean;
}

interface Prescription {
  sets: number;
  reps: string;
  weightLb: number | null;
  lastTime: { sets: LoggedSet[] } | null;
}

const typed = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

/**
 * The rows she starts from: her log as kept, or the prescribed number of sets filled from the plan ("12" reps) and
 * from last time's weights, so a workout done as planned is a few ticks and Done.
 */
export function startingRows(planned: Prescription, logged: LoggedSet[] | null): SetRow[] {
  if (logged?.length) return logged.map((set) => ({ reps: typed(set.reps), weight: typed(set.weightLb), done: true }));
  const plannedReps = /^\d+$/.test(planned.reps.trim()) ? planned.reps.trim() : "";
  return Array.from({ length: planned.sets }, (_, index) => {
    const last = planned.lastTime?.sets[index] ?? planned.lastTime?.sets.at(-1);
    return {
      reps: plannedReps || typed(last?.reps),
      weight: typed(last?.weightLb ?? planned.weightLb),
      done: false,
    };
  });
}

export type RowProblem = "reps" | "weight";

/** The sets to send (rows left without reps are left out), or the first row's problem. */
export function readRows(rows: SetRow[]): { sets: LoggedSet[] } | { problem: RowProblem; row: number } | null {
  const sets: LoggedSet[] = [];
  for (const [index, row] of rows.entries()) {
    const reps = typedNumber(row.reps);
    const weight = typedNumber(row.weight);
    if (reps === null && weight === null) continue;
    if (reps === null || !Number.isInteger(reps) || reps < 0 || reps > TRAINING_LIMITS.repsPerSet)
      return { problem: "reps", row: index };
    if (weight !== null && (Number.isNaN(weight) || weight > TRAINING_LIMITS.weightLb))
      return { problem: "weight", row: index };
    sets.push({ reps, weightLb: weight === null ? null : Math.round(weight * 10) / 10 });
  }
  return sets.length ? { sets } : null;
}

/** An effort's word: 1–2 very easy … 10 all she had. */
export const effortBand = (effort: number) =>
  effort <= 2
    ? "veryEasy"
    : effort <= 4
      ? "easy"
      : effort <= 6
        ? "moderate"
        : effort <= 8
          ? "hard"
          : effort === 9
            ? "veryHard"
            : "max";

/** "10 × 20 lb · 8 × 22.5 lb · 12 bodyweight". */
export function setsLine(t: Translate, sets: readonly LoggedSet[]): string {
  return sets
    .map((set) =>
      set.weightLb === null
        ? t("training.set.bodyweight", { reps: set.reps })
        : t("training.set.weighted", { reps: set.reps, weight: formatPounds(set.weightLb) }),
    )
    .join(" · ");
}
