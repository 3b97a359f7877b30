import { createFileRoute } from "@tanstack/react-router";
import { BlogArticle } from "../features/blog/BlogArticle";

export const Route = createFileRoute("/blog/$slug")({ component: ArticlePage });

function ArticlePage() {
  return <BlogArticle slug={Route.useParams().slug} />;
}
