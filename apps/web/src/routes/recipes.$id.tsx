import { createFileRoute } from "@tanstack/react-router";
import { isRecipeId, recipeQuery } from "../features/recipes/queries";
import { RecipeDetailPage } from "../features/recipes/RecipeDetailPage";
import { withMessages } from "../i18n/messages";
import { headOf, pageHead } from "../lib/page-meta";
import { languageOf, loadAnswer } from "../lib/route-data";

export const Route = createFileRoute("/recipes/$id")({
  beforeLoad: withMessages("recipes"),
  // An address without an id is not found without asking; the screen says so as it says "no such recipe".
  loader: ({ context, params }) =>
    isRecipeId(Number(params.id))
      ? loadAnswer(context.queryClient, recipeQuery(Number(params.id), languageOf(context)))
      : undefined,
  head: (head) =>
    head.loaderData
      ? pageHead({ title: head.loaderData.title, description: head.loaderData.description ?? "" })
      : headOf("recipes.detail.notFound", "recipes.detail.meta.description")(head),
  component: RecipeRoute,
});

function RecipeRoute() {
  return <RecipeDetailPage id={Number(Route.useParams().id)} />;
}
