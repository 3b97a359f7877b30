import type { Translate } from "@studio/i18n";
import { dietTypes, recipeCategories } from "@studio/validators/kinds";

export type RecipeCategory = (typeof recipeCategories)[number];
export type DietType = (typeof dietTypes)[number];

/** A meal type or a diet in the page's language ("Pre-Workout", "Antes de entrenar"). */
export const categoryLabel = (t: Translate, value: RecipeCategory) => t(`recipes.category.${value}`);
export const dietLabel = (t: Translate, value: DietType) => t(`recipes.diet.${value}`);

export const categoryOptions = (t: Translate) =>
  recipeCategories.map((value) => ({ value, label: categoryLabel(t, value) }));
export const dietOptions = (t: Translate) => dietTypes.map((value) => ({ value, label: dietLabel(t, value) }));
