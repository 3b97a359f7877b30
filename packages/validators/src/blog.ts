// The blog's schemas: the trainer's editor, and what the public pages and her list are answered with.
import slugify from "@sindresorhus/slugify";
import { z } from "zod";
import { blogCategories, blogPostStates, blogPostStatuses } from "./blog-kinds";
import { id, inLanguage, instant, isoDate, numeric } from "./common";
import { contentLanguage, translationsInput } from "./translations";

export { blogCategories, blogPostStates, blogPostStatuses };

export const BLOG_SLUG_MAX = 100;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Long enough for any article; a cap so that one save cannot fill the database. */
export const BLOG_BODY_MAX = 100_000;

/** The address a title gives, "Five Moves for Better Balance" → "five-moves-for-better-balance". */
export function slugFromTitle(title: string): string {
  return slugify(title).slice(0, BLOG_SLUG_MAX).replace(/-+$/, "");
}

const text = (label: string, max: number, required: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`);

/** An image uploaded to the site (/uploads/...): the pages' content security policy shows no other. */
const coverImageUrl = z
  .string({ error: "Cover image must be text" })
  .trim()
  .max(500, "Cover image address must be at most 500 characters")
  .refine(
    (value) => value === "" || /^\/uploads\/[\w.-]+$/.test(value),
    "Cover image must be an image uploaded here (/uploads/…)",
  )
  .nullish()
  .transform((value) => value || null);

const maxText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`);

/** Her Spanish title, excerpt and body (Markdown), each left empty when not written. */
export const blogTranslations = translationsInput({
  title: maxText("Spanish title", 160),
  excerpt: maxText("Spanish excerpt", 500),
  body: maxText("Spanish body", BLOG_BODY_MAX),
});
export type BlogTranslations = z.infer<typeof blogTranslations>;

const blogPostFields = z.object({
  title: text("Title", 160, "Please enter a title"),
  /** Left empty, it is made from the title. */
  slug: z
    .string({ error: "Slug must be text" })
    .trim()
    .max(BLOG_SLUG_MAX, `Slug must be at most ${BLOG_SLUG_MAX} characters`)
    .refine(
      (value) => value === "" || SLUG_PATTERN.test(value),
      "Slug must be lowercase letters and numbers joined by single hyphens, like my-first-post",
    )
    .default(""),
  excerpt: text("Excerpt", 500, "Please enter an excerpt"),
  /** Markdown. */
  body: text("Body", BLOG_BODY_MAX, "Please write the post's body"),
  category: z.enum(blogCategories, { error: "Please choose a category: fitness, nutrition, wellness or tips" }),
  author: text("Author", 100, "Please enter the author's name"),
  coverImageUrl,
  featured: z.boolean({ error: "Featured must be true or false" }).default(false),
  status: z.enum(blogPostStatuses, { error: "Status must be draft or published" }),
  /** An instant with its offset; the editor enters it in Miami time. */
  publishAt: z.iso
    .datetime({ offset: true, error: "Publish time must be a date and time (ISO 8601, with its offset)" })
    .transform((value) => new Date(value))
    .refine((value) => isoDate.safeParse(value.toISOString().slice(0, 10)).success, "validation.date.range"),
  /** Left out, her Spanish version stays as it was. */
  translations: blogTranslations.optional(),
});

type Fields = z.output<typeof blogPostFields>;

/** The slug she typed, or the title's; a title with nothing to make an address from asks her for one. */
function withSlug<T extends Fields>(post: T, ctx: z.RefinementCtx<T>): T {
  const slug = post.slug || slugFromTitle(post.title);
  if (!slug) {
    ctx.addIssue({
      code: "custom",
      path: ["slug"],
      message: "Please enter a slug: the title has no letters to make one from",
    });
    return z.NEVER;
  }
  return { ...post, slug };
}

/** The editor's form, and admin.blog.create. */
export const blogPostInput = blogPostFields.transform(withSlug);
export type BlogPostInput = z.input<typeof blogPostInput>;
export type BlogPostValues = z.output<typeof blogPostInput>;

/** admin.blog.update: the whole post again, as the form holds it. */
export const blogPostUpdateInput = blogPostFields.extend({ id }).transform(withSlug);

export const blogPostFeaturedInput = z.object({
  id,
  featured: z.boolean({ error: "Featured must be true or false" }),
});

const page = numeric(
  z
    .number({ error: "Page must be a number" })
    .int("Page must be a whole number")
    .min(1, "Page must be 1 or more")
    .max(1000, "Page must be at most 1000"),
).default(1);

/** blog.list: a category (none for All Posts) and a page of the list. */
export const blogListInput = z.object({
  category: z.enum(blogCategories, { error: "Category must be fitness, nutrition, wellness or tips" }).optional(),
  page,
  ...inLanguage,
});

export const blogSlugInput = z.object({
  slug: z.string({ error: "Slug must be text" }).max(200, "Slug must be at most 200 characters"),
  ...inLanguage,
});

/** A published post as a card shows it. */
export const blogPostSummary = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.enum(blogCategories),
  author: z.string(),
  coverImageUrl: z.string().nullable(),
  featured: z.boolean(),
  publishAt: instant,
  /** The day it went public, as Miami counts days: what the pages show, the same wherever they are drawn. */
  publishedOn: isoDate,
  readMinutes: z.number().int(),
  /** The language its title and words are in: English on a Spanish page when she wrote no Spanish version. */
  language: contentLanguage,
});
export type BlogPostSummary = z.infer<typeof blogPostSummary>;

export const blogListOutput = z.object({
  /** Under All Posts, on its first page: the featured post, left out of `posts`. */
  featured: blogPostSummary.nullable(),
  posts: z.array(blogPostSummary),
  page: z.number().int(),
  hasMore: z.boolean(),
});

/** A published post as its page shows it: the body is the HTML rendered and sanitised when it was saved. */
export const blogArticleOutput = blogPostSummary.extend({ bodyHtml: z.string() });

/** admin.blog.list: her posts, newest first, optionally those whose title holds `search`. */
export const blogAdminListInput = z.object({
  search: z
    .string({ error: "Search must be text" })
    .trim()
    .max(160, "Search must be at most 160 characters")
    .optional(),
  page,
});

export const blogAdminRow = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  category: z.enum(blogCategories),
  state: z.enum(blogPostStates),
  publishAt: instant,
  featured: z.boolean(),
  updatedAt: instant,
});
export type BlogAdminRow = z.infer<typeof blogAdminRow>;

export const blogAdminListOutput = z.object({
  posts: z.array(blogAdminRow),
  page: z.number().int(),
  hasMore: z.boolean(),
});

/** A post as stored, every column: what the editor opens and each save answers with. */
export const blogPostOutput = blogPostSummary.omit({ publishedOn: true, language: true }).extend({
  translations: blogTranslations,
  body: z.string(),
  bodyHtml: z.string(),
  status: z.enum(blogPostStatuses),
  state: z.enum(blogPostStates),
  createdAt: instant,
  updatedAt: instant,
});
export type BlogPostOutput = z.infer<typeof blogPostOutput>;
