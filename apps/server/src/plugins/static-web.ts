// Serves the built web app: hashed assets cached for a year, pre-compressed files, and the SPA fallback.
import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const API_PREFIXES = ["/api/", "/api", "/trpc/", "/trpc", "/healthz", "/dev/"];

export async function registerStaticWeb(app: FastifyInstance, webDist: string | null) {
  const hasWeb = webDist !== null && existsSync(join(webDist, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      preCompressed: true,
      index: "index.html",
      setHeaders(reply, path) {
        const immutable = path.includes(`${join(webDist, "assets")}`);
        reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const isApi = API_PREFIXES.some(
      (prefix) => path === prefix || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`),
    );
    // A missing file (an old hashed asset, a typo'd image) is a real 404, never the HTML page.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (isApi || isFile || !hasWeb || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.code(404).send({ error: `Not found: ${request.method} ${path}` });
    }
    // Client routes (and the 404 screen) are drawn by the app itself.
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
