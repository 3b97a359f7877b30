// The content the trainer sells: each online program's text, and her Workouts of the Day as structured workouts.
import { z } from "zod";
import { id, money, requestKey } from "./common";
import { translationsInput } from "./translations";

const text = (field: string, max: number) =>
  z.string().trim().min(1, `${field} is required`).max(max, `${field} must be at most ${max} characters`);

const upTo = (field: string, max: number) => z.string().trim().max(max, `${field} must be at most ${max} characters`);

/** Her Spanish title and text of a program, each left empty when not written. */
export const programTranslations = translationsInput({
  title: upTo("Spanish title", 160),
  body: upTo("Spanish program", 50_000),
});

/** The written program an online package opens at /workout-access. */
export const programInput = z.object({
  packageId: id,
  title: text("Title", 160),
  weeks: z
    .number({ error: "Weeks must be a number" })
    .int("Weeks must be a whole number")
    .min(1, "Weeks must be 1 to 52")
    .max(52, "Weeks must be 1 to 52"),
  body: text("Program", 50_000),
  /** Left out, her Spanish version stays as it was. */
  translations: programTranslations.optional(),
});
export type ProgramInput = z.input<typeof programInput>;

/** A plan exercise as the program's text names it: the library's name, what she prescribes. */
const linkedPlanExercise = z.object({
  name: z.string(),
  sets: z.number().int(),
  reps: z.string(),
  weightLb: z.number().nullable(),
  restSeconds: z.number().int(),
  note: z.string(),
  /** Her Spanish: the library's name, the row's note. */
  translations: translationsInput({ name: z.string(), note: z.string() }),
});

/** The plan template buyers of an online program also get (training_plans.package_id), whole. */
export const linkedPlanOutput = z.object({
  id,
  title: z.string(),
  translations: translationsInput({ title: z.string() }),
  workouts: z.array(
    z.object({
      /** From the plan's first day (0). */
      day: z.number().int(),
      title: z.string(),
      note: z.string(),
      translations: translationsInput({ title: z.string(), note: z.string() }),
      exercises: z.array(linkedPlanExercise),
    }),
  ),
});
export type LinkedPlan = z.infer<typeof linkedPlanOutput>;

export const programOutput = z.object({
  packageId: id,
  packageName: z.string(),
  packageDescription: z.string(),
  title: z.string(),
  weeks: z.number().int(),
  body: z.string(),
  translations: programTranslations,
  /** False until she first saves it: a new online package has no program yet. */
  saved: z.boolean(),
  /** The plan template its buyers also get, when one is linked to its package. */
  plan: linkedPlanOutput.nullable(),
});
export type ProgramOutput = z.infer<typeof programOutput>;

export const WORKOUT_DIFFICULTIES = ["Beginner", "Intermediate", "Advanced", "All levels"] as const;
export const WORKOUT_LIMITS = { exercises: 30, sets: 10, details: 10, listItems: 20 } as const;

const shortList = (field: string) =>
  z
    .array(text(field, 80))
    .max(WORKOUT_LIMITS.listItems, `At most ${WORKOUT_LIMITS.listItems} ${field.toLowerCase()} items`);

export const exerciseSetInput = z.object({
  sets: z
    .number({ error: "Sets must be a number" })
    .int("Sets must be a whole number")
    .min(1, "Sets must be 1 to 20")
    .max(20, "Sets must be 1 to 20"),
  /** "12", "30 seconds", "8 each side". */
  reps: text("Reps", 40),
  note: z.string().trim().max(120, "A note must be at most 120 characters").optional(),
});

export const exerciseInput = z.object({
  exercise: text("Exercise", 120),
  /** Picked from her library: its exercise, which must be one in use (the name stays hers to change). */
  exerciseId: id.optional(),
  sets: z.array(exerciseSetInput).max(WORKOUT_LIMITS.sets, `At most ${WORKOUT_LIMITS.sets} rows of sets`),
  details: z.array(text("Detail", 160)).max(WORKOUT_LIMITS.details, `At most ${WORKOUT_LIMITS.details} details`),
});

/** Her Spanish words of a workout, each left empty when not written (the exercises keep their names). */
export const workoutTranslations = translationsInput({
  title: upTo("Spanish title", 120),
  description: upTo("Spanish description", 1000),
  warmupInstructions: upTo("Spanish warm-up", 2000),
  cooldownInstructions: upTo("Spanish cool-down", 2000),
  notes: upTo("Spanish notes", 2000),
});

/** SPEC's workout_content, as the editor writes it: the exercises as a list, not JSON text. */
export const workoutFields = z.object({
  title: text("Title", 120),
  description: text("Description", 1000),
  warmupInstructions: text("Warm-up", 2000),
  exercises: z
    .array(exerciseInput)
    .min(1, "Add at least one exercise")
    .max(WORKOUT_LIMITS.exercises, `At most ${WORKOUT_LIMITS.exercises} exercises`),
  cooldownInstructions: text("Cool-down", 2000),
  equipment: shortList("Equipment"),
  difficulty: z.enum(WORKOUT_DIFFICULTIES, { error: "Choose a difficulty" }),
  targetAreas: shortList("Target areas"),
  estimatedDuration: z
    .number({ error: "Duration must be a number of minutes" })
    .int("Duration must be whole minutes")
    .min(10, "Duration must be 10 to 180 minutes")
    .max(180, "Duration must be 10 to 180 minutes"),
  notes: z.string().trim().max(2000, "validation.notes.tooLong").nullable(),
  /** Each version carries its own; left out, the new version has none. */
  translations: workoutTranslations.default({}),
});
export type WorkoutFields = z.input<typeof workoutFields>;

/** Publishes a Workout of the Day: a new one (no packageId) gets its $25 package; an edit adds a version. */
export const workoutPublishInput = workoutFields.extend({
  packageId: id.nullable(),
  requestKey,
});

/** An exercise of her library that a workout's exercise was picked from, as the editor shows it. */
export const workoutLibraryExercise = z.object({
  id,
  name: z.string(),
  /** One a line. */
  cues: z.string(),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  /** Archived since it was picked: kept where it is, not offered again. */
  archived: z.boolean(),
});
export type WorkoutLibraryExercise = z.infer<typeof workoutLibraryExercise>;

export const workoutOutput = workoutFields.extend({
  packageId: id,
  packageName: z.string(),
  price: money,
  active: z.boolean(),
  /** How many versions she published; each client keeps the one she bought. */
  versions: z.number().int(),
  /** The library's exercises its exercises were picked from. */
  library: z.array(workoutLibraryExercise).max(WORKOUT_LIMITS.exercises),
});
export type WorkoutOutput = z.infer<typeof workoutOutput>;

export const packageIdInput = z.object({ packageId: id });
