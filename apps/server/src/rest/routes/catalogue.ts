import { idInput, packageOutput } from "@studio/validators";
import { z } from "zod";
import { type RestRoute, route } from "../define";

export const packageRoutes: RestRoute[] = [
  route({
    method: "GET",
    url: "/api/packages",
    summary: "The package catalogue",
    tag: "packages",
    access: "public",
    output: z.array(packageOutput),
    call: (caller) => caller.packages.list(),
  }),
  route<z.input<typeof idInput>>({
    method: "GET",
    url: "/api/packages/:id",
    summary: "One package",
    tag: "packages",
    access: "public",
    input: idInput,
    output: packageOutput,
    call: (caller, input) => caller.packages.byId(input),
  }),
];
