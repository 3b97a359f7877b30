import { createFileRoute } from "@tanstack/react-router";
import { BlogArticle } from "../features/blog/BlogArticle";
import { blogPostQuery } from "../features/blog/queries";
import { withMessages } from "../i18n/messages";
import { headOf, pageHead } from "../lib/page-meta";
import { languageOf, loadPageSubject } from "../lib/route-data";

export const Route = createFileRoute("/blog/$slug")({
  beforeLoad: withMessages("blog", "newsletter"),
  // An address with no public post is the site's 404 page, as any unknown address is.
  loader: ({ context, params }) =>
    loadPageSubject(context.queryClient, blogPostQuery(params.slug, languageOf(context))),
  head: (head) =>
    head.loaderData
      ? pageHead({
          title: head.loaderData.title,
          description: head.loaderData.excerpt,
          type: "article",
          image: head.loaderData.coverImageUrl ?? undefined,
        })
      : headOf("blog.meta.title", "blog.article.description")(head),
  component: ArticlePage,
});

function ArticlePage() {
  return <BlogArticle slug={Route.useParams().slug} />;
}
