// Serves the built web app: hashed assets cached for a year, pre-compressed files, the pages prerendered at build
// time, and the app shell for every other client route.
import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyReply } from "fastify";
import fp from "fastify-plugin";

const API_PREFIXES = ["/api/", "/api", "/trpc/", "/trpc", "/healthz", "/dev/"];
const PRERENDERED_DIR = "pages";

/** "/" → "pages/index.html", "/blog" → "pages/blog.html": the pages the web build wrote as HTML. */
function prerenderedPages(webDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  const dir = join(webDist, PRERENDERED_DIR);
  if (!existsSync(dir)) return pages;
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!entry.endsWith(".html")) continue;
    const path = `/${entry.slice(0, -".html".length)}`.replace(/^\/index$/, "/");
    pages.set(path, relative(webDist, join(dir, entry)));
  }
  return pages;
}

export interface StaticWebOptions {
  /** Folder of the built web app, or null to serve none. */
  webDist: string | null;
}

/** On the site's own instance: its not-found handler answers every path no route claims. */
export const staticWebPlugin = fp<StaticWebOptions>(
  async (app, { webDist }) => {
    const hasWeb = webDist !== null && existsSync(join(webDist, "index.html"));
    const pages = hasWeb ? prerenderedPages(webDist) : new Map<string, string>();
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        preCompressed: true,
        // "/" is answered below: its prerendered page, not the bare shell.
        index: false,
        setHeaders(reply, path) {
          const immutable = path.includes(`${join(webDist, "assets")}`);
          reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
        },
      });
    }

    /** The prerendered page for this exact path, or the app shell that draws any client route in the browser. */
    const sendPage = (reply: FastifyReply, path: string, query: string | undefined) => {
      reply.header("cache-control", "no-cache");
      // A prerendered page shows the page without parameters; with a query (a blog filter) the app draws it.
      const page = query === undefined ? pages.get(path) : undefined;
      return reply.sendFile(page ?? "index.html");
    };
    if (hasWeb) app.get("/", async (request, reply) => sendPage(reply, "/", request.url.split("?")[1]));

    app.setNotFoundHandler(async (request, reply) => {
      const [path = "", query] = request.url.split("?");
      const isApi = API_PREFIXES.some(
        (prefix) => path === prefix || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`),
      );
      // A missing file (an old hashed asset, a typo'd image) is a real 404, never the HTML page.
      const isFile = /\.[a-z0-9]+$/i.test(path);
      if (isApi || isFile || !hasWeb || (request.method !== "GET" && request.method !== "HEAD")) {
        return reply.code(404).send({ error: `Not found: ${request.method} ${path}` });
      }
      return sendPage(reply, path, query);
    });
  },
  { name: "static-web" },
);
