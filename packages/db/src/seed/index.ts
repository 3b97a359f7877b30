import { readMinutesOf } from "@studio/validators/kinds";
import { miamiInstant } from "@studio/validators/studio-time";
import { and, inArray, isNull, sql } from "drizzle-orm";
import type { Database, Executor } from "../client";
import {
  blogPosts,
  clientPages,
  discountCodes,
  exercises,
  packages,
  planExercises,
  planWorkouts,
  recipes,
  testimonials,
  trainingPlans,
  workoutContent,
  workoutPrograms,
} from "../schema";
import { BLOG_SEED_AUTHOR, blogSeed } from "./blog";
import { catalog, consultation } from "./catalog";
import { exerciseSeed } from "./exercises";
import { moreRecipes } from "./more-recipes";
import { clientPageSeed, programSeed } from "./programs";
import { discountSeed, recipeSeed, testimonialSeed } from "./stories";
import { type SeedTemplate, trainingTemplateSeed } from "./training";
import { workouts } from "./workouts";

/** The trainer's order starts as the catalogue's own (migration 0013 did the same for older catalogues). */
const inCatalogueOrder = (item: (typeof catalog)[number]) => ({ ...item, position: item.id ?? 0 });

/** Any stable number shared by every instance, so two servers starting together seed once. */
const SEED_LOCK = 4_0_2_1_2_0;

export interface SeedOptions {
  /** Markdown to the sanitised HTML a post's page shows: the rendering the trainer's own saves use (packages/api). */
  renderMarkdown: (markdown: string) => string;
}

/**
 * Fills an empty catalogue with the studio's packages and starter content, and adds content that later
 * releases brought (programs, client pages) to databases seeded before. Returns whether it seeded the catalogue.
 */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ id: packages.id }).from(packages).limit(1);
    if (existing) {
      await seedContent(tx);
      await seedBlog(tx, options);
      await seedExercises(tx);
      await seedTrainingTemplates(tx);
      return false;
    }
    await tx.insert(packages).values(catalog.map(inCatalogueOrder));
    // Explicit ids leave the sequence behind; move it past them.
    await tx.execute(sql`select setval(pg_get_serial_sequence('packages', 'id'), (select max(id) from packages))`);
    await tx.insert(workoutContent).values(workouts);
    await tx.insert(testimonials).values(testimonialSeed);
    await tx.insert(recipes).values([...recipeSeed, ...moreRecipes]);
    await tx.insert(discountCodes).values(discountSeed).onConflictDoNothing();
    await seedContent(tx);
    await seedBlog(tx, options);
    await seedExercises(tx);
    await seedTrainingTemplates(tx);
    return true;
  });
}

async function seedContent(tx: Executor) {
  // The consultation came after the first catalogue. It is added once, while its fixed id has never been
  // handed out, so a trainer who deletes it does not see it come back.
  const [sequence] = await tx
    .select({ last: sql<string | null>`pg_sequence_last_value(pg_get_serial_sequence('packages', 'id')::regclass)` })
    .from(packages)
    .limit(1);
  if (Number(sequence?.last ?? 0) < Number(consultation.id)) {
    await tx.insert(packages).values(inCatalogueOrder(consultation)).onConflictDoNothing();
    await tx.execute(sql`select setval(pg_get_serial_sequence('packages', 'id'), (select max(id) from packages))`);
  }
  const known = new Set((await tx.select({ id: packages.id }).from(packages)).map((row) => row.id));
  const programs = programSeed.filter((item) => known.has(item.packageId));
  if (programs.length) await tx.insert(workoutPrograms).values(programs).onConflictDoNothing();
  await tx.insert(clientPages).values(clientPageSeed).onConflictDoNothing();
}

/**
 * The exercise library's starter moves, added once: while its id sequence has never handed out an id, so an
 * exercise the trainer archives or renames does not come back at the next start.
 */
