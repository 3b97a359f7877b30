import { createFileRoute } from "@tanstack/react-router";
import { RecipeDetailPage } from "../features/recipes/RecipeDetailPage";
import { withMessages } from "../i18n/messages";

export const Route = createFileRoute("/recipes/$id")({
  beforeLoad: withMessages("recipes"),
  component: RecipeRoute,
});

function RecipeRoute() {
  return <RecipeDetailPage id={Number(Route.useParams().id)} />;
}
