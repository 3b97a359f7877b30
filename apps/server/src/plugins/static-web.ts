// Serves the built web app: hashed assets cached for a year, pre-compressed files, the public pages rendered per
// request with their content (see page-renderer.ts), and the app shell for the pages drawn only in the browser.
import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import { CLIENT_COOKIE } from "@studio/api";
import { LANGUAGE_COOKIE, languageOfPath, pathIn } from "@studio/i18n/paths";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { browserLanguage } from "../browser-language";
import type { PageRenderer } from "../page-renderer";
import { allowingScripts, cookiesOf } from "./security";

const API_PREFIXES = ["/api/", "/api", "/trpc/", "/trpc", "/healthz", "/dev/"];

export interface StaticWebOptions {
  /** Folder of the built web app, or null to serve none. */
  webDist: string | null;
  /** Renders the public pages; without it every page is the app shell, drawn in the browser. */
  pages?: PageRenderer | null;
}

/**
 * Where an English address sends a visitor who reads Spanish: the same page under /es when she chose Spanish with
 * the language switch (its cookie), or, before she ever chose, when her browser prefers Spanish to English. An
 * address under /es is always shown in Spanish.
 */
function spanishAddressFor(request: FastifyRequest): string | null {
  const [path = "/", query] = request.url.split(/\?(.*)/s);
  if (languageOfPath(path) === "es") return null;
  const chosen = cookiesOf(request)[LANGUAGE_COOKIE];
  const wantsSpanish = chosen ? chosen === "es" : browserLanguage(request) === "es";
  return wantsSpanish ? pathIn("es", path) + (query ? `?${query}` : "") : null;
}

/** On the site's own instance: its not-found handler answers every path no route claims. */
export const staticWebPlugin = fp<StaticWebOptions>(
  async (app, { webDist, pages = null }) => {
    const hasWeb = webDist !== null && existsSync(join(webDist, "index.html"));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        preCompressed: true,
        // "/" is answered below: its rendered page, not the bare shell.
        index: false,
        setHeaders(reply, path) {
          // Only the hashed assets are kept: the rest (the service worker's /sw.js, the web app manifest, the icons)
          // is asked about again on every visit, so a new worker or manifest reaches her phone at once.
          const immutable = path.includes(`${join(webDist, "assets")}`);
          reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
        },
      });
    }

    /** The page rendered with its content, or the app shell that draws the route in the browser. */
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header("cache-control", "no-cache");
      const spanish = pages && (await pages.isPublicPage(request.url)) ? spanishAddressFor(request) : null;
      if (spanish) return reply.header("vary", "cookie, accept-language").redirect(spanish, 302);
      try {
        const visitor = cookiesOf(request)[CLIENT_COOKIE] ? "unknown" : "signed-out";
        const page = pages ? await pages.render(request.url, visitor) : null;
        if (!page) return reply.sendFile("index.html");
        const accepts = String(request.headers["accept-encoding"] ?? "");
        const [encoding, body] = /\bbr\b/.test(accepts)
          ? ["br", page.br]
          : /\bgzip\b/.test(accepts)
            ? ["gzip", page.gzip]
            : [null, page.html];
        if (encoding) reply.header("content-encoding", encoding);
        const policy = reply.getHeader("content-security-policy");
        if (typeof policy === "string")
          reply.header("content-security-policy", allowingScripts(policy, page.scriptSources));
        return reply
          .code(page.status)
          .header("vary", "accept-encoding, cookie, accept-language")
          .type("text/html; charset=utf-8")
          .send(body);
      } catch (error) {
        // The browser can still draw the page from the shell; the failure is the server's to look into.
        request.log.error({ err: error, url: request.url }, "page render failed");
        return reply.sendFile("index.html");
      }
    };
    if (hasWeb) app.get("/", (request, reply) => sendPage(request, reply));

    app.setNotFoundHandler(async (request, reply) => {
      const [path = ""] = request.url.split("?");
      const isApi = API_PREFIXES.some(
        (prefix) => path === prefix || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`),
      );
      // A missing file (an old hashed asset, a typo'd image) is a real 404, never the HTML page.
      const isFile = /\.[a-z0-9]+$/i.test(path);
      if (isApi || isFile || !hasWeb || (request.method !== "GET" && request.method !== "HEAD")) {
        return reply.code(404).send({ error: `Not found: ${request.method} ${path}` });
      }
      return sendPage(request, reply);
    });
  },
  { name: "static-web" },
);
