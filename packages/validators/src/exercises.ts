// The trainer's exercise library: each exercise's name, cues, equipment and muscle groups, a picture and a demo
// video, with her Spanish name and cues. Back office rules, so their words are English.
import { z } from "zod";
import { id, imagePath, instant, listPage, listPageSize, listSearch, pageOutput, requestKey } from "./common";
import {
  EXERCISE_EQUIPMENT,
  EXERCISE_LIMITS,
  EXERCISE_STATES,
  type ExerciseEquipment,
  MUSCLE_GROUPS,
  type MuscleGroup,
} from "./exercise-kinds";
import { translationsInput } from "./translations";

export {
  EXERCISE_EQUIPMENT,
  EXERCISE_LIMITS,
  EXERCISE_STATES,
  type ExerciseEquipment,
  type ExerciseState,
  MUSCLE_GROUPS,
  type MuscleGroup,
} from "./exercise-kinds";

export const exerciseEquipment = z.enum(EXERCISE_EQUIPMENT, { error: "Equipment must be one from the list" });
export const muscleGroup = z.enum(MUSCLE_GROUPS, { error: "Muscle group must be one from the list" });

const exerciseName = z
  .string()
  .trim()
  .max(EXERCISE_LIMITS.name, `Name must be at most ${EXERCISE_LIMITS.name} characters`);
const exerciseCues = z
  .string()
  .trim()
  .max(EXERCISE_LIMITS.cues, `Cues must be at most ${EXERCISE_LIMITS.cues} characters`);

/** A set chosen from a list: at least one, none twice. */
const setOf = <Item extends string>(item: z.ZodType<Item>, noun: string, most: number) =>
  z
    .array(item, { error: `${noun} must be a list` })
    .min(1, `Choose at least one ${noun.toLowerCase()}`)
    .max(most, `${noun} lists too many`)
    .refine((items) => new Set(items).size === items.length, `${noun} must not repeat an item`);

/** Whether `text` is a web address that starts https://, with a host. */
function isHttpsAddress(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const address = new URL(text);
    return address.protocol === "https:" && address.hostname.includes(".");
  } catch {
    return false;
  }
}

/** A demo video's link (YouTube, Vimeo, her own site): https only; empty is none. */
export const videoUrl = z
  .string({ error: "Video link must be text" })
  .trim()
  .max(EXERCISE_LIMITS.videoUrl, `Video link must be at most ${EXERCISE_LIMITS.videoUrl} characters`)
  .refine((text) => text === "" || isHttpsAddress(text), "Video link must be a web address starting with https://")
  .nullish()
  .transform((text) => text || null);

/** Her Spanish name and cues, each left empty when not written. */
export const exerciseTranslations = translationsInput({ name: exerciseName, cues: exerciseCues });
export type ExerciseTranslations = z.infer<typeof exerciseTranslations>;

export const libraryExerciseInput = z.object({
  name: exerciseName.min(1, "Name is required"),
  cues: exerciseCues,
  equipment: setOf<ExerciseEquipment>(exerciseEquipment, "Equipment", EXERCISE_EQUIPMENT.length),
  muscleGroups: setOf<MuscleGroup>(muscleGroup, "Muscle groups", MUSCLE_GROUPS.length),
  imageUrl: imagePath.nullable(),
  videoUrl,
  /** Left out, her Spanish version stays as it was. */
  translations: exerciseTranslations.optional(),
});
export type LibraryExerciseInput = z.input<typeof libraryExerciseInput>;

export const exerciseCreateInput = libraryExerciseInput.extend({ requestKey });
export const exerciseUpdateInput = libraryExerciseInput.extend({ id });

/** admin.exercises.list: found by part of a name in either language, filtered, a page at a time. */
export const exerciseListInput = z.object({
  search: listSearch,
  muscleGroup: muscleGroup.optional(),
  equipment: exerciseEquipment.optional(),
  state: z.enum(EXERCISE_STATES, { error: "state must be live, archived or all" }).default("live"),
  page: listPage,
  pageSize: listPageSize,
});
export type ExerciseListInput = z.input<typeof exerciseListInput>;

export const adminExerciseOutput = z.object({
  id,
  name: z.string(),
  cues: z.string(),
  equipment: z.array(exerciseEquipment),
  muscleGroups: z.array(muscleGroup),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  translations: exerciseTranslations,
  /** When she archived it; null while it is in use. */
  archivedAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type AdminExercise = z.infer<typeof adminExerciseOutput>;

export const exercisePageOutput = /* @__PURE__ */ pageOutput(adminExerciseOutput);
