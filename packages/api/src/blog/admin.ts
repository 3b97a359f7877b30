// The trainer's side of the blog: every post in any state, and her saves. The Markdown is rendered and sanitised
// here, once per save, so the pages only ever serve the stored HTML.
import { type BlogPost, blogPosts, type Executor } from "@studio/db";
import type { BlogPostValues, blogAdminListInput } from "@studio/validators";
import { writtenTranslations } from "@studio/validators/in-language";
import { readMinutesOf } from "@studio/validators/kinds";
import { TRPCError } from "@trpc/server";
import { and, desc, eq, ilike, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";
import { refusal } from "../lib/said";
import { isUniqueViolation } from "../lib/unique-violation";
import { renderMarkdown } from "./markdown";
import { stateOf } from "./posts";

/** Rows on one page of her list. */
export const BLOG_ADMIN_PAGE_SIZE = 20;

const SLUG_CONSTRAINT = "blog_posts_slug_unique";

const slugTaken = (slug: string) =>
  new TRPCError({
    code: "CONFLICT",
    message: `slug: "${slug}" is already the address of another post. Please choose another slug.`,
  });

const notFound = () => refusal("NOT_FOUND", "server.blog.notFound");

const withState = (post: BlogPost, now: Date) => ({ ...post, state: stateOf(post, now) });

/** "%" and "_" typed in the search are looked for as themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (mark) => `\\${mark}`)}%`;

export async function listPostsForAdmin(services: Services, { search, page }: z.output<typeof blogAdminListInput>) {
  const rows = await services.db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      category: blogPosts.category,
      status: blogPosts.status,
      publishAt: blogPosts.publishAt,
      featured: blogPosts.featured,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(search ? ilike(blogPosts.title, containing(search)) : undefined)
    .orderBy(desc(blogPosts.publishAt), desc(blogPosts.id))
    .limit(BLOG_ADMIN_PAGE_SIZE + 1)
    .offset((page - 1) * BLOG_ADMIN_PAGE_SIZE);
  const now = services.now();
  return {
    posts: rows
      .slice(0, BLOG_ADMIN_PAGE_SIZE)
      .map(({ status, ...row }) => ({ ...row, state: stateOf({ status, ...row }, now) })),
    page,
    hasMore: rows.length > BLOG_ADMIN_PAGE_SIZE,
  };
}

export async function postForAdmin(services: Services, id: number) {
  const [post] = await services.db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!post) throw notFound();
  return withState(post, services.now());
}

/** Her Spanish version as kept: only the fields she wrote, the body rendered as the English one is. */
function spanishOf(translations: BlogPostValues["translations"]): BlogPost["translations"] | undefined {
  if (!translations) return undefined;
  const { es } = writtenTranslations(translations);
  return es ? { es: { ...es, ...(es.body && { bodyHtml: renderMarkdown(es.body) }) } } : {};
}

/** The columns a save writes: what she entered, its rendered body and its read time. */
function columnsOf({ body, translations, ...post }: BlogPostValues) {
  return {
    ...post,
    body,
    bodyHtml: renderMarkdown(body),
    readMinutes: readMinutesOf(body),
    translations: spanishOf(translations),
  };
}

/** Whether a stored post is exactly what a save would write: the same save, sent again. */
function sameSave(stored: BlogPost, post: BlogPostValues) {
  return (
    stored.title === post.title &&
    stored.excerpt === post.excerpt &&
    stored.body === post.body &&
    stored.category === post.category &&
    stored.author === post.author &&
    stored.coverImageUrl === post.coverImageUrl &&
    stored.featured === post.featured &&
    stored.status === post.status &&
    stored.publishAt.getTime() === post.publishAt.getTime() &&
    (post.translations === undefined ||
      JSON.stringify(stored.translations) === JSON.stringify(spanishOf(post.translations)))
  );
}

/**
 * Featuring a post un-features the one before, in the same transaction. Saves that feature a post take turns on a
 * lock, so two at once cannot each un-feature the other's old post and then both feature theirs (the partial
 * unique index would refuse the second as an error); the last to commit is the one featured.
 */
async function featureOnly(tx: Executor, id: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('blog-featured', 0))`);
  await tx
    .update(blogPosts)
    .set({ featured: false })
    .where(and(eq(blogPosts.featured, true), ne(blogPosts.id, id)));
  const [featured] = await tx.update(blogPosts).set({ featured: true }).where(eq(blogPosts.id, id)).returning();
  return featured;
}

/**
 * A new post. Its slug is its key: sent twice (a double tap, a retry after a lost answer), the second finds the
 * post the first made, unchanged, and answers it; a different post at that address is a 409 naming the slug.
 */
export async function createPost(services: Services, post: BlogPostValues) {
  const saved = await services.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(blogPosts)
      .values({ ...columnsOf(post), featured: false })
      .onConflictDoNothing({ target: blogPosts.slug })
      .returning();
    if (!created) {
      const [existing] = await tx.select().from(blogPosts).where(eq(blogPosts.slug, post.slug));
      if (existing && sameSave(existing, post)) return existing;
      throw slugTaken(post.slug);
    }
    return post.featured ? ((await featureOnly(tx, created.id)) ?? created) : created;
  });
  return withState(saved, services.now());
}

/** Her edit: the whole post again, so the same save sent twice leaves the post as the first left it. */
export async function updatePost(services: Services, id: number, post: BlogPostValues) {
  try {
    const saved = await services.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(blogPosts)
        .set({ ...columnsOf(post), featured: false })
        .where(eq(blogPosts.id, id))
        .returning();
      if (!updated) throw notFound();
      return post.featured ? ((await featureOnly(tx, id)) ?? updated) : updated;
    });
    return withState(saved, services.now());
  } catch (error) {
    if (isUniqueViolation(error, SLUG_CONSTRAINT)) throw slugTaken(post.slug);
    throw error;
  }
}

export async function setPostFeatured(services: Services, id: number, featured: boolean) {
  const saved = await services.db.transaction(async (tx) => {
    const [post] = featured
      ? [await featureOnly(tx, id)]
      : await tx.update(blogPosts).set({ featured: false }).where(eq(blogPosts.id, id)).returning();
    // Thrown inside, so that featuring a post that is gone un-features nothing.
    if (!post) throw notFound();
    return post;
  });
  return withState(saved, services.now());
}

/** Deleting a post that is already gone is done too: a repeated delete has the one effect. */
export async function deletePost(services: Services, id: number) {
  await services.db.delete(blogPosts).where(eq(blogPosts.id, id));
  return { success: true as const };
}
