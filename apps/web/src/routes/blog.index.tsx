import { blogCategoryLabels } from "@studio/validators/kinds";
import { createFileRoute } from "@tanstack/react-router";
import { BlogList } from "../features/blog/BlogList";
import { type BlogFilter, blogListQuery } from "../features/blog/queries";
import { withMessages } from "../i18n/messages";
import { headOf } from "../lib/page-meta";
import { languageOf, loadListData } from "../lib/route-data";

type Category = Exclude<BlogFilter, "all">;

const isCategory = (value: unknown): value is Category => typeof value === "string" && value in blogCategoryLabels;
/** Pages past the first; anything else is the first. */
const pageOf = (value: unknown) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page <= 1000 ? page : undefined;
};

export const Route = createFileRoute("/blog/")({
  staticData: { indexed: true },
  beforeLoad: withMessages("blog", "newsletter"),
  validateSearch: (search: Record<string, unknown>): { category?: Category; page?: number } => ({
    ...(isCategory(search.category) ? { category: search.category } : {}),
    ...(pageOf(search.page) ? { page: pageOf(search.page) } : {}),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadListData(
      cause,
      context.queryClient,
      blogListQuery(deps.category ?? "all", deps.page ?? 1, languageOf(context)),
    ),
  head: headOf("blog.meta.title", "blog.meta.description"),
  component: BlogPage,
});

function BlogPage() {
  const { category, page } = Route.useSearch();
  return <BlogList filter={category ?? "all"} page={page ?? 1} />;
}
