import { type BlogPostState, blogPostStateLabels } from "@studio/validators/kinds";
import { miamiLabel, studioDate } from "@studio/validators/studio-time";
import { formatDate } from "../../../lib/format";

/** Each state's badge colour: grey drafts, gold scheduled, green published (all dark enough for white text). */
export const stateColors: Record<BlogPostState, string> = {
  draft: "gray.7",
  scheduled: "gold.8",
  published: "#1e6b34",
};

export const stateLabel = (state: BlogPostState) => blogPostStateLabels[state];

/** When a post went or goes public, as her list and her toasts say it. */
export function whenLabel(post: { state: BlogPostState; publishAt: string | Date; updatedAt: string | Date }) {
  if (post.state === "scheduled") return `Goes live ${miamiLabel(new Date(post.publishAt))}`;
  if (post.state === "published") return `Published ${formatDate(studioDate(new Date(post.publishAt)))}`;
  return `Edited ${formatDate(new Date(post.updatedAt))}`;
}

/** The toast after a save: what her save did to the site. */
export function savedMessage(post: { title: string; state: BlogPostState; publishAt: string | Date }) {
  if (post.state === "published") return `“${post.title}” is live on the blog.`;
  if (post.state === "scheduled") return `“${post.title}” will go live ${miamiLabel(new Date(post.publishAt))}.`;
  return `“${post.title}” is saved as a draft. Visitors do not see it.`;
}
