import { createFileRoute } from "@tanstack/react-router";
import { BlogArticle } from "../features/blog/BlogArticle";
import { withMessages } from "../i18n/messages";

export const Route = createFileRoute("/blog/$slug")({
  beforeLoad: withMessages("blog", "newsletter"),
  component: ArticlePage,
});

function ArticlePage() {
  return <BlogArticle slug={Route.useParams().slug} />;
}
