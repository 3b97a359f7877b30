import { type RestRoute, route } from "../define";

export const clientPageRoutes: RestRoute[] = [
  route({
    method: "GET",
    url: "/api/client-pages/:slug",
    procedure: "clientPages.bySlug",
    summary: "A named client's program and message",
    tag: "client portal",
    access: "public",
  }),
];
