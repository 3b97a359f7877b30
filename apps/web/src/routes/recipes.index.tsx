import { createFileRoute } from "@tanstack/react-router";
import { RecipeListPage, type RecipeSearch } from "../features/recipes/RecipeListPage";
import { withMessages } from "../i18n/messages";

const categories = ["breakfast", "lunch", "dinner", "snack", "pre-workout", "post-workout", "smoothie"];
const diets = ["regular", "vegetarian", "vegan", "gluten-free", "dairy-free", "keto", "paleo", "low-carb"];

export const Route = createFileRoute("/recipes/")({
  beforeLoad: withMessages("recipes"),
  validateSearch: (search: Record<string, unknown>): RecipeSearch => ({
    ...(categories.includes(String(search.category)) ? { category: search.category as RecipeSearch["category"] } : {}),
    ...(diets.includes(String(search.diet)) ? { diet: search.diet as RecipeSearch["diet"] } : {}),
  }),
  component: RecipesRoute,
});

function RecipesRoute() {
  return <RecipeListPage search={Route.useSearch()} />;
}
