// The workout editor's form values and what they send: the lists she types one per line or between commas.
import type { WorkoutOutput } from "@studio/validators";
import { storedExercises, type WorkoutText } from "@studio/validators/workout-text";

export interface ExerciseValues {
  exercise: string;
  /** The library's exercise it was picked from; null for one typed by hand. */
  exerciseId: number | null;
  sets: { sets: number | string; reps: string; note: string }[];
  /** One cue per line. */
  details: string;
}

export interface WorkoutValues {
  title: string;
  description: string;
  warmupInstructions: string;
  exercises: ExerciseValues[];
  cooldownInstructions: string;
  /** Separated by commas. */
  equipment: string;
  difficulty: WorkoutOutput["difficulty"];
  /** Separated by commas. */
  targetAreas: string;
  estimatedDuration: number | string;
  notes: string;
  /** Her Spanish words, each optional (the exercises keep their names): the English shows where one is empty. */
  es: { title: string; description: string; warmupInstructions: string; cooldownInstructions: string; notes: string };
}

export function workoutValues(workout: WorkoutOutput | null): WorkoutValues {
  return {
    title: workout?.title ?? "",
    description: workout?.description ?? "",
    warmupInstructions: workout?.warmupInstructions ?? "",
    exercises: (workout?.exercises ?? []).map((item) => ({
      exercise: item.exercise,
      exerciseId: item.exerciseId ?? null,
      sets: item.sets.map((set) => ({ sets: set.sets, reps: set.reps, note: set.note ?? "" })),
      details: item.details.join("\n"),
    })),
    cooldownInstructions: workout?.cooldownInstructions ?? "",
    equipment: (workout?.equipment ?? []).join(", "),
    difficulty: workout?.difficulty ?? "All levels",
    targetAreas: (workout?.targetAreas ?? []).join(", "),
    estimatedDuration: workout?.estimatedDuration ?? 30,
    notes: workout?.notes ?? "",
    es: {
      title: workout?.translations.es?.title ?? "",
      description: workout?.translations.es?.description ?? "",
      warmupInstructions: workout?.translations.es?.warmupInstructions ?? "",
      cooldownInstructions: workout?.translations.es?.cooldownInstructions ?? "",
      notes: workout?.translations.es?.notes ?? "",
    },
  };
}

const listOf = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

const numberOf = (value: number | string) => (value === "" ? Number.NaN : Number(value));

/** The values as the server takes them (workoutFields). */
export function toWorkoutInput({ es, ...values }: WorkoutValues) {
  return {
    ...values,
    translations: { es },
    exercises: values.exercises.map((item) => ({
      exercise: item.exercise,
      exerciseId: item.exerciseId ?? undefined,
      sets: item.sets.map((set) => ({ sets: numberOf(set.sets), reps: set.reps, note: set.note || undefined })),
      details: listOf(item.details, /\n/),
    })),
    equipment: listOf(values.equipment, /,/),
    targetAreas: listOf(values.targetAreas, /,/),
    estimatedDuration: numberOf(values.estimatedDuration),
    notes: values.notes.trim() || null,
  };
}

/** A new exercise picked from her library: its name, and its cues as the details, one a line. */
export function pickedExercise(picked: { id: number; name: string; cues: string }): ExerciseValues {
  return {
    exercise: picked.name,
    exerciseId: picked.id,
    sets: [{ sets: 3, reps: "10", note: "" }],
    details: picked.cues
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
      .join("\n"),
  };
}

/** What a client's answer carries, drawn from the editor's values for the preview. */
export function toStoredContent({
  exercises,
  translations: _spanish,
  ...fields
}: ReturnType<typeof toWorkoutInput>): WorkoutText {
  const whole = (value: number) => (Number.isFinite(value) ? value : 0);
  return {
    ...fields,
    estimatedDuration: whole(fields.estimatedDuration),
    mainWorkout: JSON.stringify(
      storedExercises(
        exercises.map((item) => ({ ...item, sets: item.sets.map((set) => ({ ...set, sets: whole(set.sets) })) })),
      ),
    ),
  };
}
