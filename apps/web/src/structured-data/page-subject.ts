// What a page the server draws is about, for the structured data in its head: read from the answers the page was
// drawn with, plus what only the structured data needs (the gym's opening hours).

import { type Language, translate } from "@studio/i18n";
import type { OpeningPeriod } from "@studio/validators";
import type { QueryClient } from "@tanstack/react-query";
import type { AppRouter } from "../app";
import { blogPostQuery } from "../features/blog/queries";
import { categoryTitle } from "../features/catalogue/catalog";
import { packageListQuery } from "../features/catalogue/queries";
import { loadMessages } from "../i18n/messages";
import { type RouterOutputs, trpc } from "../lib/trpc";

/** A package with its kind of service in the page's language ("Gym Training"). */
export type CataloguePackage = RouterOutputs["packages"]["list"][number] & { serviceType: string };
export type ArticlePost = RouterOutputs["blog"]["bySlug"];

export type PageSubject =
  /** The home page: the studio itself, with every package of the live catalogue. */
  | { kind: "business"; packages: CataloguePackage[]; openingHours: OpeningPeriod[] }
  /** A package's booking page. */
  | { kind: "package"; pkg: CataloguePackage }
  /** A blog article. */
  | { kind: "article"; post: ArticlePost };

/**
 * The subject of the page the router has drawn, or null for a page that describes nothing search engines read (a
 * form, the portal, a package the catalogue no longer offers, a post not found). Throws when the database could not
 * answer, like a call of the page itself.
 */
export async function subjectOf(router: AppRouter, queries: QueryClient): Promise<PageSubject | null> {
  const match = router.state.matches.at(-1);
  if (!match) return null;
  const params = match.params as Record<string, string | undefined>;
  const { i18n } = router.options.context;
  await loadMessages(i18n, ["catalogue"]);
  const described = (pkg: RouterOutputs["packages"]["list"][number]): CataloguePackage => ({
    ...pkg,
    serviceType: categoryTitle((id, values) => translate(i18n, id, values), pkg.type),
  });
  switch (match.routeId) {
    case "/": {
      const [packages, openingHours] = await Promise.all([
        queries.ensureQueryData(packageListQuery(i18n.locale as Language)),
        queries.ensureQueryData(trpc.hours.openingHours.queryOptions()),
      ]);
      return { kind: "business", packages: packages.map(described), openingHours };
    }
    case "/booking/$packageId": {
      const packages = await queries.ensureQueryData(packageListQuery(i18n.locale as Language));
      const pkg = packages.find((candidate) => String(candidate.id) === params.packageId);
      return pkg ? { kind: "package", pkg: described(pkg) } : null;
    }
    case "/blog/$slug": {
      // The article's own answer: none when the post was not found (the page is the 404 page).
      const post = queries.getQueryData(blogPostQuery(params.slug ?? "", i18n.locale as Language).queryKey);
      return post ? { kind: "article", post } : null;
    }
    default:
      return null;
  }
}
