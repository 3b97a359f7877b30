// Public pages rendered by the server per request, from live data, with the web app's own components (its build
// in apps/web/dist-ssr), kept compressed in a cache that every change to the content drops.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { LRUCache } from "lru-cache";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Who asks for a page, as far as its drawing depends on it (apps/web/src/server-render.tsx). */
export type Visitor = "signed-out" | "unknown";

/** What the web build's server entry (apps/web/src/server-render.tsx) offers. */
interface WebRenderer {
  renderPage(
    url: string,
    visitor: Visitor,
  ): Promise<{
    status: 200 | 404;
    html: string;
    meta: unknown;
    data: string;
    /** What the page describes to search engines (its JSON-LD), written into its head by documentWriter. */
    about: unknown;
    failed: number;
    /** Calls a screen made that its route's loader did not ask for: the page drew them as "loading". */
    undeclared: string[];
    rewrittenTo: string | null;
  }>;
  documentWriter(webDist: string): (page: Awaited<ReturnType<WebRenderer["renderPage"]>>, url: string) => string;
  renderedOnServer(path: string): boolean;
  indexedPages(): string[];
  HEAD_SCRIPTS: readonly string[];
  sendCallsThrough(fetcher: (url: string, options?: RequestInit) => Promise<Response>): void;
}

export interface RenderedDocument {
  status: 200 | 404;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** The CSP sources that allow the document's inline scripts ('sha256-…'). */
  scriptSources: readonly string[];
}

export interface PageRenderer {
  /** The page at `url` with its content, as `visitor` sees it, or null for a page drawn only in the browser. */
  render(url: string, visitor?: Visitor): Promise<RenderedDocument | null>;
  /** Whether the page at `url` is a visitor's page (rendered here, in her language), not the back office's. */
  isPublicPage(url: string): Promise<boolean>;
  /** The site's own pages search engines may list, as the web app's routes say ("/booking"). */
  indexedPages(): Promise<readonly string[]>;
  /** Loads the web app's rendering code ahead of the first page (it is loaded on first use otherwise). */
  load(): Promise<void>;
  /** Forgets every rendered page: the content changed. */
  clear(): void;
}

/**
 * Rendered documents by address. Bounded in count and bytes, since anyone can ask for any address; a page is
 * rendered once however many ask for it at the same moment.
 */
const cacheOf = () =>
  new LRUCache<string, RenderedDocument>({
    max: 500,
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (page) => page.html.length + page.br.length + page.gzip.length,
  });

/** The renderer of the built web app beside `webDist`, or null when it was not built (a bare API server). */
export function pageRenderer(
  app: FastifyInstance,
  { webDist, publicUrl }: { webDist: string; publicUrl: string },
): PageRenderer | null {
  const entry = join(webDist, "..", "dist-ssr", "server-render.js");
  if (!existsSync(entry)) return null;
  // Loaded on first use (React and the app's components): the server starts answering without waiting for it.
  let loading:
    | Promise<{
        web: WebRenderer;
        writeDocument: ReturnType<WebRenderer["documentWriter"]>;
        scriptSources: readonly string[];
      }>
    | undefined;
  const loaded = () => {
    // By path, not URL: the server's bundle turns import() into require(), which loads this ES module too.
    loading ??= import(entry).then((web: WebRenderer) => {
      web.sendCallsThrough(callsThrough(app));
      const scriptSources = web.HEAD_SCRIPTS.map(
        (script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`,
      );
      return { web, writeDocument: web.documentWriter(webDist), scriptSources };
    });
    return loading;
  };
  const cache = cacheOf();
  const rendering = new Map<string, Promise<RenderedDocument>>();
  let generation = 0;

  async function renderFresh(url: string, visitor: Visitor, key: string): Promise<RenderedDocument> {
    const started = generation;
    const { web, writeDocument, scriptSources } = await loaded();
    const page = await web.renderPage(url, visitor);
    // Drawn empty, at an address the router rewrites (a trailing slash, a search its route changes): never kept.
    if (page.rewrittenTo)
      app.log.warn({ url, rewrittenTo: page.rewrittenTo }, "page drawn at an address the router rewrites");
    // A page drawn "loading" where it had data to show: a route without the loader its screen needs. Never kept.
    if (page.undeclared.length)
      app.log.error({ url, undeclared: page.undeclared }, "page drawn with calls its route's loader does not make");
    const html = Buffer.from(writeDocument(page, new URL(url, publicUrl).href));
    const [br, gz] = await Promise.all([
      brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzipped(html, { level: 9 }),
    ]);
    const document = { status: page.status, html, br, gzip: gz, scriptSources };
    // A page drawn while the database could not answer (or at an address the router rewrites) is not kept, nor one
    // drawn before the content changed.
    if (page.failed === 0 && started === generation) cache.set(key, document);
    return document;
  }

  return {
    async render(url, visitor = "unknown") {
      const key = `${visitor} ${url}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const { web } = await loaded();
      if (!web.renderedOnServer(url.split("?")[0] ?? url)) return null;
      let pending = rendering.get(key);
      if (!pending) {
        pending = renderFresh(url, visitor, key).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      return pending;
    },
    async isPublicPage(url) {
      const { web } = await loaded();
      return web.renderedOnServer(url.split("?")[0] ?? url);
    },
    async indexedPages() {
      const { web } = await loaded();
      return web.indexedPages();
    },
    async load() {
      await loaded();
    },
    clear() {
      generation++;
      cache.clear();
      rendering.clear();
    },
  };
}

/** The page's calls go through this server's own handlers, in process: the same procedures, no network. */
function callsThrough(app: FastifyInstance) {
  return async (url: string, options?: RequestInit) => {
    const answer = await app.inject({
      method: (options?.method ?? "GET") as "GET" | "POST",
      url,
      headers: { "x-requested-with": "fetch", "content-type": "application/json" },
      ...(typeof options?.body === "string" ? { payload: options.body } : {}),
    });
    return new Response(answer.payload, {
      status: answer.statusCode,
      headers: { "content-type": String(answer.headers["content-type"] ?? "application/json") },
    });
  };
}
