import { createFileRoute } from "@tanstack/react-router";
import { RecipeCreatePage } from "../features/recipes/RecipeCreatePage";

export const Route = createFileRoute("/recipes/create")({ component: RecipeCreatePage });
