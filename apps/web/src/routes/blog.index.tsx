import { createFileRoute } from "@tanstack/react-router";
import { type BlogFilter, BlogList } from "../features/blog/BlogList";
import { categoryLabels } from "../features/blog/categories";
import { usePageMeta } from "../lib/page-meta";

const isCategory = (value: unknown): value is Exclude<BlogFilter, "all"> =>
  typeof value === "string" && value in categoryLabels;

export const Route = createFileRoute("/blog/")({
  validateSearch: (search: Record<string, unknown>): { category?: Exclude<BlogFilter, "all"> } =>
    isCategory(search.category) ? { category: search.category } : {},
  component: BlogPage,
});

function BlogPage() {
  const { category } = Route.useSearch();
  usePageMeta(
    "Blog",
    "Strength training, nutrition and wellness advice for women over 40 from Miami personal trainer Carmen Reyes.",
  );
  return <BlogList filter={category ?? "all"} />;
}
