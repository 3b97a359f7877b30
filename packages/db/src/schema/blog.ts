// The trainer's articles: Markdown rendered and sanitised when saved, public once published and their time has come.
import type { BlogCategory, BlogPostStatus } from "@studio/validators/kinds";
import type { Translations } from "@studio/validators/languages";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/** The trainer's articles. Public once published and their publish time has come. */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial().primaryKey(),
    /** The address (/blog/{slug}); kept when the title changes, so shared links keep working. */
    slug: text().notNull().unique(),
    title: text().notNull(),
    excerpt: text().notNull(),
    /** Markdown, as she wrote it. */
    body: text().notNull(),
    /** The body rendered and sanitised when saved: what the page shows. */
    bodyHtml: text().notNull(),
    category: text().$type<BlogCategory>().notNull(),
    author: text().notNull(),
    coverImageUrl: text(),
    /** At most one post is featured (a partial unique index). */
    featured: boolean().notNull().default(false),
    status: text().$type<BlogPostStatus>().notNull().default("draft"),
    /** When it goes (or went) public; a published post with a later time is scheduled. */
    publishAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Computed from the body when saved. */
    readMinutes: integer().notNull(),
    /** Her Spanish title, excerpt and body (with its rendered HTML), when she wrote them. */
    translations: jsonb().$type<Translations<"title" | "excerpt" | "body" | "bodyHtml">>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_posts_one_featured").on(t.featured).where(sql`${t.featured}`),
    index().on(t.status, t.publishAt),
  ],
);

export type BlogPost = typeof blogPosts.$inferSelect;
