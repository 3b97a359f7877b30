// What visitors read: published posts whose publish time has come, by the server's clock (services.now()).
import { type BlogPost, blogPosts } from "@studio/db";
import type { blogListInput } from "@studio/validators";
import { inLanguage } from "@studio/validators/in-language";
import type { BlogPostState } from "@studio/validators/kinds";
import type { Language } from "@studio/validators/languages";
import { studioDate } from "@studio/validators/studio-time";
import { and, asc, desc, eq, gt, lte, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";
import { refusal } from "../lib/said";

/** Cards on one page of the list: four rows of three on a laptop. */
export const BLOG_PAGE_SIZE = 12;

/** Public: published, and its time has come. */
export const isPublic = (now: Date): SQL =>
  and(eq(blogPosts.status, "published"), lte(blogPosts.publishAt, now)) as SQL;

/** How a post stands at `now`: a published post whose time is still to come is scheduled. */
export function stateOf(post: { status: string; publishAt: Date }, now: Date): BlogPostState {
  if (post.status !== "published") return "draft";
  return post.publishAt > now ? "scheduled" : "published";
}

export const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  author: blogPosts.author,
  coverImageUrl: blogPosts.coverImageUrl,
  featured: blogPosts.featured,
  publishAt: blogPosts.publishAt,
  readMinutes: blogPosts.readMinutes,
  translations: blogPosts.translations,
};

const newestFirst = [desc(blogPosts.publishAt), desc(blogPosts.id)];

type Stored = { publishAt: Date; title: string; translations: BlogPost["translations"] };

/**
 * A public post as a page in `language` shows it: her Spanish where she wrote it, and the day it went public in
 * Miami, which its card and page show.
 */
const shown =
  (language: Language) =>
  <Post extends Stored>({ translations, ...post }: Post) => ({
    ...inLanguage(post, translations, language, "title"),
    publishedOn: studioDate(post.publishAt),
  });

/**
 * One page of the list, newest first. Under All Posts the featured post is answered apart (on the first page) and
 * left out of every page's cards; a category lists all of its posts, the featured one among them.
 */
export async function publishedPosts(
  services: Services,
  { category, page }: z.output<typeof blogListInput>,
  language: Language,
) {
  const now = services.now();
  const all = !category;
  const [featured, rows] = await Promise.all([
    all && page === 1
      ? services.db
          .select(summaryColumns)
          .from(blogPosts)
          .where(and(isPublic(now), eq(blogPosts.featured, true)))
          .limit(1)
      : [],
    services.db
      .select(summaryColumns)
      .from(blogPosts)
      .where(
        and(
          isPublic(now),
          category ? eq(blogPosts.category, category) : undefined,
          all ? eq(blogPosts.featured, false) : undefined,
        ),
      )
      .orderBy(...newestFirst)
      // One more than a page tells whether there is a next one, without counting the whole blog.
      .limit(BLOG_PAGE_SIZE + 1)
      .offset((page - 1) * BLOG_PAGE_SIZE),
  ]);
  const inPage = shown(language);
  return {
    featured: featured[0] ? inPage(featured[0]) : null,
    posts: rows.slice(0, BLOG_PAGE_SIZE).map(inPage),
    page,
    hasMore: rows.length > BLOG_PAGE_SIZE,
  };
}

export async function publishedPost(services: Services, slug: string, language: Language) {
  const [post] = await services.db
    .select({ ...summaryColumns, bodyHtml: blogPosts.bodyHtml })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublic(services.now())));
  if (!post) throw refusal("NOT_FOUND", "server.blog.notFound");
  return shown(language)(post);
}

/** The newest public posts with their bodies, for the RSS feed. */
export function feedPosts(services: Services, limit: number) {
  return services.db
    .select({ ...summaryColumns, bodyHtml: blogPosts.bodyHtml, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublic(services.now()))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** Public posts' addresses in id order, `limit` after `afterId`: the sitemap reads them a batch at a time. */
export function publicSlugs(services: Services, afterId: number, limit: number) {
  return services.db
    .select({ id: blogPosts.id, slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(isPublic(services.now()), gt(blogPosts.id, afterId)))
    .orderBy(asc(blogPosts.id))
    .limit(limit);
}

/** When the next scheduled post goes public, if one is waiting: pages drawn before then must be drawn again. */
export async function nextPublishAt(services: Services): Promise<Date | null> {
  const [next] = await services.db
    .select({ publishAt: blogPosts.publishAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, "published"), gt(blogPosts.publishAt, services.now())))
    .orderBy(asc(blogPosts.publishAt))
    .limit(1);
  return next?.publishAt ?? null;
}
