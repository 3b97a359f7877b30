import { createFileRoute, notFound } from "@tanstack/react-router";
import { BlogArticle } from "../features/blog/BlogArticle";

export const Route = createFileRoute("/blog/$slug")({
  loader: async ({ params }) => {
    const { posts } = await import("../features/blog/posts");
    const post = posts.find((candidate) => candidate.slug === params.slug);
    if (!post) throw notFound();
    return post;
  },
  component: ArticlePage,
});

function ArticlePage() {
  return <BlogArticle post={Route.useLoaderData()} />;
}
