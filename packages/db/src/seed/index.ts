import { readMinutesOf } from "@studio/validators/kinds";
import { miamiInstant } from "@studio/validators/studio-time";
import { sql } from "drizzle-orm";
import type { Database, Executor } from "../client";
import {
  blogPosts,
  clientPages,
  discountCodes,
  exercises,
  packages,
  recipes,
  testimonials,
  workoutContent,
  workoutPrograms,
} from "../schema";
import { BLOG_SEED_AUTHOR, blogSeed } from "./blog";
import { catalog, consultation } from "./catalog";
import { exerciseSeed } from "./exercises";
import { moreRecipes } from "./more-recipes";
import { clientPageSeed, programSeed } from "./programs";
import { discountSeed, recipeSeed, testimonialSeed } from "./stories";
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
