import { packageOutput } from "@studio/validators";
import { z } from "zod";
import { type RestRoute, route } from "../define";

export const catalogueRoutes: RestRoute[] = [
  route({
    method: "GET",
    url: "/api/packages",
    procedure: "packages.list",
    summary: "The package catalogue",
    tag: "packages",
    access: "public",
    output: z.array(packageOutput),
  }),
  route({
    method: "GET",
    url: "/api/packages/:id",
    procedure: "packages.byId",
    summary: "One package",
    tag: "packages",
    access: "public",
    output: packageOutput,
  }),
];
