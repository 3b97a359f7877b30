import { createFileRoute } from "@tanstack/react-router";
import { RecipeCreatePage } from "../features/recipes/RecipeCreatePage";
import { withMessages } from "../i18n/messages";

export const Route = createFileRoute("/recipes/create")({
  // `controls`: the photo upload's words, for a verified client.
  beforeLoad: withMessages("recipes", "controls"),
  component: RecipeCreatePage,
});
