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
