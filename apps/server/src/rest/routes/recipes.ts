import { z } from "zod";
import { type RestRoute, route } from "../define";

const anyObject = z.record(z.string(), z.unknown());

export const recipeRoutes: RestRoute[] = [
  route({
    method: "GET",
    url: "/api/recipes",
    procedure: "recipes.list",
    summary: "Approved recipes, featured first; filter by category and dietType",
    tag: "recipes",
    access: "public",
    output: z.array(anyObject),
  }),
  route({
    method: "GET",
    url: "/api/recipes/:id",
    procedure: "recipes.byId",
    summary: "One approved recipe",
    tag: "recipes",
    access: "public",
    output: anyObject,
  }),
  route({
    method: "POST",
    url: "/api/recipes",
    procedure: "recipes.share",
    summary: "Share a recipe; it appears once the trainer approves it",
    tag: "recipes",
    access: "public",
    output: anyObject,
    status: 201,
  }),
];
