import { createFileRoute } from "@tanstack/react-router";
import { type RecipeSearch, recipeListQuery } from "../features/recipes/queries";
import { RecipeListPage } from "../features/recipes/RecipeListPage";
import { withMessages } from "../i18n/messages";
import { headOf } from "../lib/page-meta";
import { languageOf, loadListData } from "../lib/route-data";

const categories = ["breakfast", "lunch", "dinner", "snack", "pre-workout", "post-workout", "smoothie"];
const diets = ["regular", "vegetarian", "vegan", "gluten-free", "dairy-free", "keto", "paleo", "low-carb"];

export const Route = createFileRoute("/recipes/")({
  staticData: { indexed: true },
  beforeLoad: withMessages("recipes"),
  validateSearch: (search: Record<string, unknown>): RecipeSearch => ({
    ...(categories.includes(String(search.category)) ? { category: search.category as RecipeSearch["category"] } : {}),
    ...(diets.includes(String(search.diet)) ? { diet: search.diet as RecipeSearch["diet"] } : {}),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadListData(cause, context.queryClient, recipeListQuery(deps, languageOf(context))),
  head: headOf("recipes.list.meta.title", "recipes.list.meta.description"),
  component: RecipesRoute,
});

function RecipesRoute() {
  return <RecipeListPage search={Route.useSearch()} />;
}
