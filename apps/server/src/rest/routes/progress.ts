import {
  idInput,
  type ProgressInput,
  progressInput,
  type RecipeInput,
  recipeFilters,
  recipeInput,
  userIdInput,
} from "@studio/validators";
import { z } from "zod";
import { type RestRoute, route } from "../define";

const anyObject = z.record(z.string(), z.unknown());

export const progressRecipeRoutes: RestRoute[] = [
  route<{ userId: number }>({
    method: "GET",
    url: "/api/progress-tracker/user/:userId",
    summary: "The signed-in client's entries (403 for another user's id)",
    tag: "progress",
    access: "client",
    input: userIdInput,
    output: z.object({ success: z.boolean(), data: z.array(anyObject) }),
    call: (caller, input) => caller.progress.entries(input),
  }),
  route<{ userId: number }>({
    method: "GET",
    url: "/api/progress-tracker/streak/:userId",
    summary: "The signed-in client's streak and its emoji",
    tag: "progress",
    access: "client",
    input: userIdInput,
    output: z.object({ success: z.boolean(), data: z.object({ streak: z.number().int(), emoji: z.string() }) }),
    call: (caller, input) => caller.progress.streak(input),
  }),
  route<ProgressInput>({
    method: "POST",
    url: "/api/progress-tracker",
    summary: "Save today's entry (saving again updates it); answers with achievementEmojis (comma-separated codes)",
    tag: "progress",
    access: "client",
    input: progressInput,
    output: anyObject,
    call: (caller, input) => caller.progress.save(input),
  }),
  route<z.input<typeof recipeFilters>>({
    method: "GET",
    url: "/api/recipes",
    summary: "Approved recipes, featured first; filter by category and dietType",
    tag: "recipes",
    access: "public",
    input: recipeFilters,
    output: z.array(anyObject),
    call: (caller, input) => caller.recipes.list(input),
  }),
  route<{ id: number }>({
    method: "GET",
    url: "/api/recipes/:id",
    summary: "One approved recipe",
    tag: "recipes",
    access: "public",
    input: idInput,
    output: anyObject,
    call: (caller, input) => caller.recipes.byId(input),
  }),
  route<RecipeInput>({
    method: "POST",
    url: "/api/recipes",
    summary: "Share a recipe; it appears once the trainer approves it",
    tag: "recipes",
    access: "public",
    input: recipeInput,
    output: anyObject,
    status: 201,
    call: (caller, input) => caller.recipes.share(input),
  }),
];
