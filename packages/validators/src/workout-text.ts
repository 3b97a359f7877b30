// A Workout of the Day as plain text, for Download and Print: the server answers it to the client, and the
// trainer's editor previews it exactly so. No schema library, so the preview does not load one.
import type { Language } from "./languages";

export interface ExerciseSet {
  sets: number;
  reps: number | string;
  note?: string;
}

export interface Exercise {
  exercise: string;
  /** The exercise of her library it was picked from; never part of the text. */
  exerciseId?: number;
  sets?: ExerciseSet[];
  details?: string[];
}

export interface WorkoutText {
  title: string;
  description: string;
  warmupInstructions: string;
  /** JSON text: a list of exercises, as stored. */
  mainWorkout: string;
  cooldownInstructions: string;
  equipment: string[];
  difficulty: string;
  targetAreas: string[];
  estimatedDuration: number;
  notes: string | null;
}

/** An exercise as the trainer's editor writes it: every list present, reps as typed. */
export interface ExerciseFields {
  exercise: string;
  /** Picked from her library: that exercise's id. */
  exerciseId?: number | undefined;
  sets: { sets: number; reps: string; note?: string | undefined }[];
  details: string[];
}

/**
 * The exercises as SPEC's stored JSON lists them: empty lists left out, a number of reps as a number, and the
 * library's id of one picked from it.
 */
export function storedExercises(exercises: ExerciseFields[]): Exercise[] {
  return exercises.map((item) => ({
    exercise: item.exercise,
    ...(item.exerciseId !== undefined && { exerciseId: item.exerciseId }),
    ...(item.sets.length && {
      sets: item.sets.map((set) => ({
        sets: set.sets,
        reps: /^\d+$/.test(set.reps) ? Number(set.reps) : set.reps,
        ...(set.note && { note: set.note }),
      })),
    }),
    ...(item.details.length && { details: item.details }),
  }));
}

/**
 * The text's own headings in each language. Kept here, beside the one format they belong to, so the trainer's
 * preview (which loads no catalogue) prints exactly what a client downloads.
 */
const HEADINGS: Record<Language, (content: WorkoutText) => string[]> = {
  en: (content) => [
    `Duration: ${content.estimatedDuration} minutes | Difficulty: ${content.difficulty} | Target: ${content.targetAreas.join(", ")}`,
    `Equipment: ${content.equipment.join(", ") || "none needed"}`,
    "WARM-UP",
    "MAIN WORKOUT",
    "COOL-DOWN",
    "NOTES",
  ],
  es: (content) => [
    `Duración: ${content.estimatedDuration} minutos | Nivel: ${SPANISH_LEVELS[content.difficulty] ?? content.difficulty} | Zonas: ${content.targetAreas.join(", ")}`,
    `Equipo: ${content.equipment.join(", ") || "no hace falta"}`,
    "CALENTAMIENTO",
    "ENTRENAMIENTO PRINCIPAL",
    "ENFRIAMIENTO",
    "NOTAS",
  ],
};

/** The workout difficulties (WORKOUT_DIFFICULTIES) as a Spanish reader reads them. */
const SPANISH_LEVELS: Record<string, string> = {
  Beginner: "Principiante",
  Intermediate: "Intermedio",
  Advanced: "Avanzado",
  "All levels": "Todos los niveles",
};

/** The exercises as SPEC's answer lists them: without the library's ids, which the answer carries apart. */
export function exercisesAsSpecified(exercises: Exercise[]): Exercise[] {
  return exercises.map(({ exerciseId: _id, ...item }) => item);
}

export function workoutAsText(content: WorkoutText, language: Language = "en"): string {
  const [about, equipment, warmUp, mainWorkout, coolDown, notes] = HEADINGS[language](content);
  const exercises = JSON.parse(content.mainWorkout) as Exercise[];
  const main = exercises
    .map((item, i) => {
      const sets = (item.sets ?? []).map((s) => `   ${s.sets} × ${s.reps}${s.note ? ` (${s.note})` : ""}`);
      const details = (item.details ?? []).map((d) => `   - ${d}`);
      return [`${i + 1}. ${item.exercise}`, ...sets, ...details].join("\n");
    })
    .join("\n");
  return [
    content.title.toUpperCase(),
    content.description,
    about,
    equipment,
    `${warmUp}\n${content.warmupInstructions}`,
    `${mainWorkout}\n${main}`,
    `${coolDown}\n${content.cooldownInstructions}`,
    content.notes ? `${notes}\n${content.notes}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}
