// Her programs and Workouts of the Day: every one she paid for, newest first, and any one of them opened.
import { bookings, type Package, packages, workoutContent, workoutPrograms } from "@studio/db";
import {
  type LibraryExerciseFacts,
  type OpenedProgram,
  type PackageType,
  PROGRAM_PURCHASES_LISTED,
  type ProgramAccessAnswer,
  type ProgramPurchase,
  packageCategory,
} from "@studio/validators";
import { inLanguage, listIn } from "@studio/validators/in-language";
import type { Language } from "@studio/validators/languages";
import { type Exercise, exercisesAsSpecified, workoutAsText } from "@studio/validators/workout-text";
import { and, asc, desc, eq, inArray, lte } from "drizzle-orm";
import type { Services } from "../context";
import { refusal } from "../lib/said";
import { pickedFromLibrary } from "../programs/workout-library";

/** One paid booking of a program or workout, with the package it opens. */
interface Owned {
  bookingId: number;
  purchasedAt: Date;
  pkg: { id: number; name: string; description: string; type: PackageType; translations: Package["translations"] };
}

const owned = {
  bookingId: bookings.id,
  purchasedAt: bookings.createdAt,
  pkg: {
    id: packages.id,
    name: packages.name,
    description: packages.description,
    type: packages.type,
    translations: packages.translations,
  },
};

/** Paid by this e-mail, and a package that opens content (not gym or home sessions). */
const ownedBy = (email: string) =>
  and(
    eq(bookings.clientEmail, email),
    eq(bookings.paymentStatus, "paid"),
    inArray(packages.type, ["online", "workout_of_day"]),
  );

const kindOf = (pkg: Owned["pkg"]): ProgramPurchase["type"] =>
  packageCategory(pkg.type) === "workout_of_day" ? "workout_of_day" : "program";

/**
 * The purchase's content in SPEC's workout access shape, naming its booking, in the language of the page that
 * opens it where the trainer wrote a version in it.
 */
async function opened(
  services: Services,
  { bookingId, purchasedAt, pkg }: Owned,
  language: Language,
): Promise<OpenedProgram> {
  const { name, description } = inLanguage(pkg, pkg.translations, language, "name");
  const about = { bookingId, packageName: name, packageDescription: description };
  if (kindOf(pkg) === "workout_of_day") {
    const bought = await versionBought(services, pkg.id, purchasedAt);
    if (!bought) throw refusal("NOT_FOUND", "server.programs.workoutPreparing");
    const { id: _id, packageId: _p, createdAt: _c, updatedAt: _u, translations, ...stored } = bought;
    const { language: shownIn, ...structured } = inLanguage(stored, translations, language, "title");
    const items = JSON.parse(structured.mainWorkout) as Exercise[];
    const picked = items.some((item) => item.exerciseId !== undefined);
    return {
      type: "workout_of_day",
      ...about,
      workoutProgram: workoutAsText(structured, shownIn),
      // SPEC's list as it has always been: the library's ids are answered beside it.
      workoutContent: picked ? { ...structured, mainWorkout: JSON.stringify(exercisesAsSpecified(items)) } : structured,
      language: shownIn,
      libraryExercises: picked ? await libraryFacts(services, items, language) : [],
    };
  }
  const [program] = await services.db.select().from(workoutPrograms).where(eq(workoutPrograms.packageId, pkg.id));
  if (!program) throw refusal("NOT_FOUND", "server.programs.programPreparing");
  const shown = inLanguage(program, program.translations, language, "body");
  return {
    type: "program",
    ...about,
    workoutProgram: shown.body,
    workoutContent: null,
    language: shown.language,
    libraryExercises: [],
  };
}

const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * For each of the workout's exercises, in order, the library's facts of the one it was picked from (null for one
 * typed by hand), in the reader's language where the trainer wrote it: one read of the workout's own ids. An
 * exercise archived since is still shown: she bought the workout as it was.
 */
async function libraryFacts(
  services: Services,
  items: readonly Exercise[],
  language: Language,
): Promise<(LibraryExerciseFacts | null)[]> {
  const library = await pickedFromLibrary(services.db, items);
  return items.map((item) => {
    const row = item.exerciseId === undefined ? undefined : library.get(item.exerciseId);
    if (!row) return null;
    const english = linesOf(row.cues);
    const { name, language: nameIn } = inLanguage({ name: row.name }, row.translations, language, "name");
    const cues = listIn(row.translations, language, "cues", english);
    const details = item.details ?? [];
    return {
      exerciseId: row.id,
      name,
      language: nameIn,
      cues,
      cuesLanguage: cues === english ? "en" : language,
      imageUrl: row.imageUrl,
      videoUrl: row.videoUrl,
      detailsAreCues: details.length > 0 && JSON.stringify(details) === JSON.stringify(english),
    };
  });
}

/**
 * The version of a Workout of the Day she bought: the newest published by the time she bought it. A workout first
 * written after her purchase (the catalogue's first ones were) is hers in its first version.
 */
async function versionBought(services: Services, packageId: number, purchasedAt: Date) {
  const [bought] = await services.db
    .select()
    .from(workoutContent)
    .where(and(eq(workoutContent.packageId, packageId), lte(workoutContent.createdAt, purchasedAt)))
    .orderBy(desc(workoutContent.createdAt), desc(workoutContent.id))
    .limit(1);
  if (bought) return bought;
  const [first] = await services.db
    .select()
    .from(workoutContent)
    .where(eq(workoutContent.packageId, packageId))
    .orderBy(asc(workoutContent.createdAt), asc(workoutContent.id))
    .limit(1);
  return first;
}

/**
 * The verified answer: her latest purchase opened, as SPEC's path has always answered, and the list of what she
 * owns to open the rest. The list is capped, so a long history never makes this slower.
 */
export async function programAccessFor(
  services: Services,
  email: string,
  language: Language,
): Promise<ProgramAccessAnswer> {
  const purchases: Owned[] = await services.db
    .select(owned)
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(ownedBy(email))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(PROGRAM_PURCHASES_LISTED);
  const latest = purchases[0];
  if (!latest) throw refusal("NOT_FOUND", "server.programs.noneForEmail");
  return {
    ...(await opened(services, latest, language)),
    purchases: purchases.map((item) => ({
      bookingId: item.bookingId,
      packageName: inLanguage(item.pkg, item.pkg.translations, language, "name").name,
      type: kindOf(item.pkg),
      purchasedAt: item.purchasedAt,
    })),
  };
}

/**
 * One of her purchases by booking id. Another client's booking answers exactly as a missing one does, so the
 * answer tells nobody which ids exist, let alone what they hold.
 */
export async function openProgram(
  services: Services,
  email: string,
  bookingId: number,
  language: Language,
): Promise<OpenedProgram> {
  const [found] = await services.db
    .select(owned)
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(and(eq(bookings.id, bookingId), ownedBy(email)))
    .limit(1);
  if (!found) throw refusal("NOT_FOUND", "server.programs.notAmongPurchases");
  return opened(services, found, language);
}
