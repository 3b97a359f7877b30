export type BlogCategory = "fitness" | "nutrition" | "wellness" | "tips";

export const categoryLabels: Record<BlogCategory, string> = {
  fitness: "Fitness",
  nutrition: "Nutrition",
  wellness: "Wellness",
  tips: "Tips",
};
