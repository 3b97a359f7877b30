// GET /api/openapi.json: the REST table and the routes served beside it, as one OpenAPI document.
import type { FastifyPluginAsync } from "fastify";
import type { RestRoute } from "../rest/define";
import { type DescribedPaths, openApiDocument } from "../rest/openapi";

export interface OpenApiOptions {
  routes: RestRoute[];
  serverUrl: string;
  /** The paths served outside the REST table (webhook, upload), described by their own plugins. */
  described: DescribedPaths;
}

export const openApiPlugin: FastifyPluginAsync<OpenApiOptions> = async (app, { routes, serverUrl, described }) => {
  // Built on first request: turning every schema into JSON Schema is a noticeable part of start-up.
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get("/api/openapi.json", async () => {
    document ??= openApiDocument(routes, serverUrl, described);
    return document;
  });
};
