import { createFileRoute } from "@tanstack/react-router";
import { RecipeModeration } from "../features/recipes/admin/RecipeModeration";

export const Route = createFileRoute("/admin/recipes")({
  staticData: { adminTitle: "Recipes" },
  component: RecipeModeration,
  // The page in a lazy chunk of its own: an unsplit one would be in every visitor's first load.
  codeSplitGroupings: [["component"]],
});
