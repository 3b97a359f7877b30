import { createFileRoute } from "@tanstack/react-router";
import { RecipeModeration } from "../features/recipes/admin/RecipeModeration";

export const Route = createFileRoute("/admin/recipes")({
  staticData: { adminTitle: "Recipes" },
  component: RecipeModeration,
});
