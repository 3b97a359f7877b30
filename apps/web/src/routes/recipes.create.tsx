import { createFileRoute } from "@tanstack/react-router";
import { RecipeCreatePage } from "../features/recipes/RecipeCreatePage";
import { withMessages } from "../i18n/messages";
import { headOf } from "../lib/page-meta";

export const Route = createFileRoute("/recipes/create")({
  head: headOf("recipes.create.meta.title", "recipes.create.meta.description"),
  // `controls`: the photo upload's words, for a verified client.
  beforeLoad: withMessages("recipes", "controls"),
  component: RecipeCreatePage,
});
