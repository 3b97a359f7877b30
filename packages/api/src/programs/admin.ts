// The trainer's programs and Workouts of the Day. A program's text is edited in place (every client of it reads the
// newest); a Workout of the Day is published as a new version, so a client keeps the version she bought.
import { type Executor, packages, workoutContent, workoutPrograms } from "@studio/db";
import type {
  ProgramOutput,
  programInput,
  WorkoutOutput,
  workoutFields,
  workoutPublishInput,
} from "@studio/validators";
import { writtenTranslations } from "@studio/validators/in-language";
import { type Exercise, storedExercises } from "@studio/validators/workout-text";
import { TRPCError } from "@trpc/server";
import { count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";
import { oncePerRequest } from "../lib/once-per-request";
import { refusal } from "../lib/said";
import { linkedPlanOf } from "./linked-plan";
import { checkLibraryPicks, libraryOf } from "./workout-library";

/** SPEC section 9: a Workout of the Day sells for $25 (she may change its price in the catalogue). */
const WORKOUT_PRICE = "25.00";

async function packageOfType(db: Executor, packageId: number, type: "online" | "workout_of_day") {
  const [pkg] = await db.select().from(packages).where(eq(packages.id, packageId));
  if (!pkg) throw refusal("NOT_FOUND", "server.catalogue.notFound");
  if (pkg.type !== type) {
    const what = type === "online" ? "an online program" : "a Workout of the Day";
    throw new TRPCError({ code: "CONFLICT", message: `${pkg.name} is not ${what}.` });
  }
  return pkg;
}

/** An online package's program, or a blank one to write when she has not yet. */
export async function programOf(services: Services, packageId: number): Promise<ProgramOutput> {
  const pkg = await packageOfType(services.db, packageId, "online");
  const [[program], plan] = await Promise.all([
    services.db.select().from(workoutPrograms).where(eq(workoutPrograms.packageId, packageId)),
    linkedPlanOf(services.db, packageId),
  ]);
  return {
    packageId,
    packageName: pkg.name,
    packageDescription: pkg.description,
    title: program?.title ?? pkg.name,
    weeks: program?.weeks ?? pkg.sessionCount,
    body: program?.body ?? "",
    translations: program?.translations ?? {},
    saved: Boolean(program),
    plan,
  };
}

/** Saves a program's text: the same save twice is one program. */
export async function saveProgram(services: Services, input: z.output<typeof programInput>) {
  await packageOfType(services.db, input.packageId, "online");
  const { packageId, translations, ...english } = input;
  const fields = { ...english, translations: translations && writtenTranslations(translations) };
  await services.db
    .insert(workoutPrograms)
    .values({ packageId, ...fields })
    .onConflictDoUpdate({ target: workoutPrograms.packageId, set: fields });
  return programOf(services, packageId);
}

type Fields = z.output<typeof workoutFields>;

/** The stored row of a version: the exercises as SPEC's JSON text, her Spanish only where she wrote it. */
const versionRow = (packageId: number, { exercises, translations, ...fields }: Fields) => ({
  ...fields,
  packageId,
  mainWorkout: JSON.stringify(storedExercises(exercises)),
  translations: writtenTranslations(translations),
});

/** A Workout of the Day with its newest version, as the editor shows it. */
export async function workoutOf(db: Executor, packageId: number): Promise<WorkoutOutput> {
  const pkg = await packageOfType(db, packageId, "workout_of_day");
  const [latest] = await db
    .select()
    .from(workoutContent)
    .where(eq(workoutContent.packageId, packageId))
    .orderBy(desc(workoutContent.createdAt), desc(workoutContent.id))
    .limit(1);
  const [versions] = await db
    .select({ value: count() })
    .from(workoutContent)
    .where(eq(workoutContent.packageId, packageId));
  const about = {
    packageId,
    packageName: pkg.name,
    price: pkg.price,
    active: pkg.active,
    versions: versions?.value ?? 0,
  };
  if (!latest) {
    return {
      ...about,
      title: pkg.name,
      description: pkg.description,
      warmupInstructions: "",
      exercises: [],
      cooldownInstructions: "",
      equipment: [],
      difficulty: "All levels",
      targetAreas: [],
      estimatedDuration: pkg.durationMinutes,
      notes: null,
      translations: {},
      library: [],
    };
  }
  const stored = JSON.parse(latest.mainWorkout) as Exercise[];
  const exercises = stored.map((item) => ({
    exercise: item.exercise,
    ...(item.exerciseId !== undefined && { exerciseId: item.exerciseId }),
    sets: (item.sets ?? []).map((set) => ({ sets: set.sets, reps: String(set.reps), note: set.note })),
    details: item.details ?? [],
  }));
  return {
    ...about,
    title: latest.title,
    description: latest.description,
    warmupInstructions: latest.warmupInstructions,
    exercises,
    cooldownInstructions: latest.cooldownInstructions,
    equipment: latest.equipment,
    difficulty: latest.difficulty as WorkoutOutput["difficulty"],
    targetAreas: latest.targetAreas,
    estimatedDuration: latest.estimatedDuration,
    notes: latest.notes,
    translations: latest.translations,
    library: await libraryOf(db, stored),
  };
}

/**
 * Publishes a Workout of the Day. A new one gets its package ($25, on sale, last in her order) once per attempt;
 * an edit renames and re-describes its package and adds a version, unless it is the same as the newest (a save
 * sent twice is one version). Clients who bought it keep the version current when they bought it.
 */
export async function publishWorkout(services: Services, input: z.output<typeof workoutPublishInput>) {
  const { packageId, requestKey, ...fields } = input;
  const spanish = writtenTranslations(fields.translations).es;
  const about = {
    name: fields.title,
    description: fields.description,
    durationMinutes: Math.min(240, Math.max(15, fields.estimatedDuration)),
    // Its package is named and described as the workout is, in Spanish too.
    translations: writtenTranslations({ es: { name: spanish?.title, description: spanish?.description } }),
  };
  if (packageId === null) {
    const byKey = async (key: string) => {
      const [found] = await services.db.select({ id: packages.id }).from(packages).where(eq(packages.requestKey, key));
      return found ? workoutOf(services.db, found.id) : null;
    };
    return oncePerRequest(requestKey, byKey, () =>
      services.db.transaction(async (tx) => {
        await checkLibraryPicks(tx, fields.exercises);
        const [created] = await tx
          .insert(packages)
          .values({
            ...about,
            type: "workout_of_day",
            price: WORKOUT_PRICE,
            sessionCount: 1,
            requestKey: requestKey ?? null,
            position: sql`(select coalesce(max(${packages.position}), 0) + 1 from ${packages})`,
          })
          .onConflictDoNothing({ target: packages.requestKey })
          .returning({ id: packages.id });
        if (!created) return null;
        await tx.insert(workoutContent).values(versionRow(created.id, fields));
        return workoutOf(tx, created.id);
      }),
    );
  }
  return services.db.transaction(async (tx) => {
    await packageOfType(tx, packageId, "workout_of_day");
    // One publisher of this workout at a time, so "same as the newest" is decided against the true newest.
    await tx.select({ id: packages.id }).from(packages).where(eq(packages.id, packageId)).for("update");
    const row = versionRow(packageId, fields);
    const [newest] = await tx
      .select()
      .from(workoutContent)
      .where(eq(workoutContent.packageId, packageId))
      .orderBy(desc(workoutContent.createdAt), desc(workoutContent.id))
      .limit(1);
    await checkLibraryPicks(tx, fields.exercises, newest ? (JSON.parse(newest.mainWorkout) as Exercise[]) : []);
    if (!newest || !sameVersion(newest, row)) await tx.insert(workoutContent).values(row);
    await tx.update(packages).set(about).where(eq(packages.id, packageId));
    return workoutOf(tx, packageId);
  });
}

function sameVersion(stored: typeof workoutContent.$inferSelect, row: ReturnType<typeof versionRow>) {
  const keys = Object.keys(row) as (keyof typeof row)[];
  return keys.every((key) => JSON.stringify(stored[key]) === JSON.stringify(row[key]));
}
