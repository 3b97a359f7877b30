import { type RestRoute, route } from "../define";

export const recipeRoutes: RestRoute[] = [
  route({
    method: "GET",
    url: "/api/recipes",
    procedure: "recipes.list",
    summary: "Approved recipes, featured first; filter by category and dietType",
    tag: "recipes",
    access: "public",
  }),
  route({
    method: "GET",
    url: "/api/recipes/:id",
    procedure: "recipes.byId",
    summary: "One approved recipe",
    tag: "recipes",
    access: "public",
  }),
  route({
    method: "POST",
    url: "/api/recipes",
    procedure: "recipes.share",
    summary: "Share a recipe; it appears once the trainer approves it",
    tag: "recipes",
    access: "public",
    status: 201,
  }),
];
