import { createFileRoute } from "@tanstack/react-router";
import { RecipeDetailPage } from "../features/recipes/RecipeDetailPage";

export const Route = createFileRoute("/recipes/$id")({ component: RecipeRoute });

function RecipeRoute() {
  return <RecipeDetailPage id={Number(Route.useParams().id)} />;
}
