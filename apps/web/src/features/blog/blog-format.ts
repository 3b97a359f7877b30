import { studioDate } from "@studio/validators/studio-time";
import type { RouterOutputs } from "../../lib/trpc";

/** A post as its card shows it. */
export type BlogPostCard = RouterOutputs["blog"]["list"]["posts"][number];
export type BlogArticlePost = RouterOutputs["blog"]["bySlug"];

/**
 * The day a post went public as Miami counts days ("2026-10-06"): the same on the server that draws the page and in
 * a visitor's browser, whatever its time zone.
 */
export const publishedDay = (publishAt: string | Date) => studioDate(new Date(publishAt));
