import type { Language } from "@studio/validators/languages";
import { trpc } from "../../lib/trpc";
import type { DietType, RecipeCategory } from "./labels";

/** The list's filters, as its address holds them. */
export interface RecipeSearch {
  category?: RecipeCategory;
  diet?: DietType;
}

/** The approved recipes in the page's language, filtered as the list's address says. */
export const recipeListQuery = (search: RecipeSearch, language: Language) =>
  trpc.recipes.list.queryOptions({ category: search.category, dietType: search.diet, language });

/** Whether a recipe's address holds an id at all: one that does not is not found without asking. */
export const isRecipeId = (id: number) => Number.isInteger(id) && id > 0;

/**
 * An approved recipe by its id. Not asked again as the page opens after the server found no such recipe: the
 * browser shows what the server did.
 */
export const recipeQuery = (id: number, language: Language) =>
  trpc.recipes.byId.queryOptions({ id, language }, { enabled: isRecipeId(id), retryOnMount: false });
