// Every page a search engine may index, for /sitemap.xml (in each language): the site's own pages (the web app's
// routes that say so), each active package's booking form, each public post and each approved recipe. Not the
// client's portal, the checkout, the admin nor developer pages.

import { publicSlugs } from "./blog/posts";
import type { Services } from "./context";
import { approvedRecipeIds } from "./recipes/recipes";

export interface SitePage {
  /** The address on the site: "/blog/walking-the-underrated-workout". */
  path: string;
  lastModified?: Date;
}

/** The sitemap protocol's limit for one file (50,000 addresses), shared by each page's English and Spanish ones. */
export const SITEMAP_MAX_PAGES = 25_000;
/** Rows read at a time, so a long blog or recipe list never sits in memory whole. */
const BATCH = 500;

/**
 * The site's own pages (`sitePages`, "/booking"), then the pages of its content, read from the database a batch at
 * a time as the caller consumes them; at most SITEMAP_MAX_PAGES.
 */
export async function* indexedPages(services: Services, sitePages: readonly string[]): AsyncGenerator<SitePage> {
  let left = SITEMAP_MAX_PAGES;
  const take = function* (pages: SitePage[]) {
    for (const page of pages.slice(0, left)) {
      left--;
      yield page;
    }
  };
  yield* take(sitePages.map((path) => ({ path })));
  const catalogue = await services.catalog.list(services.db);
  yield* take(catalogue.map((pkg) => ({ path: `/booking/${pkg.id}` })));
  for (let after = 0; left > 0; ) {
    const posts = await publicSlugs(services, after, Math.min(BATCH, left));
    yield* take(posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.updatedAt })));
    if (posts.length < BATCH) break;
    after = posts.at(-1)?.id ?? after;
  }
  for (let after = 0; left > 0; ) {
    const recipes = await approvedRecipeIds(services, after, Math.min(BATCH, left));
    yield* take(recipes.map((recipe) => ({ path: `/recipes/${recipe.id}`, lastModified: recipe.updatedAt })));
    if (recipes.length < BATCH) break;
    after = recipes.at(-1)?.id ?? after;
  }
}
