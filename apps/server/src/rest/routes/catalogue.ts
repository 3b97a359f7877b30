import { type RestRoute, route } from "../define";

export const catalogueRoutes: RestRoute[] = [
  route({
    method: "GET",
    url: "/api/packages",
    procedure: "packages.list",
    summary: "The package catalogue",
    tag: "packages",
    access: "public",
    // Read on every page: once the catalogue in the request's language is cached, it is served as it is.
    cached: ({ catalog, request }) => catalog.listed(request.language),
  }),
  route({
    method: "GET",
    url: "/api/packages/:id",
    procedure: "packages.byId",
    summary: "One package",
    tag: "packages",
    access: "public",
  }),
];
