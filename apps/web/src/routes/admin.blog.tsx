import { createFileRoute } from "@tanstack/react-router";
import { prefetchAdminQuery } from "../features/admin-shell/prefetch-admin-query";
import { BlogManager, blogListInput } from "../features/blog/admin/BlogManager";
import { trpc } from "../lib/trpc";

export const Route = createFileRoute("/admin/blog")({
  staticData: { adminTitle: "Blog" },
  // The query BlogManager's list asks for first, to the letter, so that the screen finds it under way or answered.
  loader: ({ context }) =>
    prefetchAdminQuery(context, trpc.admin.blog.list.queryOptions(blogListInput("", 1), { staleTime: 0 })),
  component: BlogManager,
});
