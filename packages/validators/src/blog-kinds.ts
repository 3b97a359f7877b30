// Plain lists (no schema library), shared by the database, the server and the blog's pages.
export const blogCategories = ["fitness", "nutrition", "wellness", "tips"] as const;
export type BlogCategory = (typeof blogCategories)[number];

export const blogCategoryLabels: Record<BlogCategory, string> = {
  fitness: "Fitness",
  nutrition: "Nutrition",
  wellness: "Wellness",
  tips: "Tips",
};

/** Stored states; a published post whose publish time is still to come shows as scheduled. */
export const blogPostStatuses = ["draft", "published"] as const;
export type BlogPostStatus = (typeof blogPostStatuses)[number];

/** What a post shows as in the trainer's list: a published post whose time is still to come is scheduled. */
export const blogPostStates = ["draft", "scheduled", "published"] as const;
export type BlogPostState = (typeof blogPostStates)[number];

export const blogPostStateLabels: Record<BlogPostState, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

/** A reader's pace, in words a minute. */
const WORDS_PER_MINUTE = 200;
/** SPEC section 5: read times are 3 to 7 minutes. */
export const READ_MINUTES_MIN = 3;
export const READ_MINUTES_MAX = 7;

/**
 * The read time a post shows: its body's words at 200 a minute, rounded up, held within SPEC's 3 to 7 minutes.
 * Words are runs of letters or digits, so Markdown's own marks (#, *, -, 1.) are not counted as words.
 */
export function readMinutesOf(markdown: string): number {
  const words = markdown.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
  return Math.min(READ_MINUTES_MAX, Math.max(READ_MINUTES_MIN, Math.ceil(words / WORDS_PER_MINUTE)));
}
