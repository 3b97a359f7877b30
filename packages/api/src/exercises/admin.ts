// The trainer's exercise library: her list, found by name in either language and filtered by muscle group and
// equipment, a page at a time; her adds and edits; archive and restore. Her content, like her recipes and posts,
// so not in the audit trail (architecture.md: money, sessions and the studio's rules are).
import { type Executor, exercises } from "@studio/db";
import type { AdminExercise, exerciseCreateInput, exerciseListInput, libraryExerciseInput } from "@studio/validators";
import { writtenTranslations } from "@studio/validators/in-language";
import { and, arrayContains, asc, count, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";
import { fieldError } from "../lib/errors";
import { oncePerRequest } from "../lib/once-per-request";
import { offsetOf, pageOf } from "../lib/paging";
import { refusal } from "../lib/said";
import { isUniqueViolation } from "../lib/unique-violation";

type Written = z.output<typeof libraryExerciseInput>;

const LIVE_NAME = "exercises_live_name";

const columns = {
  id: exercises.id,
  name: exercises.name,
  cues: exercises.cues,
  equipment: exercises.equipment,
  muscleGroups: exercises.muscleGroups,
  imageUrl: exercises.imageUrl,
  videoUrl: exercises.videoUrl,
  translations: exercises.translations,
  archivedAt: exercises.archivedAt,
  createdAt: exercises.createdAt,
  updatedAt: exercises.updatedAt,
};

const notFound = () => refusal("NOT_FOUND", "server.exercises.notFound");
const nameTaken = (name: string) =>
  fieldError("name", `"${name}" is already in the library. Edit that exercise, or give this one another name.`);

/** Rows whose name, English or her Spanish one, holds `needle` in any case (% and _ are only themselves). */
const named = (needle: string): SQL =>
  sql`(strpos(lower(${exercises.name}), lower(${needle})) > 0
    or strpos(lower(coalesce(${exercises.translations}->'es'->>'name', '')), lower(${needle})) > 0)`;

/** A page of her library in name order, with how many match in all. */
export async function listExercises(services: Services, query: z.output<typeof exerciseListInput>) {
  const where = and(
    query.state === "live" ? isNull(exercises.archivedAt) : undefined,
    query.state === "archived" ? isNotNull(exercises.archivedAt) : undefined,
    query.search ? named(query.search) : undefined,
    query.muscleGroup ? arrayContains(exercises.muscleGroups, [query.muscleGroup]) : undefined,
    query.equipment ? arrayContains(exercises.equipment, [query.equipment]) : undefined,
  );
  const [items, [counted]] = await Promise.all([
    services.db
      .select(columns)
      .from(exercises)
      .where(where)
      .orderBy(asc(sql`lower(${exercises.name})`), asc(exercises.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    services.db.select({ total: count() }).from(exercises).where(where),
  ]);
  return pageOf(items, counted?.total ?? 0, query);
}

async function exerciseById(db: Executor, id: number): Promise<AdminExercise> {
  const [found] = await db.select(columns).from(exercises).where(eq(exercises.id, id));
  if (!found) throw notFound();
  return found;
}

export const getExercise = (services: Services, id: number) => exerciseById(services.db, id);

/** The row as stored: her Spanish keeps only what she wrote. */
const stored = (input: Written) => ({
  ...input,
  translations: input.translations && writtenTranslations(input.translations),
});

/** A write that met a live exercise of the same name is refused naming the field. */
async function namedOnce<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, LIVE_NAME)) throw nameTaken(name);
    throw error;
  }
}

/** A new exercise; Add tapped twice (or retried) makes one. */
export function createExercise(services: Services, input: z.output<typeof exerciseCreateInput>) {
  const { requestKey, ...fields } = input;
  const byKey = async (key: string) => {
    const [found] = await services.db.select({ id: exercises.id }).from(exercises).where(eq(exercises.requestKey, key));
    return found ? exerciseById(services.db, found.id) : null;
  };
  return oncePerRequest(requestKey, byKey, () =>
    namedOnce(fields.name, async () => {
      const [created] = await services.db
        .insert(exercises)
        .values({ ...stored(fields), translations: stored(fields).translations ?? {}, requestKey: requestKey ?? null })
        .onConflictDoNothing({ target: exercises.requestKey })
        .returning(columns);
      return created ?? null;
    }),
  );
}

/** Her edit: the whole exercise again, so the same save sent twice leaves it as the first left it. */
export async function updateExercise(services: Services, id: number, input: Written): Promise<AdminExercise> {
  const [updated] = await namedOnce(input.name, () =>
    services.db.update(exercises).set(stored(input)).where(eq(exercises.id, id)).returning(columns),
  );
  if (!updated) throw notFound();
  return updated;
}

/** Archives it: out of her list until she restores it. Archiving it again keeps the first time. */
export async function archiveExercise(services: Services, id: number): Promise<AdminExercise> {
  const [archived] = await services.db
    .update(exercises)
    .set({ archivedAt: sql`coalesce(${exercises.archivedAt}, now())` })
    .where(eq(exercises.id, id))
    .returning(columns);
  if (!archived) throw notFound();
  return archived;
}

/** Back in use, unless a live exercise has taken its name meanwhile. Restoring one in use changes nothing. */
export async function restoreExercise(services: Services, id: number): Promise<AdminExercise> {
  const current = await exerciseById(services.db, id);
  if (!current.archivedAt) return current;
  const [restored] = await namedOnce(current.name, () =>
    services.db.update(exercises).set({ archivedAt: null }).where(eq(exercises.id, id)).returning(columns),
  );
  if (!restored) throw notFound();
  return restored;
}
