// A Workout of the Day's exercises picked from the trainer's exercise library: each keeps the library's id in the
// stored JSON (main_workout), so the editor and a client's answer can show the library's picture and demo link.
import { type Executor, exercises } from "@studio/db";
import type { WorkoutLibraryExercise } from "@studio/validators";
import type { Exercise } from "@studio/validators/workout-text";
import { inArray } from "drizzle-orm";
import { fieldError } from "../lib/errors";

/** The library ids a list of exercises names, each once. */
export const libraryIdsOf = (items: readonly { exerciseId?: number | undefined }[]) => [
  ...new Set(items.flatMap((item) => (item.exerciseId === undefined ? [] : [item.exerciseId]))),
];

/**
 * Every library exercise the workout names is in her library and in use. One archived since is kept only where
 * the newest version already had it (her edit of the rest must not fail on it); a new pick must be one in use.
 */
export async function checkLibraryPicks(
  tx: Executor,
  items: readonly { exerciseId?: number | undefined }[],
  alreadyThere: readonly Exercise[] = [],
) {
  const library = await pickedFromLibrary(tx, items);
  const kept = new Set(libraryIdsOf(alreadyThere));
  for (const [index, item] of items.entries()) {
    if (item.exerciseId === undefined) continue;
    const path = ["exercises", index, "exerciseId"];
    const exercise = library.get(item.exerciseId);
    if (!exercise) throw fieldError(path, "This exercise is not in the library");
    if (exercise.archivedAt && !kept.has(item.exerciseId))
      throw fieldError(path, "This exercise is archived: restore it in the library to use it");
  }
}

/**
 * The library's rows a workout's exercises were picked from, by id: one read bounded by the workout's own ids (the
 * editor's box and a client's answer both draw on it).
 */
export async function pickedFromLibrary(db: Executor, items: readonly { exerciseId?: number | undefined }[]) {
  const named = libraryIdsOf(items);
  const rows = named.length
    ? await db
        .select({
          id: exercises.id,
          name: exercises.name,
          cues: exercises.cues,
          imageUrl: exercises.imageUrl,
          videoUrl: exercises.videoUrl,
          translations: exercises.translations,
          archivedAt: exercises.archivedAt,
        })
        .from(exercises)
        .where(inArray(exercises.id, named))
    : [];
  return new Map(rows.map((row) => [row.id, row]));
}

/** The library's exercises a workout's exercises were picked from, as the editor shows them. */
export async function libraryOf(db: Executor, items: readonly Exercise[]): Promise<WorkoutLibraryExercise[]> {
  return [...(await pickedFromLibrary(db, items)).values()].map((row) => ({
    id: row.id,
    name: row.name,
    cues: row.cues,
    imageUrl: row.imageUrl,
    videoUrl: row.videoUrl,
    archived: row.archivedAt !== null,
  }));
}
