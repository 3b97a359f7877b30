// The plan editor's form values and what they send. Every row keeps the id it was read with (a swapped exercise's
// too), so saving the plan again changes that row in place and her logs of it stay linked; a copied row goes without
// one.
import type { PlanDocument } from "./queries";

export interface ExerciseValues {
  /** The row's React key, stable while rows move. */
  key: string;
  id?: number;
  exerciseId: number;
  exerciseName: string;
  exerciseArchived: boolean;
  sets: number | string;
  reps: string;
  /** Empty for bodyweight or her choice. */
  weightLb: number | string;
  restSeconds: number | string;
  note: string;
  es: { note: string };
}

export interface WorkoutValues {
  key: string;
  id?: number;
  day: number;
  title: string;
  note: string;
  es: { title: string; note: string };
  exercises: ExerciseValues[];
}

export interface PlanValues {
  title: string;
  es: { title: string };
  /** A client's copy: her first day. */
  startsOn: string;
  workouts: WorkoutValues[];
}

let keys = 0;
export const newKey = () => `row-${++keys}`;

/**
 * The form's values for a plan. Saved again, the plan is read back with `before`'s row keys (the same rows in the same
 * order), so the workouts she had open stay open.
 */
export function planValues(plan: PlanDocument | null, before?: PlanValues): PlanValues {
  return {
    title: plan?.title ?? "",
    es: { title: plan?.translations.es?.title ?? "" },
    startsOn: plan?.startsOn ?? "",
    workouts: (plan?.workouts ?? []).map((workout, w) => ({
      key: before?.workouts[w]?.key ?? newKey(),
      id: workout.id,
      day: workout.day,
      title: workout.title,
      note: workout.note,
      es: { title: workout.translations.es?.title ?? "", note: workout.translations.es?.note ?? "" },
      exercises: workout.exercises.map((row, e) => ({
        key: before?.workouts[w]?.exercises[e]?.key ?? newKey(),
        id: row.id,
        exerciseId: row.exerciseId,
        exerciseName: row.exerciseName,
        exerciseArchived: row.exerciseArchived,
        sets: row.sets,
        reps: row.reps,
        weightLb: row.weightLb ?? "",
        restSeconds: row.restSeconds,
        note: row.note,
        es: { note: row.translations.es?.note ?? "" },
      })),
    })),
  };
}

/** A library exercise as a new row of a workout, with a usual prescription to change. */
export const newExercise = (exercise: { id: number; name: string }): ExerciseValues => ({
  key: newKey(),
  exerciseId: exercise.id,
  exerciseName: exercise.name,
  exerciseArchived: false,
  sets: 3,
  reps: "10",
  weightLb: "",
  restSeconds: 90,
  note: "",
  es: { note: "" },
});

/** A workout copied to another day: new rows throughout (the original keeps its own, and its logs). */
export const copiedWorkout = (workout: WorkoutValues, day: number): WorkoutValues => ({
  ...workout,
  key: newKey(),
  id: undefined,
  day,
  es: { ...workout.es },
  exercises: workout.exercises.map((row) => ({ ...row, key: newKey(), id: undefined, es: { ...row.es } })),
});

/** A number box's value as sent: its number, or NaN for the schema to refuse when it is empty. */
const numberOf = (value: number | string) => (value === "" ? Number.NaN : Number(value));

/** The document as the server takes it (title, Spanish title, workouts). */
export function toPlanInput(values: PlanValues) {
  return {
    title: values.title,
    translations: { es: { title: values.es.title } },
    workouts: values.workouts.map((workout) => ({
      ...(workout.id === undefined ? {} : { id: workout.id }),
      day: workout.day,
      title: workout.title,
      note: workout.note,
      translations: { es: { title: workout.es.title, note: workout.es.note } },
      exercises: workout.exercises.map((row) => ({
        ...(row.id === undefined ? {} : { id: row.id }),
        exerciseId: row.exerciseId,
        sets: numberOf(row.sets),
        reps: row.reps,
        weightLb: row.weightLb === "" ? null : Number(row.weightLb),
        restSeconds: numberOf(row.restSeconds),
        note: row.note,
        translations: { es: { note: row.es.note } },
      })),
    })),
  };
}

/** A field's path in the form: `fieldPath("workouts", 2, "title")` is "workouts.2.title". */
export const fieldPath = (...parts: (string | number)[]) => parts.join(".");

/** The schema's name for a field ("workouts.1.translations.es.note") as the form holds it ("workouts.1.es.note"). */
export const formPath = (path: string) => path.replace(/(^|\.)translations\.es\./g, "$1es.");

/** The workouts in day order, two on one day in the order she put them. */
export const byDay = (workouts: WorkoutValues[]) =>
  workouts
    .map((workout, index) => ({ workout, index }))
    .sort((a, b) => a.workout.day - b.workout.day || a.index - b.index)
    .map(({ workout }) => workout);