async function seedExercises(tx: Executor) {
  const [sequence] = await tx
    .select({ last: sql<string | null>`pg_sequence_last_value(pg_get_serial_sequence('exercises', 'id')::regclass)` })
    .from(sql`(select 1) as one`);
  if (sequence?.last !== null && sequence?.last !== undefined) return;
  await tx.insert(exercises).values(exerciseSeed);
}

/**
 * The first plan templates, added once: while the plans' id sequence has never handed out an id, so a template the
 * trainer archives does not come back. A move the library no longer holds under its starter name is left out.
 */
async function seedTrainingTemplates(tx: Executor) {
  const [sequence] = await tx
    .select({
      last: sql<string | null>`pg_sequence_last_value(pg_get_serial_sequence('training_plans', 'id')::regclass)`,
    })
    .from(sql`(select 1) as one`);
  if (sequence?.last !== null && sequence?.last !== undefined) return;
  const names = [
    ...new Set(
      trainingTemplateSeed.flatMap((template) =>
        template.week.flatMap(({ workout }) => workout.exercises.map((exercise) => exercise.name)),
      ),
    ),
  ];
  const found = await tx
    .select({ id: exercises.id, name: exercises.name })
    .from(exercises)
    .where(and(inArray(exercises.name, names), isNull(exercises.archivedAt)));
  const idOf = new Map(found.map((row) => [row.name, row.id]));
  for (const template of trainingTemplateSeed) await seedTemplate(tx, template, idOf);
}

async function seedTemplate(tx: Executor, template: SeedTemplate, idOf: Map<string, number>) {
  const [plan] = await tx
    .insert(trainingPlans)
    .values({ title: template.title, translations: { es: { title: template.titleEs } } })
    .returning({ id: trainingPlans.id });
  if (!plan) return;
  for (let week = 0; week < template.weeks; week++) {
    for (const { day, workout } of template.week) {
      const [saved] = await tx
        .insert(planWorkouts)
        .values({
          planId: plan.id,
          day: week * 7 + day,
          title: workout.title,
          note: workout.note,
          translations: { es: { title: workout.titleEs, note: workout.noteEs } },
        })
        .returning({ id: planWorkouts.id });
      const rows = workout.exercises.flatMap((exercise, position) => {
        const exerciseId = idOf.get(exercise.name);
        if (!saved || exerciseId === undefined) return [];
        return [
          {
            workoutId: saved.id,
            exerciseId,
            position,
            sets: exercise.sets,
            reps: exercise.reps,
            weightLb: exercise.weightLb === undefined ? null : exercise.weightLb.toFixed(1),
            restSeconds: exercise.restSeconds ?? 90,
            note: exercise.note ?? "",
            translations: exercise.noteEs ? { es: { note: exercise.noteEs } } : {},
          },
        ];
      });
      if (rows.length) await tx.insert(planExercises).values(rows);
    }
  }
}

/**
 * The blog's first posts, added once: while the posts' id sequence has never handed out an id, so a post the
 * trainer deletes (even the last one) does not come back at the next start.
 */
async function seedBlog(tx: Executor, { renderMarkdown }: SeedOptions) {
  const [sequence] = await tx
    .select({ last: sql<string | null>`pg_sequence_last_value(pg_get_serial_sequence('blog_posts', 'id')::regclass)` })
    .from(sql`(select 1) as one`);
  if (sequence?.last !== null && sequence?.last !== undefined) return;
  await tx
    .insert(blogPosts)
    .values(
      blogSeed.map(({ date, body, es, ...post }) => ({
        ...post,
        body,
        bodyHtml: renderMarkdown(body),
        // Her Spanish version, in the shape her own saves keep it: the body rendered as the English one is.
        translations: { es: { ...es, bodyHtml: renderMarkdown(es.body) } },
        author: BLOG_SEED_AUTHOR,
        status: "published" as const,
        publishAt: miamiInstant(date, "09:00"),
        readMinutes: readMinutesOf(body),
      })),
    )
    .onConflictDoNothing({ target: blogPosts.slug });
}
