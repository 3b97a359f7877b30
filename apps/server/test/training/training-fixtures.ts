// What the training tests share: a server at the tests' "now" with the trainer signed in, the seeded library's
// exercises by name, her templates as her form sends them (a small one, and three weeks of two exercises), and a
// client with a plan assigned from a day.
import { exercises } from "@studio/db";
import type { TemplateSaveInput } from "@studio/validators";
import { clientAddress } from "../fixtures";
import { type HttpClient, signInAdmin, signInClient, startServerWithAdmin, type TestServer } from "../harness";

/** Thursday, November 19, 2026, 9:00 AM in Miami: the tests' "now". */
export const NOW = new Date("2026-11-19T14:00:00Z");
export const TODAY = "2026-11-19";

/** The seeded library's exercise ids by their English name. */
export async function libraryIds(site: Pick<TestServer, "db">): Promise<Record<string, number>> {
  const rows = await site.db.select({ id: exercises.id, name: exercises.name }).from(exercises);
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

/** The trainer signed in to `site`, and the seeded library's exercise ids by name. */
export async function trainerWithLibrary(site: TestServer) {
  const admin = await signInAdmin(site);
  return { admin, ids: await libraryIds(site) };
}

/** A test server whose "now" is NOW, the trainer signed in to it, and the library's exercise ids. */
export async function startTrainingServer() {
  const { site, admin } = await startServerWithAdmin({}, { now: () => NOW });
  try {
    return { site, admin, ids: await libraryIds(site) };
  } catch (error) {
    await site.close();
    throw error;
  }
}

/**
 * A two-workout template: legs on day 0 (goblet squats, then glute bridges), upper body on day 2 (rows, then wall
 * push-ups).
 */
export const smallTemplate = (ids: Record<string, number>, title = "Foundations"): TemplateSaveInput => ({
  title,
  translations: { es: { title: `${title} (es)` } },
  workouts: [
    {
      day: 0,
      title: "Legs",
      note: "Slow on the way down.",
      translations: { es: { title: "Piernas", note: "Despacio al bajar." } },
      exercises: [
        { exerciseId: ids["Goblet Squat"] as number, sets: 3, reps: "8–12", weightLb: 20, restSeconds: 90 },
        { exerciseId: ids["Glute Bridge"] as number, sets: 3, reps: "12", weightLb: null, restSeconds: 60 },
      ],
    },
    {
      day: 2,
      title: "Upper body",
      exercises: [
        { exerciseId: ids["Bent-Over Row"] as number, sets: 3, reps: "10", weightLb: 15 },
        { exerciseId: ids["Wall Push-Up"] as number, sets: 2, reps: "10" },
      ],
    },
  ],
});

/** Three weeks of Monday squats and Wednesday rows: six workouts of two library exercises. */
export const threeWeeks = (ids: Record<string, number>): TemplateSaveInput => {
  const week = (monday: number) => [
    { day: monday, title: "Legs", exercises: [{ exerciseId: ids["Goblet Squat"] as number, sets: 3, reps: "10" }] },
    {
      day: monday + 2,
      title: "Back",
      exercises: [{ exerciseId: ids["Bent-Over Row"] as number, sets: 3, reps: "10" }],
    },
  ];
  return { title: "Three weeks", workouts: [...week(0), ...week(7), ...week(14)] };
};

/** A template saved by the trainer, as her form sends it once. */
export const saveTemplate = (admin: HttpClient, template: TemplateSaveInput) =>
  admin.trpc.admin.training.templates.save.mutate({ ...template, requestKey: crypto.randomUUID() });

/** The small template saved by the trainer. */
export const savedTemplate = (admin: HttpClient, ids: Record<string, number>, title?: string) =>
  saveTemplate(admin, smallTemplate(ids, title));

/**
 * The trainer signed in to `site` and a template of hers saved from the library: the small one titled `template`, or
 * the one `template` makes of the library's ids (`threeWeeks`).
 */
export async function trainerWithTemplate(
  site: TestServer,
  template: string | ((ids: Record<string, number>) => TemplateSaveInput) = "Foundations",
) {
  const { admin, ids } = await trainerWithLibrary(site);
  const saved = await saveTemplate(admin, typeof template === "string" ? smallTemplate(ids, template) : template(ids));
  return { admin, ids, templateId: saved.id };
}

/** A client signed in from her own address, with the template `templateId` assigned to her from `startsOn`. */
export async function clientWithPlan(
  site: TestServer,
  admin: HttpClient,
  email: string,
  templateId: number,
  startsOn: string,
) {
  const { client, userId } = await signInClient(site, email, clientAddress(site));
  const plan = await admin.trpc.admin.training.assign.mutate({
    templateId,
    userId,
    startsOn,
    requestKey: crypto.randomUUID(),
  });
  return { client, userId, plan };
}

/** The planned exercise of a plan by its library name, on its workout of `day` (0 is the plan's first day). */
export function plannedExercise(
  plan: { workouts: { day: number; exercises: { id: number; exerciseName: string }[] }[] },
  day: number,
  name: string,
): number {
  const found = plan.workouts
    .find((workout) => workout.day === day)
    ?.exercises.find((row) => row.exerciseName === name);
  if (!found) throw new Error(`No ${name} on day ${day}`);
  return found.id;
}
