// Plain lists (no schema library), so the router can check URL filters without loading zod.
export const recipeCategories = [
  "breakfast",
  "lunch",
  "dinner",
  "snack",
  "pre-workout",
  "post-workout",
  "smoothie",
] as const;
export const dietTypes = [
  "regular",
  "vegetarian",
  "vegan",
  "gluten-free",
  "dairy-free",
  "keto",
  "paleo",
  "low-carb",
] as const;
