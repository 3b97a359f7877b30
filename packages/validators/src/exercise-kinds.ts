// The exercise library's plain lists (no schema library): the equipment an exercise needs and the muscle groups it
// works. The zod enums, the table's checks and the back office's filters all derive from them.
export const EXERCISE_EQUIPMENT = [
  "bodyweight",
  "dumbbells",
  "kettlebell",
  "barbell",
  "resistance_band",
  "cable_machine",
  "bench",
  "mat",
  "stability_ball",
  "other",
] as const;
export type ExerciseEquipment = (typeof EXERCISE_EQUIPMENT)[number];

/** For women over 40 balance and mobility matter as much as strength: they are a group of their own. */
export const MUSCLE_GROUPS = [
  "glutes",
  "quads",
  "hamstrings",
  "calves",
  "core",
  "back",
  "chest",
  "shoulders",
  "arms",
  "full_body",
  "mobility_balance",
] as const;
export type MuscleGroup = (typeof MUSCLE_GROUPS)[number];

/** The rules of an exercise she writes: a name, a few lines of cues, an https link to a demo. */
export const EXERCISE_LIMITS = { name: 80, cues: 800, videoUrl: 500 } as const;

/** Which of her exercises a list shows: the ones in use (the default), the archived ones, or all. */
export const EXERCISE_STATES = ["live", "archived", "all"] as const;
export type ExerciseState = (typeof EXERCISE_STATES)[number];
