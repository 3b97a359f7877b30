import type { BlogCategory } from "@studio/validators/kinds";
import type { Language } from "@studio/validators/languages";
import { trpc } from "../../lib/trpc";

/** The list's filter: every post, or one category's. */
export type BlogFilter = "all" | BlogCategory;

/** One page of the public posts, all or one category's, in the page's language. */
export const blogListQuery = (filter: BlogFilter, page: number, language: Language) =>
  trpc.blog.list.queryOptions(filter === "all" ? { page, language } : { category: filter, page, language });

/**
 * A public post by its address. Not asked again as the page opens after the server found no such post: the browser
 * shows what the server did.
 */
export const blogPostQuery = (slug: string, language: Language) =>
  trpc.blog.bySlug.queryOptions({ slug, language }, { retryOnMount: false });
