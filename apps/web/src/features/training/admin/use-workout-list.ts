// The plan editor's list of workouts: which are open, and the changes of the list itself (add, move, copy, remove,
// an exercise picked for one). The list stays in day order; two workouts on one day keep the order she gave them.
import { PLAN_DAYS } from "@studio/validators/kinds";
import { useState } from "react";
import type { PlanForm } from "./plan-form";
import { byDay, copiedWorkout, fieldPath, newExercise, newKey, type WorkoutValues } from "./plan-values";

/** The workouts an error is in ("workouts.3.exercises.0.reps" is in the fourth). */
const workoutsWithErrors = (errors: Record<string, unknown>) =>
  new Set(
    Object.keys(errors)
      .flatMap((path) => /^workouts\.(\d+)\./.exec(path)?.[1] ?? [])
      .map(Number),
  );

export function useWorkoutList(form: PlanForm) {
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const workouts = form.values.workouts;
  const opened = (...keys: string[]) => setOpen((now) => new Set([...now, ...keys]));
  /** A change of the list: kept in day order; the errors shown were about the list before. */
  const setWorkouts = (next: WorkoutValues[]) => {
    form.clearErrors();
    form.setFieldValue("workouts", byDay(next));
  };
  return {
    open,
    toggle: (key: string) =>
      setOpen((now) => {
        const next = new Set(now);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    /** Opens the workouts holding these errors, so she sees each one. */
    openWith: (errors: Record<string, unknown>) =>
      opened(...[...workoutsWithErrors(errors)].flatMap((at) => form.values.workouts[at]?.key ?? [])),
    setDay: (index: number, day: number) =>
      setWorkouts(workouts.map((workout, at) => (at === index ? { ...workout, day } : workout))),
    /** The two swap places in the plan's sequence: each takes the other's day. */
    move: (index: number, by: -1 | 1) => {
      const a = workouts[index];
      const b = workouts[index + by];
      if (!a || !b) return;
      const next = [...workouts];
      next[index] = { ...b, day: a.day };
      next[index + by] = { ...a, day: b.day };
      setWorkouts(next);
    },
    /** A new workout the day after the last one, open for its title and exercises. */
    add: () => {
      const last = workouts.at(-1);
      const workout: WorkoutValues = {
        key: newKey(),
        day: last ? Math.min(last.day + 1, PLAN_DAYS - 1) : 0,
        title: "",
        note: "",
        es: { title: "", note: "" },
        exercises: [],
      };
      setWorkouts([...workouts, workout]);
      opened(workout.key);
    },
    copy: (index: number, day: number) => {
      const from = workouts[index];
      if (from) setWorkouts([...workouts, copiedWorkout(from, day)]);
    },
    remove: (index: number) => setWorkouts(workouts.filter((_, at) => at !== index)),
    /** An exercise from her library added to a workout, or put in place of one of its rows. */
    pick: (target: { workout: number; row?: number }, exercise: { id: number; name: string }) => {
      const list = fieldPath("workouts", target.workout, "exercises");
      const row = target.row === undefined ? undefined : workouts[target.workout]?.exercises[target.row];
      if (target.row === undefined || !row) return form.insertListItem(list, newExercise(exercise));
      // A swap keeps the row (and its id): what she logged of it still answers this slot of her workout, and each
      // log keeps the exercise she did.
      form.setFieldValue(fieldPath(list, target.row), {
        ...row,
        exerciseId: exercise.id,
        exerciseName: exercise.name,
        exerciseArchived: false,
      });
    },
  };
}
