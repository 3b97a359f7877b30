import {
  blogAdminListInput,
  blogAdminListOutput,
  blogArticleOutput,
  blogListInput,
  blogListOutput,
  blogPostFeaturedInput,
  blogPostInput,
  blogPostOutput,
  blogPostUpdateInput,
  blogSlugInput,
  idInput,
  okOutput,
} from "@studio/validators";
import { adminProcedure, router, sharedProcedure } from "../trpc";
import { createPost, deletePost, listPostsForAdmin, postForAdmin, setPostFeatured, updatePost } from "./admin";
import { publishedPost, publishedPosts } from "./posts";

/** What visitors read (blog.*): published posts whose time has come. */
export const blogRouter = router({
  list: sharedProcedure
    .input(blogListInput.optional())
    .output(blogListOutput)
    .query(({ ctx, input }) => publishedPosts(ctx, input ?? { page: 1 }, input?.language ?? ctx.request.language)),
  bySlug: sharedProcedure
    .input(blogSlugInput)
    .output(blogArticleOutput)
    .query(({ ctx, input }) => publishedPost(ctx, input.slug, input.language ?? ctx.request.language)),
});

/** The trainer's posts (admin.blog.*). */
export const blogAdminRouter = router({
  list: adminProcedure
    .input(blogAdminListInput.optional())
    .output(blogAdminListOutput)
    .query(({ ctx, input }) => listPostsForAdmin(ctx, input ?? { page: 1 })),
  get: adminProcedure
    .input(idInput)
    .output(blogPostOutput)
    .query(({ ctx, input }) => postForAdmin(ctx, input.id)),
  create: adminProcedure
    .input(blogPostInput)
    .output(blogPostOutput)
    .mutation(({ ctx, input }) => createPost(ctx, input)),
  update: adminProcedure
    .input(blogPostUpdateInput)
    .output(blogPostOutput)
    .mutation(({ ctx, input: { id, ...post } }) => updatePost(ctx, id, post)),
  setFeatured: adminProcedure
    .input(blogPostFeaturedInput)
    .output(blogPostOutput)
    .mutation(({ ctx, input }) => setPostFeatured(ctx, input.id, input.featured)),
  remove: adminProcedure
    .input(idInput)
    .output(okOutput)
    .mutation(({ ctx, input }) => deletePost(ctx, input.id)),
});
