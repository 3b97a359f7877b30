import { blogCategoryLabels } from "@studio/validators/kinds";
import { createFileRoute } from "@tanstack/react-router";
import { type BlogFilter, BlogList } from "../features/blog/BlogList";
import { withMessages } from "../i18n/messages";
import { useT } from "../i18n/use-t";
import { usePageMeta } from "../lib/page-meta";

type Category = Exclude<BlogFilter, "all">;

const isCategory = (value: unknown): value is Category => typeof value === "string" && value in blogCategoryLabels;
/** Pages past the first; anything else is the first. */
const pageOf = (value: unknown) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page <= 1000 ? page : undefined;
};

export const Route = createFileRoute("/blog/")({
  beforeLoad: withMessages("blog", "newsletter"),
  validateSearch: (search: Record<string, unknown>): { category?: Category; page?: number } => ({
    ...(isCategory(search.category) ? { category: search.category } : {}),
    ...(pageOf(search.page) ? { page: pageOf(search.page) } : {}),
  }),
  component: BlogPage,
});

function BlogPage() {
  const { category, page } = Route.useSearch();
  const { t } = useT();
  usePageMeta(t("blog.meta.title"), t("blog.meta.description"));
  return <BlogList filter={category ?? "all"} page={page ?? 1} />;
}
