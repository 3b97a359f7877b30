import { type RestRoute, route } from "../define";

export const catalogueRoutes: RestRoute[] = [
  route({
    method: "GET",
    url: "/api/packages",
    procedure: "packages.list",
    summary: "The package catalogue",
    tag: "packages",
    access: "public",
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
